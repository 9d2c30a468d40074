import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Money } from '@/ui'
import { protectionQueries } from '../queries'

const box = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  p: '3',
  mb: '4',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surfaceRaised',
  fontSize: 'sm',
})
const link = css({ color: 'accent', textDecoration: 'underline', fontWeight: 'semibold' })

/**
 * Above the deposit form: what the deposit limits leave, or an invitation to set one before the
 * first deposit. Renders nothing while loading or on failure (the deposit itself is still checked).
 */
export function DepositLimitNotice({ memberId }: { memberId: number }) {
  const overview = useQuery({ ...protectionQueries.overview(memberId), meta: { silent: true } })
  if (!overview.data) return null
  const { deposit_remaining: left, currency, invite_deposit_limit: invite } = overview.data
  if (left !== null) {
    return (
      <div className={box} role="status" data-testid="deposit-limit-notice">
        <span>
          <Trans id="protection.deposit.left">
            Your deposit limits let you deposit up to{' '}
            <strong>
              <Money amount={left} currency={currency} />
            </strong>{' '}
            now.
          </Trans>
        </span>
        <Link to="/{-$locale}/protection" search={{ tab: 'limits' }} className={link}>
          <Trans id="protection.deposit.manage">Manage limits</Trans>
        </Link>
      </div>
    )
  }
  return (
    <div className={box} data-testid="deposit-limit-invite">
      <span>
        {invite ? (
          <Trans id="protection.deposit.invite_first">
            Before your first deposit, set a deposit limit that suits your budget.
          </Trans>
        ) : (
          <Trans id="protection.deposit.invite">
            You have no deposit limit. Setting one helps you stay in control.
          </Trans>
        )}
      </span>
      <Link to="/{-$locale}/protection" search={{ tab: 'limits' }} className={link}>
        <Trans id="protection.deposit.set">Set a deposit limit</Trans>
      </Link>
    </div>
  )
}
