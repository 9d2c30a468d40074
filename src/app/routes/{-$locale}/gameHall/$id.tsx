import { useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseId } from '@/platform/router'
import { PageFrame } from '../../../layout/page-frame'

/** Game halls by type (spec §2): 3 live, 4 sports, 5 lottery, 6 card games, 8 cockfight, 9 esports. */
export const HALL_TYPES = [3, 4, 5, 6, 8, 9] as const

export const Route = createFileRoute('/{-$locale}/gameHall/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) ?? 0 }), stringify: ({ id }) => ({ id: String(id) }) },
  beforeLoad: ({ params }) => {
    if (!(HALL_TYPES as readonly number[]).includes(params.id))
      throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return <PageFrame title={t({ id: 'page.game_hall.title', message: 'Game hall' })} />
}
