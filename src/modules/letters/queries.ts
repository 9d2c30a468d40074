import { queryOptions } from '@tanstack/react-query'
import { lettersApi, type Locale } from './api'

/** Server state of the inbox, keyed by member so another login never sees a previous member's letters. */
export const lettersQueries = {
  all: () => ['letters'] as const,
  member: (memberId: number) => ['letters', memberId] as const,
  list: (memberId: number, page: number, locale: Locale) =>
    queryOptions({
      queryKey: ['letters', memberId, 'list', page, locale] as const,
      queryFn: () => lettersApi.list(page, locale),
      staleTime: 30_000,
    }),
}
