import type { QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import type { GameTypeId } from './api'
import { gamesQueries } from './queries'
import { gameScopeIn } from './ui/use-game-scope'

/**
 * Asks for what a hall, the game room or the slot list shows first (the first games of the type, cut
 * from the catalogue, and the type list with its platforms) while the page's code is still on the way;
 * the page's own queries, with the same keys, then find the answers arriving.
 */
export function prefetchTypeGames(
  client: QueryClient,
  scope: Scope,
  list: { gtId: GameTypeId; gpId?: number | undefined },
): void {
  const { currency, supportDevice, member } = gameScopeIn(scope)
  void client.prefetchQuery(
    gamesQueries.typeFirstView({ currency, supportDevice, member, gtId: list.gtId, gpId: list.gpId ?? null }),
  )
  void client.prefetchQuery(gamesQueries.types({ currency, supportDevice }))
}

/** The slot list of one platform (`/slotgame?gt_id=…&gp_id=…`): that platform's games, under the page's key. */
export function prefetchPlatformGames(
  client: QueryClient,
  scope: Scope,
  platform: { gtId: GameTypeId; gpId: number; house?: string | undefined },
): void {
  const { currency, device, member } = gameScopeIn(scope)
  void client.prefetchQuery(gamesQueries.platform({ currency, device, member, ...platform }))
}

/** The home page's game tabs: the type list, then the hot games of the first type, the tab they open on. */
export function prefetchGameTabs(client: QueryClient, scope: Scope): void {
  const { currency, supportDevice } = gameScopeIn(scope)
  void client
    .fetchQuery(gamesQueries.types({ currency, supportDevice }))
    .then((types) =>
      client.prefetchQuery(
        gamesQueries.tags({ currency, supportDevice, gtId: types?.list[0]?.gt_id ?? 2, tag: 'hot' }),
      ),
    )
    // The tabs show their own failure when they ask again.
    .catch(() => undefined)
}
