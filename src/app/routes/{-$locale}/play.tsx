import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../layout/page-frame'

export const Route = createFileRoute('/{-$locale}/play')({
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return <PageFrame title={t({ id: 'page.play.title', message: 'Game' })} />
}
