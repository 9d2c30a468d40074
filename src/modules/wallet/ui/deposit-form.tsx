import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import {
  closeWaitingWindow,
  openWaitingWindow,
  showInWaitingWindow,
  WAITING_WINDOW_NAMES,
} from '@/platform/windows'
import { isCurrency } from '@/platform/i18n'
import { Button, Money, Select, TextField } from '@/ui'
import { walletApi, type DepositChannel, type DepositOrder } from '../api'
import { depositCreated } from '../model'
import { checkAmount, feeMinor, minorToDecimal, newActionKey, normaliseAmountInput, toMinor } from '../money'
import { amountProblemText } from './amount-problem'

export interface DepositFormProps {
  currency: string
  /** The fast payment window lists only its channels and creates fast orders. */
  fastPayment?: boolean
  /** Agent id for agent-bound fast payment. */
  agentId?: number
  channels: DepositChannel[]
  onCreated: (order: DepositOrder) => void
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

/** The deposit form: channel, bank, amount (with presets and fee) and depositor name; submitting opens the pay window. */
export function DepositForm(props: DepositFormProps) {
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
            {
              ...body,
              ...(isCurrency(currency) ? { currency } : {}),
              ...(props.agentId ? { agent_id: props.agentId } : {}),
            },
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
