import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '../../layout/page-frame'
import { seoHead } from '@/modules/content'

export const Route = createFileRoute('/{-$locale}/authCallback')({
  head: ({ match }) => seoHead('utility', { pathname: match.pathname }),
  staticData: { layout: 'bare' },
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return <PageFrame title={t({ id: 'page.auth_callback.title', message: 'Signing you in' })} />
}
