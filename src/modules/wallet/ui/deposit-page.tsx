import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { isCurrency } from '@/platform/i18n'
import { closeWaitingWindowOnQuickGame, listenWindowMessages } from '@/platform/windows'
import { EmptyState, QueryBoundary, Skeleton } from '@/ui'
import type { DepositOrder } from '../api'
import { walletQueries } from '../queries'
import { BindAccountPrompt } from './bind-account-prompt'
import { DepositForm } from './deposit-form'
import { DepositOrderView } from './deposit-order-view'

export interface DepositPageProps {
  currency: string
  /** The fast payment window lists only its channels and creates fast orders. */
  fastPayment?: boolean
  /** Agent id for agent-bound fast payment. */
  agentId?: number
  /** Where a player protection notice (remaining deposit limit) is shown above the form. */
  notice?: ReactNode
  /** Opens the bank-account binding page (members needing bank-account verification). */
  onBindAccount?: () => void
}

const section = css({ display: 'grid', gap: '4' })

/** Deposit: method, amount, confirm, then the order with its payment page and live status. */
export function DepositPage(props: DepositPageProps) {
  const [order, setOrder] = useState<DepositOrder | null>(null)
  // The payment page went back to the site (quickGame): its waiting window closes.
  useEffect(
    () => listenWindowMessages((message) => message.type === 'quickGame' && closeWaitingWindowOnQuickGame()),
    [],
  )
  if (order)
    return <DepositOrderView order={order} currency={props.currency} onNewDeposit={() => setOrder(null)} />
  return (
    <QueryBoundary
      fallback={
        <div aria-busy="true" className={section}>
          <Skeleton height="72px" />
          <Skeleton height="72px" />
          <Skeleton height="120px" />
        </div>
      }
    >
      <DepositChannels {...props} onCreated={setOrder} />
    </QueryBoundary>
  )
}

/** The channels the member may pay with, and the form once there is one. */
function DepositChannels(props: DepositPageProps & { onCreated: (order: DepositOrder) => void }) {
  const fastPayment = props.fastPayment === true
  const { data } = useSuspenseQuery(
    walletQueries.channels(
      fastPayment,
      fastPayment && isCurrency(props.currency) ? props.currency : undefined,
    ),
  )
  if (data.need_bank_account_deposit_verified && !props.fastPayment) {
    return <BindAccountPrompt onBindAccount={props.onBindAccount} />
  }
  if (data.list.length === 0) {
    return (
      <EmptyState
        title={<Trans id="wallet.deposit.no_channels">No deposit method is available right now</Trans>}
        text={
          <Trans id="wallet.deposit.no_channels_text">
            Please try again later or contact customer service.
          </Trans>
        }
      />
    )
  }
  return (
    <div className={section}>
      {props.notice}
      <DepositForm
        currency={props.currency}
        fastPayment={props.fastPayment}
        agentId={props.agentId}
        channels={data.list}
        onCreated={props.onCreated}
      />
    </div>
  )
}
