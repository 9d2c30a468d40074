import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { WithdrawPage } from '@/modules/wallet'
import { Card, ErrorState, Skeleton } from '@/ui'
import { memberQueries } from '../queries'
import { WithdrawPasswordForm } from './withdraw-password-form'

/** Withdrawal needs a withdraw password: a member without one sets it here first, then sees the form. */
export function WithdrawalGate({ currency, onBindAccount }: { currency: string; onBindAccount: () => void }) {
  const profile = useQuery(memberQueries.profile())
  if (profile.isPending) return <Skeleton height="240px" />
  if (profile.isError)
    return <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />
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
