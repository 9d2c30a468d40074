import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { checkAmount, isWithdrawPassword, WithdrawPasswordField } from '@/modules/wallet'
import { Button, TextField, toast } from '@/ui'
import { agentApi } from '../api'

/** Transfer: move money from the agent's main wallet to a downline member. */
export function TransferPage({
  currency,
  onTransferred,
}: {
  currency: string
  onTransferred?: (cash: number) => void
}) {
  const { t } = useLingui()
  const [account, setAccount] = useState('')
  const [amount, setAmount] = useState('')
  const [pin, setPin] = useState('')
  const [touched, setTouched] = useState(false)
  const key = useRef(`agent-transfer-${globalThis.crypto.randomUUID()}`)
  const check = checkAmount(amount, currency, {})
  const pinOk = isWithdrawPassword(pin)
  const transfer = useMutation({
    mutationFn: () =>
      agentApi.transfer(
        { member_account: account.trim(), amount: Number(check.value), withdraw_password: pin },
        key.current,
      ),
    onSuccess: (data) => {
      key.current = `agent-transfer-${globalThis.crypto.randomUUID()}`
      setAmount('')
      setPin('')
      setTouched(false)
      onTransferred?.(data.member_cash)
      toast.success(t({ id: 'agent.transfer.done', message: `Transferred. Order ${data.order_number}.` }))
    },
  })
  const fresh = () => {
    key.current = `agent-transfer-${globalThis.crypto.randomUUID()}`
  }
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4', maxW: '560px' })}
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if (account.trim() && check.ok && pinOk && !transfer.isPending) transfer.mutate()
      }}
    >
      <TextField
        label={t({ id: 'agent.transfer.account', message: 'Downline account' })}
        value={account}
        onChange={(v) => {
          setAccount(v)
          fresh()
        }}
        isRequired
        maxLength={64}
        isInvalid={touched && account.trim() === ''}
        errorMessage={t({ id: 'agent.transfer.account_required', message: 'Enter the member account.' })}
      />
      <TextField
        label={t({ id: 'wallet.records.amount', message: 'Amount' })}
        value={amount}
        onChange={(v) => {
          setAmount(v)
          fresh()
        }}
        inputMode="decimal"
        isRequired
        isInvalid={touched && !check.ok}
        errorMessage={t({ id: 'agent.transfer.amount_invalid', message: 'Enter a valid amount.' })}
      />
      <WithdrawPasswordField value={pin} onChange={setPin} touched={touched} />
      <Button type="submit" isPending={transfer.isPending}>
        <Trans id="agent.transfer.submit">Transfer</Trans>
      </Button>
    </form>
  )
}
