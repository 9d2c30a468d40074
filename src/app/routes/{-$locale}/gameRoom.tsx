import { createFileRoute } from '@tanstack/react-router'
import { GameRoomPage } from '@/modules/games'
import { gameListSearchSchema } from '@/platform/router'
import { pageHead } from '../../page-head'

/** The desktop game room: slots (game type 2) with provider tabs. */
export const Route = createFileRoute('/{-$locale}/gameRoom')({
  head: pageHead('gameRoom'),
  validateSearch: gameListSearchSchema,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <GameRoomPage gtId={2} gpId={search.gp_id} />
}
