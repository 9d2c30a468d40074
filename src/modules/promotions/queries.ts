import { queryOptions } from '@tanstack/react-query'
import { promotionsApi, type BulletinWhere, type Currency, type Locale } from './api'

/** Server state of promotions, pop-up bulletins and red envelopes; member-specific keys carry the member id. */
export const promotionsQueries = {
  all: () => ['promotions'] as const,
  discounts: (params: {
    category?: string
    page: number
    locale: Locale
    memberId: number | null
    currency?: Currency
  }) =>
    queryOptions({
      queryKey: ['promotions', 'discounts', params] as const,
      queryFn: () =>
        promotionsApi.discounts({
          page: params.page,
          language: params.locale,
          ...(params.category ? { category: params.category } : {}),
          ...(params.currency ? { currency: params.currency } : {}),
        }),
      staleTime: 60_000,
    }),
  discount: (id: number, locale: Locale, memberId: number | null) =>
    queryOptions({
      queryKey: ['promotions', 'discount', id, locale, memberId] as const,
      queryFn: () => promotionsApi.discount(id, locale),
      staleTime: 60_000,
    }),
  popupPrefix: () => ['promotions', 'popup'] as const,
  popup: (memberId: number | null, where: BulletinWhere, locale: Locale) =>
    queryOptions({
      queryKey: ['promotions', 'popup', memberId, where, locale] as const,
      queryFn: () => promotionsApi.bulletins(memberId !== null, where),
      staleTime: 5 * 60_000,
    }),
  history: (memberId: number | null, where: BulletinWhere, locale: Locale) =>
    queryOptions({
      queryKey: ['promotions', 'popup-history', memberId, where, locale] as const,
      queryFn: () => promotionsApi.bulletinHistory(where),
      staleTime: 5 * 60_000,
    }),
  redEnvelopePrefix: () => ['promotions', 'red-envelope'] as const,
  redEnvelope: (memberId: number) =>
    queryOptions({
      queryKey: ['promotions', 'red-envelope', memberId] as const,
      queryFn: promotionsApi.redEnvelope,
      staleTime: 60_000,
    }),
}
