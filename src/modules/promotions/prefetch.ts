import type { QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import { $memberId } from '@/modules/session'
import type { Locale } from '@/platform/i18n'
import { promotionsQueries } from './queries'

/**
 * Asks for the promotions list's first page (the one that names the categories, and the category's
 * own when one is picked) while the page's code is still on the way.
 */
export function prefetchDiscounts(
  client: QueryClient,
  scope: Scope,
  { locale, category }: { locale: Locale; category?: string | undefined },
): void {
  const memberId = scope.getState($memberId)
  void client.prefetchQuery(promotionsQueries.discounts({ page: 1, locale, memberId }))
  if (category)
    void client.prefetchQuery(promotionsQueries.discounts({ page: 1, locale, memberId, category }))
}

/** Asks for one promotion's detail while its page's code is still on the way. */
export function prefetchDiscount(
  client: QueryClient,
  scope: Scope,
  { id, locale }: { id: number; locale: Locale },
) {
  void client.prefetchQuery(promotionsQueries.discount(id, locale, scope.getState($memberId)))
}
