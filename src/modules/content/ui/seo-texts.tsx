import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { contentQueries } from '../queries'
import { rememberSeoTexts, seoTextsOf, type SeoPage, type SeoTexts } from '../seo'
import { useContentLocale } from './use-content-locale'

const host = () => window.location.host

function useServedSeoTexts() {
  const locale = useContentLocale()
  const query = useQuery({ ...contentQueries.seoTexts(locale, host()), meta: { silent: true } })
  return { locale, list: query.data?.list }
}

/**
 * Loads the SEO texts of the active locale and host from the sandbox and, once they are in, has the
 * router resolve the heads again. Before that the built-in texts give the first paint its head.
 */
export function SeoTextsLoader() {
  const router = useRouter()
  const { locale, list } = useServedSeoTexts()
  useEffect(() => {
    if (!list) return
    rememberSeoTexts(locale, host(), list)
    void router.invalidate()
  }, [list, locale, router])
  return null
}

/** A page's texts for its visible heading block: served when loaded, built in until then. */
export function useSeoTexts(page: SeoPage, path: string): SeoTexts {
  const { list } = useServedSeoTexts()
  return seoTextsOf(
    page,
    path,
    host(),
    list?.find((entry) => entry.page === page),
  )
}
