import { api, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'
import { currentLocale } from '@/platform/i18n'

type Schemas = components['schemas']
export type SiteDetail = Schemas['SiteDetail']
export type FooterItem = Schemas['FooterItem']
export type FloatLink = Schemas['FloatLink']
export type CarouselBanner = Schemas['CarouselBanner']
export type MarqueeItem = Schemas['MarqueeItem']
export type Faq = Schemas['Faq']
export type MobileTemplate = Schemas['MobileTemplate']
export type Currency = Schemas['Currency']
export type Locale = Schemas['Locale']
export type ModelAd = Schemas['ModelAd']

/** Carousel picture sets of spec §7: 0 desktop, 1 small, 2 mobile. */
export type CarouselUseType = 0 | 1 | 2

const site = () => ({ site_id: config.siteId })
const siteLanguage = (language: Locale = currentLocale()) => ({ site_id: config.siteId, language })

export const contentApi = {
  siteDetail: () => unwrap(api.POST('/arks/web/site/detail', { body: site() })),
  logos: () => unwrap(api.POST('/web/logo', { body: site() })),
  footer: (language?: Locale) => unwrap(api.POST('/arks/web/footer', { body: siteLanguage(language) })),
  mobileFooter: (language?: Locale) =>
    unwrap(api.POST('/arks/web/web-mobile-footer', { body: siteLanguage(language) })),
  floatLinks: (language?: Locale) => unwrap(api.POST('/arks/web/float', { body: siteLanguage(language) })),
  carousel: (useType: CarouselUseType, language?: Locale) =>
    unwrap(
      api.POST('/arks/web/carousel_picture', { body: { ...siteLanguage(language), use_type: useType } }),
    ),
  /** `currency` is a guest's visitor currency; the server reads a member's own from the session. */
  marquee: (currency: Currency) =>
    unwrap(
      api.POST('/arks/web/announcement/marquee', {
        body: { ...site(), currency, sort_field: 'created_at', sort_order: 'desc' },
      }),
    ),
  jackpot: (currency: Currency) => unwrap(api.POST('/v2/get_jackpot', { body: { ...site(), currency } })),
  faqs: (language?: Locale) => unwrap(api.POST('/arks/web/faq', { body: siteLanguage(language) })),
  faq: (id: number, language?: Locale) =>
    unwrap(api.POST('/arks/web/faq/detail', { body: { ...siteLanguage(language), id } })),
  pages: (language?: Locale) => unwrap(api.POST('/arks/web/main', { body: siteLanguage(language) })),
  page: (id: number, language?: Locale) =>
    unwrap(api.POST('/arks/web/main/detail', { body: { ...siteLanguage(language), id } })),
  sponsors: (language?: Locale) => unwrap(api.POST('/arks/web/sponsor', { body: siteLanguage(language) })),
  /** The ads of a site template (site02, suncity, apsport). */
  modelAds: (language: Locale, modelVersion: string) =>
    unwrap(
      api.POST('/web/model_setting', { body: { ...siteLanguage(language), model_version: modelVersion } }),
    ),
  /** The sponsors of a mobile template (the home page's sponsor strip on a phone). */
  modelSponsors: (language: Locale, modelVersion: string) =>
    unwrap(
      api.POST('/web/model_sponsor', { body: { ...siteLanguage(language), model_version: modelVersion } }),
    ),
  /** The login contents of a mobile template (the welcome above the login form). */
  modelLogin: (language: Locale, modelVersion: string) =>
    unwrap(
      api.POST('/web/model_login', { body: { ...siteLanguage(language), model_version: modelVersion } }),
    ),
  /** The protocol (service agreement) sections; the language travels in the `lang` header. */
  protocol: () => unwrap(api.POST('/arks/web/register-settings/service-agreement', { body: site() })),
  seoTexts: (language: Locale, host: string) =>
    unwrap(api.POST('/seo/texts', { body: { ...siteLanguage(language), host } })),
  templateConfig: (language?: Locale) =>
    unwrap(api.POST('/template_config', { body: siteLanguage(language) })),
}
