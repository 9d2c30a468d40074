import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { gameListSearchSchema } from '@/platform/router'
import { PageFrame } from '../../layout/page-frame'

export const Route = createFileRoute('/{-$locale}/gameRoom')({
  validateSearch: gameListSearchSchema,
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return <PageFrame title={t({ id: 'page.game_room.title', message: 'Game room' })} />
}
