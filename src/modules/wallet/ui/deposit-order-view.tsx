import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { openNamedWindow } from '@/platform/windows'
import { Button, Card, Money } from '@/ui'
import type { DepositOrder } from '../api'
import { walletQueries } from '../queries'
import { formatDateTime } from '@/platform/i18n'
import { OrderStatusBadge } from './order-status'

const dl = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2 4',
  '& dt': { color: 'textMuted' },
  '& dd': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' },
})

/** The created order: instructions, the payment page, and its status followed until it settles. */
export function DepositOrderView({
  order,
  currency,
  onNewDeposit,
}: {
  order: DepositOrder
  currency: string
  onNewDeposit: () => void
}) {
  const { i18n } = useLingui()
  // The wallet model follows the order (polling while pending) and announces its success.
  const status = useQuery({ ...walletQueries.depositStatus(order.order_number), initialData: order })
  const current = status.data
  const payUrl = current.pay_url
  return (
    <Card tone="raised" className={css({ display: 'grid', gap: '4' })} data-testid="deposit-order">
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}
      >
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          <Trans id="wallet.deposit.order_title">Deposit order</Trans>
        </h2>
        <OrderStatusBadge status={current.status} />
      </div>
      <p className={css({ fontSize: '3xl', fontWeight: 'bold', color: 'accent', textAlign: 'center' })}>
        <Money amount={current.amount} currency={currency} />
      </p>
      <dl className={dl}>
        <dt>
          <Trans id="wallet.order_number">Order number</Trans>
        </dt>
        <dd data-testid="deposit-order-number">{current.order_number}</dd>
        <dt>
          <Trans id="wallet.fee">Fee</Trans>
        </dt>
        <dd>
          <Money amount={current.fee ?? 0} currency={currency} />
        </dd>
        <dt>
          <Trans id="wallet.created_at">Created</Trans>
        </dt>
        <dd>{formatDateTime(current.created_at, i18n.locale)}</dd>
        {current.expires_at && current.status === 'pending' ? (
          <>
            <dt>
              <Trans id="wallet.expires_at">Pay before</Trans>
            </dt>
            <dd>{formatDateTime(current.expires_at, i18n.locale)}</dd>
          </>
        ) : null}
      </dl>
      {current.pay_info && current.status === 'pending' ? (
        <div className={css({ borderTopWidth: '1px', borderColor: 'border', pt: '3' })}>
          <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>
            <Trans id="wallet.deposit.transfer_to">Transfer to</Trans>
          </h3>
          <dl className={dl}>
            <dt>
              <Trans id="wallet.bank">Bank</Trans>
            </dt>
            <dd>{current.pay_info.bank_name}</dd>
            <dt>
              <Trans id="wallet.account_name">Account name</Trans>
            </dt>
            <dd>{current.pay_info.account_name}</dd>
            <dt>
              <Trans id="wallet.account_number">Account number</Trans>
            </dt>
            <dd>{current.pay_info.account_number}</dd>
            {current.pay_info.note ? (
              <>
                <dt>
                  <Trans id="wallet.transfer_note">Transfer note</Trans>
                </dt>
                <dd>{current.pay_info.note}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
      {current.status === 'pending' ? (
        <p className={css({ color: 'textMuted', fontSize: 'sm' })} role="status">
          <Trans id="wallet.deposit.waiting">Waiting for your payment. This page updates by itself.</Trans>
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        {payUrl && current.status === 'pending' ? (
          <Button onPress={() => openNamedWindow(payUrl, 'lotus-pay')} data-testid="deposit-open-pay">
            <Trans id="wallet.deposit.open_pay">Open payment page</Trans>
          </Button>
        ) : null}
        <Button variant="ghost" onPress={onNewDeposit}>
          <Trans id="wallet.deposit.new">New deposit</Trans>
        </Button>
      </div>
    </Card>
  )
}
