import { useQuery } from '@tanstack/react-query'
import { useLocale } from '@/platform/i18n'
import { contentQueries } from '../queries'
import { seoHost } from '../served-seo'
import { seoTextsOf, type SeoTexts } from '../seo'
import type { SeoPage } from '../seo-pages'

/** A page's texts for its visible heading block: served when loaded (by the root loader), built in until then. */
export function useSeoTexts(page: SeoPage, path: string): SeoTexts {
  const locale = useLocale()
  const query = useQuery({ ...contentQueries.seoTexts(locale, seoHost()), meta: { silent: true } })
  return seoTextsOf(
    page,
    path,
    seoHost(),
    query.data?.list.find((entry) => entry.page === page),
  )
}
