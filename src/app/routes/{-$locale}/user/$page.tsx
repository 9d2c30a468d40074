import { createFileRoute, notFound } from '@tanstack/react-router'
import { memberPageOf } from '@/modules/member'
import { MemberCentreScreen } from './-member-page'

/** /user/Deposit, /user/Info, /user/BindAccount… (spec §2); unknown pages are 404. */
export const Route = createFileRoute('/{-$locale}/user/$page')({
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
