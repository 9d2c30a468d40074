import { createFileRoute } from '@tanstack/react-router'
import { MemberCentreScreen } from './user/-member-page'
import { seoHead } from '@/modules/content'

/** /Deposit: the member centre's deposit page (spec §2). */
export const Route = createFileRoute('/{-$locale}/Deposit')({
  head: ({ match }) => seoHead('deposit', { pathname: match.pathname }),
  component: () => <MemberCentreScreen page="Deposit" />,
})
