import { useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseId } from '@/platform/router'
import { PageFrame } from '../../../layout/page-frame'

export const Route = createFileRoute('/{-$locale}/faq/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) ?? 0 }), stringify: ({ id }) => ({ id: String(id) }) },
  beforeLoad: ({ params }) => {
    if (!params.id) throw redirect({ to: '/{-$locale}/faq', params: { locale: params.locale } })
  },
  component: Page,
})

function Page() {
  const { t } = useLingui()
  return <PageFrame title={t({ id: 'page.faq.title', message: 'Help centre' })} />
}
