/** Site content: site detail, logo, footers, float, carousel, marquee and news, FAQ, content pages, sponsors, app download and SEO. */
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
  rememberSeoTexts,
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
export { SeoTextsLoader, useSeoTexts } from './ui/seo-texts'
export { homeLayoutFor, MOBILE_TEMPLATES, type HomeLayout } from './templates'
export { downloadPlatformOf, isIosSafari, type DownloadPlatform } from './platform-detect'
export {
  $appPromptDismissed,
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
export { FloatLinks } from './ui/float-links'
export { SiteFooterContent } from './ui/footer'
export { HomePage, type HomeSlots } from './ui/home-page'
export { ItemLink } from './ui/item-link'
export { MainContentPage } from './ui/main-page'
export { MarqueeBar, NewsDialog } from './ui/marquee-bar'
export { MobileFooterBar } from './ui/mobile-footer-bar'
export { ProtocolDialog, type ProtocolDialogProps } from './ui/protocol-dialog'
export { QrCode } from './ui/qr-code'
export { SafeHtml, sanitizeHtml } from './ui/safe-html'
export { SiteLogo } from './ui/site-logo'
export { SponsorPage, SponsorsStrip } from './ui/sponsors'
