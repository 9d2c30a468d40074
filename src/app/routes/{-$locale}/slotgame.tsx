import { createFileRoute, redirect } from '@tanstack/react-router'
import { SlotListPage, type GameTypeId } from '@/modules/games'
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
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const gtId = gameType(search.gt_id)
  return gtId ? <SlotListPage gtId={gtId} gpId={search.gp_id} house={search.house} /> : null
}
