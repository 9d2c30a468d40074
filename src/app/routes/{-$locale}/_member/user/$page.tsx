import { createFileRoute, notFound } from '@tanstack/react-router'
import { memberPageOf } from '@/modules/member'
import { MemberCentreScreen } from './-member-page'
import { pageHead } from '../../../../page-head'

/** /user/Deposit, /user/Info, /user/BindAccount… (spec §2); unknown pages are 404. */
export const Route = createFileRoute('/{-$locale}/_member/user/$page')({
  head: pageHead('user'),
  beforeLoad: ({ params }) => {
    if (!memberPageOf(params.page)) throw notFound()
  },
  staticData: { memberArea: 'user' },
  loader: ({ context, params }) => {
    const page = memberPageOf(params.page)
    if (page) void import('../-member-loaders').then((loaders) => loaders.prefetchMemberCentre(context, page))
  },
  component: Page,
})

function Page() {
  const { page } = Route.useParams()
  const memberPage = memberPageOf(page)
  return memberPage ? <MemberCentreScreen page={memberPage} /> : null
}
