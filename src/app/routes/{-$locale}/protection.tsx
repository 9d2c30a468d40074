import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import * as z from 'zod/mini'
import { loginModalRequested } from '@/modules/auth'
import { $session } from '@/modules/session'
import { prefetchProtection, PROTECTION_TABS, ProtectionPage } from '@/modules/protection'
import { i18n } from '@/platform/i18n'
import { headOf } from '../../page-head'

const title = msg({ id: 'protection.title', message: 'Player protection' })

const searchSchema = z.object({
  tab: z.catch(z.optional(z.enum(PROTECTION_TABS)), undefined),
})

/** /protection: limits, reality check, time-out and self-exclusion, account history. */
export const Route = createFileRoute('/{-$locale}/protection')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'limits' }),
  head: ({ match }) => headOf('utility', match, { title: i18n._(title) }),
  // Not awaited: the rules and a member's limits are asked for while the page's code loads.
  loader: ({ context, deps }) => prefetchProtection(context.queryClient, context.scope, deps.tab),
  component: Page,
})

function Page() {
  const { tab } = Route.useSearch()
  const navigate = useNavigate()
  const [session, requestLogin] = useUnit([$session, loginModalRequested])
  return (
    <ProtectionPage
      memberId={session?.member_id ?? null}
      tab={tab ?? 'limits'}
      onTabChange={(next) => void navigate({ to: '.', search: { tab: next }, replace: true })}
      onLoginRequested={() => requestLogin({ target: { path: `/protection${tab ? `?tab=${tab}` : ''}` } })}
    />
  )
}
