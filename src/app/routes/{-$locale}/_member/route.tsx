import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { $isLoggedIn } from '@/modules/session'
import { $fastPaymentAgentBound } from '@/modules/wallet'
import { LoginGate } from './-login-gate'

/**
 * The member pages (member centre, deposit, agent window, fast payment) behind one login gate. Pathless:
 * the URLs stay /user…, /Deposit, /proxy, /fastPayment. A guest sees the gate in place of the page
 * (its login button comes back to the same page); member loaders read `memberLoggedIn` and skip
 * member-only calls for guests. Fast payment on a site that binds it to agents needs no login (spec §6).
 */
export const Route = createFileRoute('/{-$locale}/_member')({
  // Rendered in the browser only: who is logged in is known there (the server renders the frame).
  ssr: false,
  beforeLoad: ({ context }) => ({ memberLoggedIn: context.scope.getState($isLoggedIn) }),
  component: MemberLayout,
})

function MemberLayout() {
  const [loggedIn, agentBound] = useUnit([$isLoggedIn, $fastPaymentAgentBound])
  const area = useMatches({
    select: (matches) => matches.findLast((m) => m.staticData.memberArea)?.staticData.memberArea,
  })
  return loggedIn || (agentBound && area === 'fastPayment') ? <Outlet /> : <LoginGate />
}
