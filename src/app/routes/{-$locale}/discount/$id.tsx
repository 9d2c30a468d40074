import { createFileRoute, redirect } from '@tanstack/react-router'
import { DiscountDetailPage, prefetchDiscount } from '@/modules/promotions'
import { currentLocale } from '@/platform/i18n'
import { parseId } from '@/platform/router'
import { pageHead } from '../../../page-head'

export const Route = createFileRoute('/{-$locale}/discount/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) ?? 0 }), stringify: ({ id }) => ({ id: String(id) }) },
  beforeLoad: ({ params }) => {
    if (!params.id) throw redirect({ to: '/{-$locale}/discount', params: { locale: params.locale } })
  },
  head: pageHead('discountDetail'),
  // Not awaited: the promotion is asked for while the page's code loads, and the page renders on its own.
  loader: ({ context, params }) =>
    prefetchDiscount(context.queryClient, context.scope, { id: params.id, locale: currentLocale() }),
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  return <DiscountDetailPage id={id} />
}
