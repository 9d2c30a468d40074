import { createFileRoute, redirect } from '@tanstack/react-router'
import { prefetchPlatformGames, prefetchTypeGames, SlotListPage, type GameTypeId } from '@/modules/games'
import { gameListSearchSchema } from '@/platform/router'
import { pageHead } from '../../page-head'

const GAME_TYPES: readonly GameTypeId[] = [2, 3, 4, 5, 6, 7, 8, 9]
const gameType = (id: number | undefined) => GAME_TYPES.find((type) => type === id)

/** Slot list: no navbar or footer; without a known gt_id it goes home (spec §2). */
export const Route = createFileRoute('/{-$locale}/slotgame')({
  head: pageHead('slotgame'),
  validateSearch: gameListSearchSchema,
  beforeLoad: ({ search, params }) => {
    if (!gameType(search.gt_id))
      throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
  staticData: { layout: 'bare' },
  loaderDeps: ({ search }) => ({ gt_id: search.gt_id, gp_id: search.gp_id, house: search.house }),
  // Not awaited: the games are asked for while the page's code loads, and the page renders on its own.
  // With a platform the list is that platform's games; without one it is the game room of the type.
  loader: ({ context, deps }) => {
    const gtId = gameType(deps.gt_id)
    if (gtId && deps.gp_id !== undefined)
      prefetchPlatformGames(context.queryClient, context.scope, { gtId, gpId: deps.gp_id, house: deps.house })
    else if (gtId) prefetchTypeGames(context.queryClient, context.scope, { gtId })
  },
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const gtId = gameType(search.gt_id)
  return gtId ? <SlotListPage gtId={gtId} gpId={search.gp_id} house={search.house} /> : null
}
