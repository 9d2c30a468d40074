import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { $isLoggedIn } from '@/modules/session'
import { LoginGate } from './-login-gate'

/**
 * The member pages (member centre, deposit, agent window, fast payment) behind one login gate. Pathless:
 * the URLs stay /user…, /Deposit, /proxy, /fastPayment. A guest sees the gate in place of the page
 * (its login button comes back to the same page); member loaders read `memberLoggedIn` and skip
 * member-only calls for guests.
 */
export const Route = createFileRoute('/{-$locale}/_member')({
  // Rendered in the browser only: who is logged in is known there (the server renders the frame).
  ssr: false,
  beforeLoad: ({ context }) => ({ memberLoggedIn: context.scope.getState($isLoggedIn) }),
  component: MemberLayout,
})

function MemberLayout() {
  const loggedIn = useUnit($isLoggedIn)
  return loggedIn ? <Outlet /> : <LoginGate />
}
