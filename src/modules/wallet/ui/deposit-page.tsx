import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import {
  closeWaitingWindow,
  closeWaitingWindowOnQuickGame,
  listenWindowMessages,
  openNamedWindow,
  openWaitingWindow,
  showInWaitingWindow,
  WAITING_WINDOW_NAMES,
} from '@/platform/windows'
import { Button, Card, EmptyState, ErrorState, Money, Select, Skeleton, TextField } from '@/ui'
import { walletApi, type DepositChannel, type DepositOrder } from '../api'
import { depositCreated } from '../model'
import { checkAmount, feeMinor, minorToDecimal, newActionKey, normaliseAmountInput, toMinor } from '../money'
import { walletQueries } from '../queries'
import { amountProblemText } from './amount-problem'
import { formatDateTime } from '@/platform/i18n'
import { OrderStatusBadge } from './order-status'

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

const channelList = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' },
})
const channelOption = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'accent', bg: 'surfaceRaised' },
  '&:has(input:focus-visible)': { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
  '& input': { accentColor: 'token(colors.accent)', width: '18px', height: '18px' },
})
const presets = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const section = css({ display: 'grid', gap: '4' })
const legend = css({ fontWeight: 'semibold', mb: '2' })

/** Deposit: method, amount, confirm, then the order with its payment page and live status. */
export function DepositPage(props: DepositPageProps) {
  const channels = useQuery(walletQueries.channels(props.fastPayment === true))
  const [order, setOrder] = useState<DepositOrder | null>(null)
  // The payment page went back to the site (quickGame): its waiting window closes.
  useEffect(
    () => listenWindowMessages((message) => message.type === 'quickGame' && closeWaitingWindowOnQuickGame()),
    [],
  )
  if (channels.isPending) {
    return (
      <div aria-busy="true" className={section}>
        <Skeleton height="72px" />
        <Skeleton height="72px" />
        <Skeleton height="120px" />
      </div>
    )
  }
  if (channels.isError)
    return <ErrorState message={channels.error.message} onRetry={() => void channels.refetch()} />
  if (order)
    return <DepositOrderView order={order} currency={props.currency} onNewDeposit={() => setOrder(null)} />
  if (channels.data.need_bank_account_deposit_verified && !props.fastPayment) {
    return <BindAccountPrompt onBindAccount={props.onBindAccount} />
  }
  if (channels.data.list.length === 0) {
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
      <DepositForm {...props} channels={channels.data.list} onCreated={setOrder} />
    </div>
  )
}

function BindAccountPrompt({ onBindAccount }: { onBindAccount?: (() => void) | undefined }) {
  return (
    <Card
      tone="raised"
      className={css({ textAlign: 'center', display: 'grid', gap: '3', justifyItems: 'center' })}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans id="wallet.bind_prompt.title">Bind a bank account first</Trans>
      </h2>
      <p className={css({ color: 'textMuted', maxW: '48ch' })}>
        <Trans id="wallet.bind_prompt.text">
          For your safety, deposits are credited to verified members. Bind the bank account you will pay from,
          then come back to deposit.
        </Trans>
      </p>
      {onBindAccount ? (
        <Button onPress={onBindAccount}>
          <Trans id="wallet.bind_prompt.action">Bind bank account</Trans>
        </Button>
      ) : null}
    </Card>
  )
}

function DepositForm(
  props: DepositPageProps & { channels: DepositChannel[]; onCreated: (order: DepositOrder) => void },
) {
  const { t, i18n } = useLingui()
  const created = useUnit(depositCreated)
  const [channelId, setChannelId] = useState(props.channels[0]?.id ?? 0)
  const channel = props.channels.find((c) => c.id === channelId) ?? props.channels[0]
  const [amount, setAmount] = useState('')
  const [depositorName, setDepositorName] = useState('')
  const [bankCode, setBankCode] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  // One key per intent: a double click or a retry replays the same order instead of creating two.
  const actionKey = useRef(newActionKey('deposit'))
  const currency = props.currency
  const limits = { min: channel?.min_amount, max: channel?.max_amount }
  const check = checkAmount(amount, currency, limits)
  const amountMinor = check.value ? toMinor(check.value, currency) : null
  const fee =
    amountMinor !== null && channel ? minorToDecimal(feeMinor(amountMinor, channel.fee_rate), currency) : null
  const needsName = channel?.needs_depositor_name === true
  const nameMissing = needsName && depositorName.trim() === ''
  const banks = channel?.banks ?? []
  const waitingKind = props.fastPayment ? 'fp' : 'deposit'
  const payWindow = WAITING_WINDOW_NAMES[waitingKind]

  const mutation = useMutation({
    mutationFn: () => {
      if (!channel || !check.value) throw new Error('invalid form')
      const body = {
        channel_id: channel.id,
        amount: Number(check.value),
        ...(needsName ? { depositor_name: depositorName.trim() } : {}),
        ...(bankCode ? { bank_code: bankCode } : {}),
        return_url: window.location.pathname,
      }
      return props.fastPayment
        ? walletApi.createFastDeposit(
            { ...body, ...(props.agentId ? { agent_id: props.agentId } : {}) },
            actionKey.current,
          )
        : walletApi.createDeposit(body, actionKey.current)
    },
    onSuccess: (order) => {
      actionKey.current = newActionKey('deposit')
      created({ orderNumber: order.order_number })
      props.onCreated(order)
      if (order.pay_url) showInWaitingWindow(payWindow, order.pay_url)
      else closeWaitingWindow(payWindow)
    },
    onError: () => closeWaitingWindow(payWindow),
  })

  const changeIntent = (fn: () => void) => {
    fn()
    actionKey.current = newActionKey('deposit')
  }
  const submit = () => {
    setTouched(true)
    if (!check.ok || nameMissing || mutation.isPending) return
    // Inside the click: a window opened only after the answer would be a blocked pop-up.
    openWaitingWindow(waitingKind, payWindow)
    mutation.mutate()
  }

  return (
    <form
      className={section}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <fieldset>
        <legend className={legend}>
          <Trans id="wallet.deposit.method">Payment method</Trans>
        </legend>
        <div className={channelList}>
          {props.channels.map((option) => (
            <label key={option.id} className={channelOption}>
              <input
                type="radio"
                name="deposit-channel"
                value={option.id}
                checked={option.id === channel?.id}
                onChange={() => changeIntent(() => setChannelId(option.id))}
              />
              <span className={css({ display: 'grid' })}>
                <span className={css({ fontWeight: 'semibold' })}>{option.name}</span>
                <span className={css({ fontSize: 'xs', color: 'textMuted' })}>
                  <Money amount={option.min_amount} currency={currency} /> –{' '}
                  <Money amount={option.max_amount} currency={currency} />
                  {option.fee_rate > 0
                    ? ` · ${t({ id: 'wallet.deposit.fee_rate', message: `fee ${(option.fee_rate * 100).toFixed(1)}%` })}`
                    : ''}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {banks.length > 0 ? (
        <Select
          label={t({ id: 'wallet.deposit.bank', message: 'Your bank (optional)' })}
          items={banks.map((bank) => ({ id: bank.bank_code, label: bank.bank_name }))}
          selectedKey={bankCode}
          onSelectionChange={(key) => changeIntent(() => setBankCode(key === null ? null : String(key)))}
          placeholder={t({ id: 'wallet.deposit.bank_placeholder', message: 'Choose a bank' })}
        />
      ) : null}
      <div>
        <TextField
          label={t({ id: 'wallet.deposit.amount', message: 'Amount' })}
          value={amount}
          onChange={(value) => changeIntent(() => setAmount(value))}
          onBlur={() => setTouched(true)}
          inputMode={
            currency === 'VND' || currency === 'WON' || currency === 'JPY' || currency === 'MMK'
              ? 'numeric'
              : 'decimal'
          }
          isRequired
          isInvalid={touched && !check.ok}
          errorMessage={
            check.problem ? amountProblemText(check.problem, i18n, { ...limits, currency }) : undefined
          }
          description={
            fee !== null && Number(fee) > 0
              ? t({ id: 'wallet.deposit.fee_note', message: `Fee: ${fee} ${currency}` })
              : t({ id: 'wallet.deposit.amount_hint', message: `In ${currency}` })
          }
          name="amount"
        />
        {channel?.preset_amounts && channel.preset_amounts.length > 0 ? (
          <div
            className={presets}
            role="group"
            aria-label={t({ id: 'wallet.deposit.presets', message: 'Quick amounts' })}
          >
            {channel.preset_amounts.map((preset) => (
              <Button
                key={preset}
                size="sm"
                variant="ghost"
                onPress={() => changeIntent(() => setAmount(normaliseAmountInput(String(preset), currency)))}
              >
                <Money amount={preset} currency={currency} />
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {needsName ? (
        <TextField
          label={t({ id: 'wallet.deposit.depositor_name', message: 'Depositor name' })}
          description={t({
            id: 'wallet.deposit.depositor_hint',
            message: 'The name on the account you pay from.',
          })}
          value={depositorName}
          onChange={(value) => changeIntent(() => setDepositorName(value))}
          isRequired
          maxLength={64}
          isInvalid={touched && nameMissing}
          errorMessage={t({ id: 'wallet.deposit.depositor_required', message: 'Enter the depositor name.' })}
          autoComplete="name"
          name="depositor-name"
        />
      ) : null}
      <Button type="submit" size="lg" isPending={mutation.isPending} data-testid="deposit-submit">
        <Trans id="wallet.deposit.submit">Deposit now</Trans>
      </Button>
    </form>
  )
}

const dl = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2 4',
  '& dt': { color: 'textMuted' },
  '& dd': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' },
})

/** The created order: instructions, the payment page, and its status followed until it settles. */
function DepositOrderView({
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
