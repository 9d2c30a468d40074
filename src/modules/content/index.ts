/** Site content: site detail, logo, footers, float, carousel, marquee and news, FAQ, content pages, sponsors, app download and SEO. */
import { lazy } from 'react'
export { contentApi } from './api'
export type {
  CarouselBanner,
  CarouselUseType,
  ContentPage,
  Faq,
  FloatLink,
  FooterItem,
  FooterVariant,
  MarqueeItem,
  MobileTemplate,
  SiteDetail,
  Sponsor,
} from './api'
export { contentQueries } from './queries'
export { isDepositLink, parseItemUrl, type ItemTarget } from './links'
export {
  gameHallSeoPage,
  isMobileHost,
  MOBILE_HOST_VARIANTS,
  resolveSeo,
  SEO,
  seoHead,
  seoTextsOf,
  splitLocalePath,
  type SeoContext,
  type SeoEntry,
  type SeoHead,
  type SeoPage,
  type SeoTexts,
  type ServedSeoText,
} from './seo'
export { useSeoTexts } from './ui/seo-texts'
export { loadSeoTexts, servedSeoTexts } from './served-seo'
export { homeLayoutFor, MOBILE_TEMPLATES, type HomeLayout } from './templates'
export { prefetchHomeContent } from './prefetch'
export { downloadPlatformOf, isIosSafari, type DownloadPlatform } from './platform-detect'
export {
  $appPromptDismissed,
  $customerServiceUrl,
  $installable,
  $installed,
  appInstalled,
  appPromptDismissed,
  bannerGameChosen,
  contentStarted,
  depositLinkFollowed,
  installRequested,
  type GameLinkParameter,
} from './model'
export { AppDownloadPage } from './ui/app-download-page'
export { AppPrompt } from './ui/app-prompt'
export { Carousel } from './ui/carousel'
export { FaqDetailPage, FaqIndexPage } from './ui/faq-pages'
/** The desktop float links: loaded on demand, render inside `Deferred` from `@/ui`. */
export const FloatLinks = /* @__PURE__ */ lazy(() =>
  import('./ui/float-links').then((m) => ({ default: m.FloatLinks })),
)
export { SiteFooterContent } from './ui/footer'
export { HomePage, type HomeSlots } from './ui/home-page'
export { ItemLink } from './ui/item-link'
export { LoginWelcome } from './ui/login-welcome'
export { MainContentPage } from './ui/main-page'
export { MarqueeBar } from './ui/marquee-bar'
export { MobileFooterBar } from './ui/mobile-footer-bar'
export type { ProtocolDialogProps } from './ui/protocol-dialog'
/** The service agreement dialog: loaded on demand, render inside `OnDemand` from `@/ui`. */
export const ProtocolDialog = /* @__PURE__ */ lazy(() =>
  import('./ui/protocol-dialog').then((m) => ({ default: m.ProtocolDialog })),
)
export { SiteLogo } from './ui/site-logo'
export { SponsorPage, SponsorsStrip } from './ui/sponsors'
