import { createFileRoute } from '@tanstack/react-router'
import { MemberCentreScreen } from './user/-member-page'

/** /Deposit: the member centre's deposit page (spec §2). */
export const Route = createFileRoute('/{-$locale}/Deposit')({
  component: () => <MemberCentreScreen page="Deposit" />,
})
