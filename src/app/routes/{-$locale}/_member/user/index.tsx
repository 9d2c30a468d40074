import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_MEMBER_PAGE, memberPageOf } from '@/modules/member'
import { pageSearchSchema } from '@/platform/router'
import { MemberCentreScreen } from './-member-page'
import { pageHead } from '../../../../page-head'

/** /user and /user?page=Deposit (spec §2). */
export const Route = createFileRoute('/{-$locale}/_member/user/')({
  head: pageHead('user'),
  validateSearch: pageSearchSchema,
  staticData: { memberArea: 'user' },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) =>
    void import('../-member-loaders').then((loaders) =>
      loaders.prefetchMemberCentre(context, memberPageOf(deps.page) ?? DEFAULT_MEMBER_PAGE),
    ),
  component: Page,
})

function Page() {
  const { page } = Route.useSearch()
  return <MemberCentreScreen page={memberPageOf(page) ?? DEFAULT_MEMBER_PAGE} />
}
