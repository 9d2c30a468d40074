import { useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { gameListSearchSchema } from '@/platform/router'
import { PageFrame } from '../../layout/page-frame'

/** Slot list: no navbar or footer; without gt_id it goes home (spec §2). */
export const Route = createFileRoute('/{-$locale}/slotgame')({
  validateSearch: gameListSearchSchema,
  beforeLoad: ({ search, params }) => {
    if (!search.gt_id) throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
  staticData: { layout: 'bare' },
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return <PageFrame title={t({ id: 'page.slot.title', message: 'Slot games' })} />
}
