/** Site content: site detail, logo, footers, float, carousel, marquee and news, FAQ, content pages, sponsors, app download and SEO. */
import { lazy } from 'react'
import { lazyPart } from '@/ui'

export { contentQueries } from './queries'

export { seoHead, type SeoContext } from './seo'
export { gameHallSeoPage, type SeoPage } from './seo-pages'

export { loadSeoTexts, servedSeoTexts } from './served-seo'

export { prefetchHomeContent } from './prefetch'

export { $customerServiceUrl, bannerGameChosen, contentStarted, depositLinkFollowed } from './model'
export { AppDownloadPage } from './ui/app-download-page'
export { AppPrompt } from './ui/app-prompt'

export { FaqDetailPage, FaqIndexPage } from './ui/faq-pages'
/** The desktop float links: loaded on demand, render inside `Deferred` from `@/ui`. */
export const FloatLinks = /* @__PURE__ */ lazyPart(() => import('./ui/float-links').then((m) => m.FloatLinks))
export { SiteFooterContent } from './ui/footer'
export { HomePage } from './ui/home-page'

export { LoginWelcome } from './ui/login-welcome'
export { MainContentPage } from './ui/main-page'

export { MobileFooterBar } from './ui/mobile-footer-bar'

/** The service agreement dialog: loaded on demand, render inside `OnDemand` from `@/ui`. */
export const ProtocolDialog = /* @__PURE__ */ lazy(() =>
  import('./ui/protocol-dialog').then((m) => ({ default: m.ProtocolDialog })),
)
export { SiteLogo } from './ui/site-logo'
export { SponsorPage } from './ui/sponsors'
