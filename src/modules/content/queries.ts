import { queryOptions } from '@tanstack/react-query'
import { sessionQueries } from '@/modules/session'
import { contentApi, type CarouselUseType, type Currency, type Locale } from './api'

const FIVE_MINUTES = 5 * 60_000

/** Server state of the site frame and content pages. Localised lists are keyed by locale. */
export const contentQueries = {
  all: () => ['content'] as const,
  /** The site detail is the session's one query; the frame reads the same entry. */
  siteDetail: sessionQueries.siteDetail,
  logos: () =>
    queryOptions({ queryKey: ['content', 'logos'], queryFn: contentApi.logos, staleTime: FIVE_MINUTES }),
  footer: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'footer', locale],
      queryFn: () => contentApi.footer(locale),
      staleTime: FIVE_MINUTES,
    }),
  mobileFooter: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'mobile-footer', locale],
      queryFn: () => contentApi.mobileFooter(locale),
      staleTime: FIVE_MINUTES,
    }),
  floatLinks: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'float', locale],
      queryFn: () => contentApi.floatLinks(locale),
      staleTime: FIVE_MINUTES,
    }),
  carousel: (useType: CarouselUseType, locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'carousel', useType, locale],
      queryFn: () => contentApi.carousel(useType, locale),
      staleTime: 60_000,
    }),
  /** Amounts are written in the reader's currency: keyed by it, so a login in another currency reads again. */
  marquee: (locale: Locale, currency: Currency) =>
    queryOptions({
      queryKey: ['content', 'marquee', locale, currency],
      queryFn: () => contentApi.marquee(currency),
      staleTime: 60_000,
    }),
  jackpot: (currency: Currency) =>
    queryOptions({
      queryKey: ['content', 'jackpot', currency],
      queryFn: () => contentApi.jackpot(currency),
      refetchInterval: 30_000,
    }),
  faqs: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'faqs', locale],
      queryFn: () => contentApi.faqs(locale),
      staleTime: FIVE_MINUTES,
    }),
  faq: (id: number, locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'faq', id, locale],
      queryFn: () => contentApi.faq(id, locale),
      staleTime: FIVE_MINUTES,
    }),
  pages: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'pages', locale],
      queryFn: () => contentApi.pages(locale),
      staleTime: FIVE_MINUTES,
    }),
  page: (id: number, locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'page', id, locale],
      queryFn: () => contentApi.page(id, locale),
      staleTime: FIVE_MINUTES,
    }),
  modelAds: (locale: Locale, template: string) =>
    queryOptions({
      queryKey: ['content', 'model-ads', locale, template],
      queryFn: () => contentApi.modelAds(locale, template),
      staleTime: FIVE_MINUTES,
    }),
  modelLogin: (locale: Locale, mobileTemplate: string) =>
    queryOptions({
      queryKey: ['content', 'model-login', locale, mobileTemplate],
      queryFn: () => contentApi.modelLogin(locale, mobileTemplate),
      staleTime: FIVE_MINUTES,
    }),
  sponsors: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'sponsors', locale],
      queryFn: () => contentApi.sponsors(locale),
      staleTime: FIVE_MINUTES,
    }),
  /** Under the sponsors key, so `model_sponsor.url` for a language refreshes the strip and the page. */
  modelSponsors: (locale: Locale, mobileTemplate: string) =>
    queryOptions({
      queryKey: ['content', 'sponsors', locale, 'model', mobileTemplate],
      queryFn: () => contentApi.modelSponsors(locale, mobileTemplate),
      staleTime: FIVE_MINUTES,
    }),
  protocol: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', 'protocol', locale],
      queryFn: contentApi.protocol,
      staleTime: 30 * 60_000,
    }),
  seoTexts: (locale: Locale, host: string) =>
    queryOptions({
      queryKey: ['content', 'seo-texts', locale, host],
      queryFn: () => contentApi.seoTexts(locale, host),
      staleTime: 30 * 60_000,
    }),
}
