import { createFileRoute, redirect } from '@tanstack/react-router'
import { DiscountDetailPage } from '@/modules/promotions'
import { parseId } from '@/platform/router'
import { pageHead } from '../../../page-head'

export const Route = createFileRoute('/{-$locale}/discount/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) ?? 0 }), stringify: ({ id }) => ({ id: String(id) }) },
  beforeLoad: ({ params }) => {
    if (!params.id) throw redirect({ to: '/{-$locale}/discount', params: { locale: params.locale } })
  },
  head: pageHead('discountDetail'),
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  return <DiscountDetailPage id={id} />
}
