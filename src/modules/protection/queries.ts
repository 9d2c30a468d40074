import { queryOptions } from '@tanstack/react-query'
import { protectionApi } from './api'

/** Server state of player protection, keyed by member so another login never sees a previous member's limits. */
export const protectionQueries = {
  all: () => ['protection'] as const,
  site: (siteId: number) =>
    queryOptions({
      queryKey: ['protection', 'site', siteId] as const,
      queryFn: () => protectionApi.site(),
      staleTime: 10 * 60_000,
    }),
  member: (memberId: number) => ['protection', 'member', memberId] as const,
  overview: (memberId: number) =>
    queryOptions({
      queryKey: ['protection', 'member', memberId, 'overview'] as const,
      queryFn: () => protectionApi.overview(),
      staleTime: 15_000,
    }),
  history: (memberId: number, months: number) =>
    queryOptions({
      queryKey: ['protection', 'member', memberId, 'history', months] as const,
      queryFn: () => protectionApi.history(months),
      staleTime: 60_000,
    }),
}
