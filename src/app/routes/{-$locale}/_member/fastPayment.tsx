import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import * as z from 'zod/mini'
import { $currency, $member } from '@/modules/session'
import { DepositPage } from '@/modules/wallet'
import { PageFrame } from '../../../layout/page-frame'
import { pageHead } from '../../../page-head'

const searchSchema = z.object({
  agent_id: z.catch(
    z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number))),
    undefined,
  ),
})

/** /fastPayment: the deposit form alone, in its own pop-up window (spec §1/§2). */
export const Route = createFileRoute('/{-$locale}/_member/fastPayment')({
  head: pageHead('fastPayment'),
  validateSearch: searchSchema,
  staticData: { layout: 'bare', memberArea: 'fastPayment' },
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const { agent_id } = Route.useSearch()
  const [member, fallback] = useUnit([$member, $currency])
  return (
    <PageFrame title={t({ id: 'page.fast_payment.title', message: 'Fast payment' })}>
      <DepositPage
        currency={member?.member_currency ?? fallback}
        fastPayment
        {...(agent_id ? { agentId: agent_id } : {})}
      />
    </PageFrame>
  )
}
