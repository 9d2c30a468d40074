import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '@/platform/i18n'
import { pageHost } from '@/platform/router'
import { contentQueries } from './queries'
import type { ServedSeoText } from './seo-pages'

/** The host the SEO texts are served for (the mobile domains have their own). */
export const seoHost = pageHost

/**
 * The root loader's part: the served SEO texts of this locale and host, in the query cache. A failure
 * leaves the built-in texts in charge (it never fails the page).
 */
export function loadSeoTexts(
  queryClient: QueryClient,
  locale: Locale,
): Promise<readonly ServedSeoText[] | undefined> {
  return queryClient
    .ensureQueryData(contentQueries.seoTexts(locale, seoHost()))
    .then((answer) => answer?.list)
    .catch(() => undefined)
}

/** What the root loader put in the cache, for a route's `head`. */
export function servedSeoTexts(
  queryClient: QueryClient,
  locale: Locale,
): readonly ServedSeoText[] | undefined {
  return queryClient.getQueryData(contentQueries.seoTexts(locale, seoHost()).queryKey)?.list
}
