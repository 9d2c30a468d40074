import { seoHead, servedSeoTexts, type SeoContext, type SeoPage } from '@/modules/content'
import { currentLocale } from '@/platform/i18n'
import type { RouterContext } from './router-context'

type HeadMatch = { pathname: string; context: RouterContext }

/**
 * A route's head from what the loaders brought: the served SEO texts the root loader put in the cache,
 * and the route's own details (a page title from its loader data).
 */
export function headOf(page: SeoPage, match: HeadMatch, details: Pick<SeoContext, 'title'> = {}) {
  return seoHead(page, {
    pathname: match.pathname,
    served: servedSeoTexts(match.context.queryClient, currentLocale()),
    ...details,
  })
}

/** The usual `head` of a route: its SEO page entry. */
export const pageHead =
  (page: SeoPage) =>
  ({ match }: { match: HeadMatch }) =>
    headOf(page, match)
