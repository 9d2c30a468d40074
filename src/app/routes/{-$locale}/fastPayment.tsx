import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import * as z from 'zod/mini'
import { $currency, $isLoggedIn, $member, loginRequested } from '@/modules/auth'
import { DepositPage } from '@/modules/wallet'
import { Button, EmptyState } from '@/ui'
import { PageFrame } from '../../layout/page-frame'
import { seoHead } from '@/modules/content'

const searchSchema = z.object({
  agent_id: z.catch(z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number))), undefined),
})

/** /fastPayment: the deposit form alone, in its own pop-up window (spec §1/§2). */
export const Route = createFileRoute('/{-$locale}/fastPayment')({
  head: ({ match }) => seoHead('fastPayment', { pathname: match.pathname }),
  validateSearch: searchSchema,
  staticData: { layout: 'bare' },
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const { agent_id } = Route.useSearch()
  const [loggedIn, member, fallback, requestLogin] = useUnit([$isLoggedIn, $member, $currency, loginRequested])
  return (
    <PageFrame title={t({ id: 'page.fast_payment.title', message: 'Fast payment' })}>
      {loggedIn ? (
        <DepositPage currency={member?.member_currency ?? fallback} fastPayment {...(agent_id ? { agentId: agent_id } : {})} />
      ) : (
        <EmptyState
          title={<Trans id="check_login_msg">Please log in first</Trans>}
          action={
            <Button onPress={() => requestLogin({ target: { path: '/fastPayment' } })}>
              <Trans id="member.login">Log in</Trans>
            </Button>
          }
        />
      )}
    </PageFrame>
  )
}
