import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pageSearchSchema } from '@/platform/router'
import { PageFrame } from '../../layout/page-frame'

export const Route = createFileRoute('/{-$locale}/proxy')({
  validateSearch: pageSearchSchema,
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return <PageFrame title={t({ id: 'page.proxy.title', message: 'Agent centre' })} />
}
