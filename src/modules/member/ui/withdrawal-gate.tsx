import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { WithdrawPage } from '@/modules/wallet'
import { Card, QueryBoundary, Skeleton } from '@/ui'
import { memberQueries } from '../queries'
import { WithdrawPasswordForm } from './withdraw-password-form'

/** Withdrawal needs a withdraw password: a member without one sets it here first, then sees the form. */
export function WithdrawalGate(props: { currency: string; onBindAccount: () => void }) {
  return (
    <QueryBoundary fallback={<Skeleton height="240px" />}>
      <PasswordCheck {...props} />
    </QueryBoundary>
  )
}

function PasswordCheck({ currency, onBindAccount }: { currency: string; onBindAccount: () => void }) {
  const profile = useSuspenseQuery(memberQueries.profile())
  if (profile.data.is_withdraw_password)
    return <WithdrawPage currency={currency} onBindAccount={onBindAccount} />
  return (
    <Card tone="raised" className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'grid', gap: '1' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          <Trans id="member.withdraw_password.required_title">Set a withdraw password first</Trans>
        </h2>
        <p className={css({ color: 'textMuted' })}>
          <Trans id="member.withdraw_password.required_text">
            Every withdrawal asks for this 4-digit password. Confirm it with your login password.
          </Trans>
        </p>
      </div>
      <WithdrawPasswordForm hasPassword={false} />
    </Card>
  )
}
