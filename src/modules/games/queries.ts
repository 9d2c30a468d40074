import { queryOptions } from '@tanstack/react-query'
import {
  fetchCatalog,
  fetchDemoGames,
  fetchDemoTypes,
  fetchGameTypes,
  fetchJackpot,
  fetchLastPlaying,
  fetchPlatformGames,
  fetchSportFrame,
  fetchTagGames,
  checkFrame,
  type Currency,
  type GameDevice,
  type GameTag,
  type GameTypeId,
  type ListScope,
} from './api'
import { typeFirstView } from './type-first-view'

const root = ['games'] as const

/** Server state of the games module: one factory, reused by loaders, hooks and invalidation. */
export const gamesQueries = {
  all: () => root,
  types: (scope: ListScope) =>
    queryOptions({
      queryKey: [...root, 'types', scope],
      queryFn: ({ signal }) => fetchGameTypes(scope, signal),
      staleTime: 5 * 60_000,
    }),
  /**
   * Every game of the site, grouped by type (personalised: member_favorite). Thousands of games: a
   * page's HTML carries the first view of a type instead, and the browser asks for the whole list
   * once the player reaches for it.
   */
  catalog: (scope: ListScope & { member: string | null }) =>
    queryOptions({
      queryKey: [...root, 'catalog', scope],
      queryFn: ({ signal }) => fetchCatalog(scope, signal),
      staleTime: 5 * 60_000,
      meta: { sentWithPage: false },
    }),
  /** The first games of one type (of one provider, when given), cut from the catalogue. */
  typeFirstView: (scope: ListScope & { member: string | null; gtId: GameTypeId; gpId: number | null }) =>
    queryOptions({
      queryKey: [...root, 'type-first-view', scope],
      queryFn: async ({ client }) => {
        const { gtId, gpId, ...listScope } = scope
        return typeFirstView(await client.fetchQuery(gamesQueries.catalog(listScope)), gtId, gpId)
      },
      staleTime: 5 * 60_000,
    }),
  tags: (scope: ListScope & { gtId?: GameTypeId; tag?: GameTag }) =>
    queryOptions({
      queryKey: [...root, 'tags', scope],
      queryFn: ({ signal }) => fetchTagGames(scope, signal),
      staleTime: 5 * 60_000,
    }),
  platform: (scope: {
    currency: Currency
    device: GameDevice
    gpId: number
    gtId: GameTypeId
    house?: string | undefined
    member: string | null
  }) =>
    queryOptions({
      queryKey: [...root, 'platform', scope],
      queryFn: ({ signal }) => fetchPlatformGames(scope, signal),
    }),
  lastPlaying: (currency: Currency, member: string) =>
    queryOptions({
      queryKey: [...root, 'last-playing', currency, member],
      queryFn: ({ signal }) => fetchLastPlaying(currency, signal),
      meta: { silent: true },
    }),
  demoTypes: (scope: ListScope) =>
    queryOptions({
      queryKey: [...root, 'demo-types', scope],
      queryFn: ({ signal }) => fetchDemoTypes(scope, signal),
    }),
  demoGames: (scope: { currency: Currency; device: GameDevice; gpId: number; gtId: GameTypeId }) =>
    queryOptions({
      queryKey: [...root, 'demo-games', scope],
      queryFn: ({ signal }) => fetchDemoGames(scope, signal),
    }),
  sportFrame: (scope: ListScope & { domain: string }) =>
    queryOptions({
      queryKey: [...root, 'sport-frame', scope],
      queryFn: async ({ signal }) => {
        const data = await fetchSportFrame(scope, signal)
        if (!data) return null
        const url = new URL(data.detail.url, window.location.href).toString()
        const check = await checkFrame(url, signal)
        return { url, gpId: data.detail.gp_id, allowed: check?.allowed === true }
      },
      meta: { silent: true },
    }),
  jackpot: (currency: Currency) =>
    queryOptions({
      queryKey: [...root, 'jackpot', currency],
      queryFn: ({ signal }) => fetchJackpot(currency, signal),
      refetchInterval: 60_000,
      meta: { silent: true },
    }),
}
