import { createFileRoute } from '@tanstack/react-router'
import { MemberCentreScreen } from './user/-member-page'
import { pageHead } from '../../../page-head'

/** /Deposit: the member centre's deposit page (spec §2). */
export const Route = createFileRoute('/{-$locale}/_member/Deposit')({
  head: pageHead('deposit'),
  staticData: { memberArea: 'user' },
  loader: ({ context }) =>
    void import('./-member-loaders').then((loaders) => loaders.prefetchMemberCentre(context, 'Deposit')),
  component: () => <MemberCentreScreen page="Deposit" />,
})
