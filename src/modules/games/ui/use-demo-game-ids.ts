import { useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Game } from '../api'
import { gamesQueries } from '../queries'
import { useGameScope } from './use-game-scope'

// At module level so TanStack Query keeps the combined set while the demo lists are unchanged.
const demoIdsOf = (
  results: readonly { data?: { list: readonly Game[] } | null | undefined }[],
): ReadonlySet<number> => new Set(results.flatMap((result) => result.data?.list.map((game) => game.id) ?? []))

/** Ids of the games that have a demo: the demo lists of the demo platforms these games come from. */
export function useDemoGameIds(games: readonly Game[]): ReadonlySet<number> {
  const scope = useGameScope()
  const types = useQuery(
    gamesQueries.demoTypes({ currency: scope.currency, supportDevice: scope.supportDevice }),
  )
  const platforms = useMemo(() => {
    const present = new Set(games.map((game) => `${game.gp_id}:${game.game_type}`))
    return (types.data?.list ?? []).flatMap((type) =>
      type.gp_list
        .filter((platform) => present.has(`${platform.gp_id}:${type.gt_id}`))
        .map((platform) => ({ gpId: platform.gp_id, gtId: type.gt_id })),
    )
  }, [games, types.data])
  return useQueries({
    queries: platforms.map(({ gpId, gtId }) => ({
      ...gamesQueries.demoGames({ currency: scope.currency, device: scope.device, gpId, gtId }),
      staleTime: 5 * 60_000,
      meta: { silent: true },
    })),
    combine: demoIdsOf,
  })
}
