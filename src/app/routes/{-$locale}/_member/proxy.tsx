import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import * as z from 'zod/mini'
import { AgentCentre, agentPageOf, defaultAgentPage } from '@/modules/agent'
import { $currency, $member, memberRefreshRequested } from '@/modules/session'
import { PageFrame } from '../../../layout/page-frame'
import { pageHead } from '../../../page-head'

const searchSchema = z.object({
  page: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z]{1,40}$/))), undefined),
  id: z.catch(z.optional(z.string().check(z.regex(/^\d{1,9}$/))), undefined),
})

/** /proxy: the agent window (spec §2); proxy?page=Register for members who are not active agents. */
export const Route = createFileRoute('/{-$locale}/_member/proxy')({
  head: pageHead('proxy'),
  validateSearch: searchSchema,
  staticData: { memberArea: 'proxy' },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) =>
    void import('./-member-loaders').then((loaders) => loaders.prefetchAgentWindow(context, deps.page)),
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const [member, fallback, refresh] = useUnit([$member, $currency, memberRefreshRequested])
  const agentActive = member?.agent_active === true
  const requested = agentPageOf(search.page)
  const page = requested ?? defaultAgentPage(agentActive)
  // Spec §2: an agent that is not active goes to proxy?page=Register.
  const inactive = member !== null && !agentActive
  useEffect(() => {
    if (inactive && requested === undefined)
      void navigate({ search: (prev) => ({ ...prev, page: 'Register' }), replace: true })
  }, [inactive, requested, navigate])
  return (
    <PageFrame title={t({ id: 'page.proxy.title', message: 'Agent centre' })}>
      <AgentCentre
        page={page}
        currency={member?.member_currency ?? fallback}
        agentActive={agentActive}
        {...(search.id ? { parentAgentId: Number(search.id) } : {})}
        onNavigate={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        onTransferred={() => refresh()}
      />
    </PageFrame>
  )
}
