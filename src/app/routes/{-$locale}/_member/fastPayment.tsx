import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import * as z from 'zod/mini'
import { $currency } from '@/modules/session'
import { DepositPage } from '@/modules/wallet'
import { PageFrame } from '../../../layout/page-frame'
import { pageHead } from '../../../page-head'

/** The router reads `?agent_id=3` as the number 3; a quoted id (`?agent_id="3"`) stays a string. */
const agentId = z.union([
  z.number().check(z.int(), z.positive(), z.lte(999_999_999)),
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number)),
])

const searchSchema = z.object({ agent_id: z.catch(z.optional(agentId), undefined) })

/**
 * /fastPayment: the deposit form alone, in its own pop-up window (spec §1/§2). A guest of an agent-bound
 * site pays here without logging in, in the guest's currency (the site's first when it does not offer it),
 * to the agent of the link (`agent_id`).
 */
export const Route = createFileRoute('/{-$locale}/_member/fastPayment')({
  head: pageHead('fastPayment'),
  validateSearch: searchSchema,
  staticData: { layout: 'bare', memberArea: 'fastPayment' },
  loader: ({ context }) =>
    void import('./-member-loaders').then((loaders) => loaders.prefetchFastPaymentWindow(context)),
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const { agent_id } = Route.useSearch()
  // The session's currency: a member's own; a guest's is already one the site offers (the server keeps it).
  const currency = useUnit($currency)
  return (
    <PageFrame title={t({ id: 'page.fast_payment.title', message: 'Fast payment' })}>
      <DepositPage currency={currency} fastPayment {...(agent_id ? { agentId: agent_id } : {})} />
    </PageFrame>
  )
}
