import type { QueryClient } from '@tanstack/react-query'
import { config } from '@/platform/config'
import type { Locale } from '@/platform/i18n'
import type { SiteDetail } from './api'
import { contentQueries } from './queries'
import { homeLayoutFor, type HomeLayout } from './templates'

/** The home page's layout for the site: the mobile template it names (or the build's default). */
export function homeLayoutOf(site: SiteDetail | null | undefined): HomeLayout {
  return homeLayoutFor(site?.mobile_template ?? config.defaultMobileTemplate, site?.template_name)
}

/**
 * Asks for the home page's banners (its largest picture) and marquee while the page's code is still
 * on the way; the page's own queries, with the same keys, then find the answers arriving.
 */
export function prefetchHomeContent(
  client: QueryClient,
  { isDesktop, locale }: { isDesktop: boolean; locale: Locale },
): void {
  const layout = homeLayoutOf(client.getQueryData(contentQueries.siteDetail().queryKey))
  void client.prefetchQuery(contentQueries.carousel(isDesktop ? 0 : layout.carouselUseType, locale))
  void client.prefetchQuery(contentQueries.marquee(locale))
}
