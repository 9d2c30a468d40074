/**
 * The member area's loaders: each asks for its page's first data while the page's code loads (not
 * awaited: the page renders on its own). Loaded on demand by the member routes, so the modules' queries
 * stay out of the first view's code. A guest who sees the login gate asks for nothing.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Scope } from 'effector'
import { agentPageOf, defaultAgentPage, prefetchAgentPage } from '@/modules/agent'
import { prefetchLetters } from '@/modules/letters'
import { prefetchMemberPage, type MemberPage } from '@/modules/member'
import { $currency, $member } from '@/modules/session'
import { $fastPaymentAgentBound, prefetchFastPayment } from '@/modules/wallet'

type MemberAreaContext = { queryClient: QueryClient; scope: Scope; memberLoggedIn: boolean }

/** A member centre page (`/user/…`, `/Deposit`). */
export function prefetchMemberCentre(context: MemberAreaContext, page: MemberPage): void {
  if (!context.memberLoggedIn) return
  prefetchMemberPage(context.queryClient, page)
  if (page === 'Letter') prefetchLetters(context.queryClient, context.scope)
}

/** The agent window; without a page, the member's agent status picks it once the member is known. */
export function prefetchAgentWindow(context: MemberAreaContext, requested: string | undefined): void {
  const member = context.scope.getState($member)
  const page = agentPageOf(requested) ?? (member ? defaultAgentPage(member.agent_active === true) : undefined)
  if (context.memberLoggedIn && page) prefetchAgentPage(context.queryClient, page)
}

/** Fast payment's channels, for whoever may pay there: a member, or a guest of a site that binds it to agents. */
export function prefetchFastPaymentWindow({ queryClient, scope, memberLoggedIn }: MemberAreaContext): void {
  if (memberLoggedIn || scope.getState($fastPaymentAgentBound))
    prefetchFastPayment(queryClient, scope.getState($currency))
}
