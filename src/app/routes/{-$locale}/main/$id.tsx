import { createFileRoute, redirect } from '@tanstack/react-router'
import { contentQueries, MainContentPage } from '@/modules/content'
import { currentLocale } from '@/platform/i18n'
import { parseId } from '@/platform/router'
import { headOf } from '../../../page-head'

export const Route = createFileRoute('/{-$locale}/main/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) ?? 0 }), stringify: ({ id }) => ({ id: String(id) }) },
  beforeLoad: ({ params }) => {
    if (!params.id) throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true })
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(contentQueries.page(params.id, currentLocale())).catch(() => null),
  head: ({ match, loaderData }) => headOf('main', match, { title: loaderData?.title }),
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  return <MainContentPage id={id} />
}
