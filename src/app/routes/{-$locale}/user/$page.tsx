import { createFileRoute, notFound } from '@tanstack/react-router'
import { memberPageOf } from '@/modules/member'
import { MemberCentreScreen } from './-member-page'
import { seoHead } from '@/modules/content'

/** /user/Deposit, /user/Info, /user/BindAccount… (spec §2); unknown pages are 404. */
export const Route = createFileRoute('/{-$locale}/user/$page')({
  head: ({ match }) => seoHead('user', { pathname: match.pathname }),
  beforeLoad: ({ params }) => {
    if (!memberPageOf(params.page)) throw notFound()
  },
  component: Page,
})

function Page() {
  const { page } = Route.useParams()
  const memberPage = memberPageOf(page)
  return memberPage ? <MemberCentreScreen page={memberPage} /> : null
}
