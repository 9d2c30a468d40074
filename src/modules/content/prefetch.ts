import type { QueryClient } from '@tanstack/react-query'
import type { Currency, Locale } from '@/platform/i18n'
import { contentQueries } from './queries'
import { homeLayoutOf } from './templates'

/**
 * Asks for the home page's banners (its largest picture) and marquee while the page's code is still
 * on the way; the page's own queries, with the same keys, then find the answers arriving.
 */
export function prefetchHomeContent(
  client: QueryClient,
  { isDesktop, locale, currency }: { isDesktop: boolean; locale: Locale; currency: Currency },
): void {
  const layout = homeLayoutOf(client.getQueryData(contentQueries.siteDetail().queryKey))
  void client.prefetchQuery(contentQueries.carousel(isDesktop ? 0 : layout.carouselUseType, locale))
  void client.prefetchQuery(contentQueries.marquee(locale, currency))
}
