import { createFileRoute } from '@tanstack/react-router'
import { GameRoomPage, prefetchTypeGames } from '@/modules/games'
import { gameListSearchSchema } from '@/platform/router'
import { pageHead } from '../../page-head'

/** The desktop game room: slots (game type 2) with provider tabs. */
export const Route = createFileRoute('/{-$locale}/gameRoom')({
  head: pageHead('gameRoom'),
  validateSearch: gameListSearchSchema,
  // Not awaited: the games are asked for while the page's code loads, and the page renders on its own.
  loaderDeps: ({ search }) => ({ gp_id: search.gp_id }),
  loader: ({ context, deps }) =>
    prefetchTypeGames(context.queryClient, context.scope, { gtId: 2, gpId: deps.gp_id }),
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <GameRoomPage gtId={2} gpId={search.gp_id} />
}
