import { createFileRoute, redirect } from '@tanstack/react-router'
import { contentQueries, FaqDetailPage } from '@/modules/content'
import { currentLocale } from '@/platform/i18n'
import { parseId } from '@/platform/router'
import { headOf } from '../../../page-head'

export const Route = createFileRoute('/{-$locale}/faq/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) ?? 0 }), stringify: ({ id }) => ({ id: String(id) }) },
  beforeLoad: ({ params }) => {
    if (!params.id) throw redirect({ to: '/{-$locale}/faq', params: { locale: params.locale } })
  },
  // The entry's title names the page in the head; a failed load is shown by the page itself.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(contentQueries.faq(params.id, currentLocale())).catch(() => null),
  head: ({ match, loaderData }) => headOf('faqDetail', match, { title: loaderData?.title }),
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  return <FaqDetailPage id={id} />
}
