import { createFileRoute, redirect } from '@tanstack/react-router'
import { GameHallPage, prefetchTypeGames } from '@/modules/games'
import { parseId } from '@/platform/router'
import { gameHallSeoPage } from '@/modules/content'
import { headOf } from '../../../page-head'

/** Game halls by type (spec §2): 3 live, 4 sports, 5 lottery, 6 card games, 8 cockfight, 9 esports. */
export const HALL_TYPES = [3, 4, 5, 6, 8, 9] as const
type HallType = (typeof HALL_TYPES)[number]
const isHallType = (id: number): id is HallType => (HALL_TYPES as readonly number[]).includes(id)

export const Route = createFileRoute('/{-$locale}/gameHall/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) ?? 0 }), stringify: ({ id }) => ({ id: String(id) }) },
  beforeLoad: ({ params }) => {
    if (!isHallType(params.id))
      throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
  head: ({ match }) => headOf(gameHallSeoPage(match.params.id), match),
  // Not awaited: the games are asked for while the page's code loads, and the page renders on its own.
  loader: ({ context, params }) => {
    if (isHallType(params.id)) prefetchTypeGames(context.queryClient, context.scope, { gtId: params.id })
  },
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  return isHallType(id) ? <GameHallPage gtId={id} /> : null
}
