import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button, Card, Money, QueryBoundary, Select, Skeleton, TextField, toast } from '@/ui'
import { walletApi, type WithdrawOrder } from '../api'
import { walletChanged } from '../model'
import { checkAmount, newActionKey } from '../money'
import { walletQueries } from '../queries'
import { isWithdrawPassword, WithdrawPasswordField } from './withdraw-password-field'
import { amountProblemText } from './amount-problem'
import { OrderStatusBadge } from './order-status'

const form = css({ display: 'grid', gap: '4', maxW: '560px' })

/** Withdrawal: a bound bank account, the withdraw password and an amount within limits and balance. */
export function WithdrawPage(props: { currency: string; onBindAccount?: () => void }) {
  return (
    <QueryBoundary
      fallback={
        <div aria-busy="true" className={form}>
          <Skeleton height="80px" />
          <Skeleton height="56px" />
          <Skeleton height="56px" />
        </div>
      }
    >
      <WithdrawForm {...props} />
    </QueryBoundary>
  )
}

function WithdrawForm({ currency, onBindAccount }: { currency: string; onBindAccount?: () => void }) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(walletQueries.withdrawInfo())
  const changed = useUnit(walletChanged)
  const [accountId, setAccountId] = useState<number | null>(null)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [done, setDone] = useState<WithdrawOrder | null>(null)
  const actionKey = useRef(newActionKey('withdraw'))
  const mutation = useMutation({
    mutationFn: (body: { amount: number; bank_account_id: number; withdraw_password: string }) =>
      walletApi.createWithdrawal(body, actionKey.current),
    onSuccess: (order) => {
      actionKey.current = newActionKey('withdraw')
      // Money moved: the member layout (the balance's home) and the wallet queries are read again.
      changed()
      setDone(order)
      setPassword('')
      setAmount('')
      setTouched(false)
      toast.success(t({ id: 'wallet.withdraw.success_toast', message: 'Withdrawal requested.' }))
    },
  })
  if (data.bank_accounts.length === 0) {
    return (
      <Card tone="raised" className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          <Trans id="wallet.withdraw.no_account">Bind a bank account to withdraw</Trans>
        </h2>
        <p className={css({ color: 'textMuted' })}>
          <Trans id="wallet.withdraw.no_account_text">
            Withdrawals are paid only to a bank account in your name.
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
  const selected =
    accountId ?? data.bank_accounts.find((a) => a.is_default)?.id ?? data.bank_accounts[0]?.id ?? null
  const limits = { min: data.min_amount, max: data.max_amount, balance: data.cash }
  const check = checkAmount(amount, currency, limits)
  const pinOk = isWithdrawPassword(password)
  const limitReached = data.daily_count_used >= data.daily_count_limit
  const submit = () => {
    setTouched(true)
    if (!check.ok || !check.value || !pinOk || selected === null || mutation.isPending) return
    mutation.mutate({ amount: Number(check.value), bank_account_id: selected, withdraw_password: password })
  }
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <Card tone="raised" className={css({ display: 'flex', flexWrap: 'wrap', gap: '6' })}>
        <div>
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            <Trans id="wallet.withdraw.available">Withdrawable</Trans>
          </p>
          <p
            className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'accent' })}
            data-testid="withdraw-available"
          >
            <Money amount={data.cash} currency={currency} />
          </p>
        </div>
        <div>
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            <Trans id="wallet.withdraw.today">Withdrawals today</Trans>
          </p>
          <p className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            {data.daily_count_used} / {data.daily_count_limit}
          </p>
        </div>
        {data.turnover_required > 0 ? (
          <div>
            <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
              <Trans id="wallet.withdraw.turnover">Turnover</Trans>
            </p>
            <p className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
              <Money amount={data.turnover_done} currency={currency} /> /{' '}
              <Money amount={data.turnover_required} currency={currency} />
            </p>
          </div>
        ) : null}
      </Card>
      {done ? (
        <Card
          className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
          data-testid="withdraw-done"
        >
          <OrderStatusBadge status={done.status} />
          <span>
            <Trans id="wallet.withdraw.done">Order {done.order_number} is being processed.</Trans>
          </span>
        </Card>
      ) : null}
      {!data.is_withdraw_password ? (
        <p role="alert" className={css({ color: 'danger' })}>
          <Trans id="wallet.withdraw.no_password">
            Set a withdrawal password in your account info first.
          </Trans>
        </p>
      ) : null}
      <form
        className={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Select
          label={t({ id: 'wallet.withdraw.account', message: 'Bank account' })}
          items={data.bank_accounts.map((a) => ({
            id: a.id,
            label: `${a.bank_name} · ${a.account_number} · ${a.account_name}`,
          }))}
          selectedKey={selected}
          onSelectionChange={(key) => {
            setAccountId(Number(key))
            actionKey.current = newActionKey('withdraw')
          }}
        />
        <TextField
          label={t({ id: 'wallet.withdraw.amount', message: 'Amount' })}
          value={amount}
          onChange={(value) => {
            setAmount(value)
            actionKey.current = newActionKey('withdraw')
          }}
          inputMode="decimal"
          isRequired
          isInvalid={touched && !check.ok}
          errorMessage={
            check.problem ? amountProblemText(check.problem, i18n, { ...limits, currency }) : undefined
          }
          name="withdraw-amount"
        />
        <WithdrawPasswordField
          value={password}
          onChange={setPassword}
          touched={touched}
          name="withdraw-password"
        />
        <Button
          type="submit"
          size="lg"
          isPending={mutation.isPending}
          isDisabled={limitReached || !data.is_withdraw_password}
          data-testid="withdraw-submit"
        >
          <Trans id="wallet.withdraw.submit">Withdraw</Trans>
        </Button>
      </form>
    </div>
  )
}
