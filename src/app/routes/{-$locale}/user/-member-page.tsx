import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { $currency, $isLoggedIn, $member, loginRequested } from '@/modules/auth'
import { LetterCenter } from '@/modules/letters'
import { MemberCentre, type MemberPage } from '@/modules/member'
import { DepositLimitNotice } from '@/modules/protection'
import { Button, EmptyState } from '@/ui'
import { PageFrame } from '../../../layout/page-frame'

/** The member centre window: login gate, the balance, and the module's menu and pages. */
export function MemberCentreScreen({ page }: { page: MemberPage }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { locale } = useParams({ strict: false })
  const [loggedIn, member, fallbackCurrency, requestLogin] = useUnit([$isLoggedIn, $member, $currency, loginRequested])
  const currency = member?.member_currency ?? fallbackCurrency
  if (!loggedIn) {
    return (
      <PageFrame title={t({ id: 'page.user.title', message: 'Member centre' })}>
        <EmptyState
          title={<Trans id="check_login_msg">Please log in first</Trans>}
          text={<Trans id="member.login_needed">Log in to see your account, wallet and records.</Trans>}
          action={
            <Button onPress={() => requestLogin({ target: { path: `/user/${page}` } })}>
              <Trans id="member.login">Log in</Trans>
            </Button>
          }
        />
      </PageFrame>
    )
  }
  return (
    <PageFrame title={t({ id: 'page.user.title', message: 'Member centre' })}>
      <MemberCentre
        page={page}
        currency={currency}
        onNavigate={(next) => void navigate({ to: '/{-$locale}/user/$page', params: { locale, page: next } })}
        letters={<LetterCenter />}
        depositNotice={member ? <DepositLimitNotice memberId={member.id} /> : undefined}
      />
    </PageFrame>
  )
}
