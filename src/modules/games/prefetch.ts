import type { QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import { gamesQueries } from './queries'
import { gameScopeIn } from './ui/use-game-scope'

/**
 * Asks for what a hall, the game room or the slot list shows first (the catalogue and the type list
 * with its platforms) while the page's code is still on the way; the page's own queries, with the
 * same keys, then find the answers arriving.
 */
export function prefetchTypeGames(client: QueryClient, scope: Scope): void {
  const { currency, supportDevice, member } = gameScopeIn(scope)
  void client.prefetchQuery(gamesQueries.catalog({ currency, supportDevice, member }))
  void client.prefetchQuery(gamesQueries.types({ currency, supportDevice }))
}
