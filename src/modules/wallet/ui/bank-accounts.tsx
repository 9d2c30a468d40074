import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import {
  Button,
  Card,
  Dialog,
  EmptyState,
  Modal,
  QueryBoundary,
  Select,
  Skeleton,
  TextField,
  toast,
} from '@/ui'
import { walletApi, type BankAccount } from '../api'
import { newActionKey } from '../money'
import { walletQueries } from '../queries'
import { isWithdrawPassword, WithdrawPasswordField } from './withdraw-password-field'

const ACCOUNT_NUMBER = /^\d{6,30}$/

/** BindAccount: bound bank accounts, binding a new one and unbinding, all behind the withdraw password. */
export function BankAccounts({ onBound }: { onBound?: () => void }) {
  return (
    <QueryBoundary fallback={<Skeleton height="160px" />}>
      <BoundAccounts onBound={onBound} />
    </QueryBoundary>
  )
}

function BoundAccounts({ onBound }: { onBound?: (() => void) | undefined }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(walletQueries.bankAccounts())
  const queryClient = useQueryClient()
  const [bankCode, setBankCode] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [number, setNumber] = useState('')
  const [pin, setPin] = useState('')
  const [touched, setTouched] = useState(false)
  const [unbinding, setUnbinding] = useState<BankAccount | null>(null)
  const actionKey = useRef(newActionKey('bind'))
  const bind = useMutation({
    mutationFn: () =>
      walletApi.bindBankAccount(
        {
          bank_code: bankCode ?? '',
          account_name: name.trim(),
          account_number: number,
          withdraw_password: pin,
        },
        actionKey.current,
      ),
    onSuccess: () => {
      actionKey.current = newActionKey('bind')
      setName('')
      setNumber('')
      setPin('')
      setTouched(false)
      void queryClient.invalidateQueries({ queryKey: walletQueries.all() })
      toast.success(t({ id: 'wallet.bind.success', message: 'Bank account bound.' }))
      onBound?.()
    },
  })
  const full = data.max_accounts !== undefined && data.list.length >= data.max_accounts
  const valid =
    bankCode !== null && name.trim() !== '' && ACCOUNT_NUMBER.test(number) && isWithdrawPassword(pin)
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      {data.list.length === 0 ? (
        <EmptyState
          title={<Trans id="wallet.bind.empty">No bank account yet</Trans>}
          text={<Trans id="wallet.bind.empty_text">Bind the account you deposit from and withdraw to.</Trans>}
        />
      ) : (
        <ul
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
          })}
        >
          {data.list.map((account) => (
            <li key={account.id}>
              <Card tone="raised" className={css({ display: 'grid', gap: '1' })}>
                <span className={css({ fontWeight: 'bold' })}>{account.bank_name}</span>
                <span className={css({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.1em' })}>
                  {account.account_number}
                </span>
                <span className={css({ color: 'textMuted', fontSize: 'sm' })}>{account.account_name}</span>
                <div
                  className={css({
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    mt: '2',
                  })}
                >
                  <span className={css({ fontSize: 'xs', color: 'accent' })}>
                    {account.is_default ? <Trans id="wallet.bind.default">Default</Trans> : null}
                  </span>
                  <Button size="sm" variant="ghost" onPress={() => setUnbinding(account)}>
                    <Trans id="wallet.bind.unbind">Unbind</Trans>
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className={css({ color: 'textMuted' })}>
          <Trans id="wallet.bind.full">You have bound the maximum number of bank accounts.</Trans>
        </p>
      ) : (
        <form
          className={css({ display: 'grid', gap: '4', maxW: '560px' })}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setTouched(true)
            if (valid && !bind.isPending) bind.mutate()
          }}
        >
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            <Trans id="wallet.bind.title">Bind a bank account</Trans>
          </h2>
          <Select
            label={t({ id: 'wallet.bank', message: 'Bank' })}
            items={data.banks.map((bank) => ({ id: bank.bank_code, label: bank.bank_name }))}
            selectedKey={bankCode}
            onSelectionChange={(key) => setBankCode(key === null ? null : String(key))}
            placeholder={t({ id: 'wallet.deposit.bank_placeholder', message: 'Choose a bank' })}
            isRequired
            isInvalid={touched && bankCode === null}
            errorMessage={t({ id: 'wallet.bind.bank_required', message: 'Choose your bank.' })}
          />
          <TextField
            label={t({ id: 'wallet.account_name', message: 'Account name' })}
            value={name}
            onChange={setName}
            isRequired
            maxLength={255}
            isInvalid={touched && name.trim() === ''}
            errorMessage={t({ id: 'wallet.bind.name_required', message: 'Enter the name on the account.' })}
            autoComplete="name"
          />
          <TextField
            label={t({ id: 'wallet.account_number', message: 'Account number' })}
            value={number}
            onChange={(value) => setNumber(value.replace(/\s/g, ''))}
            inputMode="numeric"
            isRequired
            maxLength={30}
            isInvalid={touched && !ACCOUNT_NUMBER.test(number)}
            errorMessage={t({ id: 'wallet.bind.number_invalid', message: 'Enter 6 to 30 digits.' })}
          />
          <WithdrawPasswordField value={pin} onChange={setPin} touched={touched} />
          <Button type="submit" isPending={bind.isPending} data-testid="bind-submit">
            <Trans id="wallet.bind.submit">Bind account</Trans>
          </Button>
        </form>
      )}
      <UnbindDialog account={unbinding} onClose={() => setUnbinding(null)} />
    </div>
  )
}

function UnbindDialog({ account, onClose }: { account: BankAccount | null; onClose: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [pin, setPin] = useState('')
  const unbind = useMutation({
    mutationFn: (id: number) => walletApi.unbindBankAccount({ id, withdraw_password: pin }),
    onSuccess: () => {
      setPin('')
      void queryClient.invalidateQueries({ queryKey: walletQueries.all() })
      toast.success(t({ id: 'wallet.unbind.success', message: 'Bank account removed.' }))
      onClose()
    },
  })
  return (
    <Modal isOpen={account !== null} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable>
      <Dialog title={t({ id: 'wallet.unbind.title', message: 'Remove bank account' })}>
        <form
          className={css({ display: 'grid', gap: '4' })}
          onSubmit={(event) => {
            event.preventDefault()
            if (account && isWithdrawPassword(pin)) unbind.mutate(account.id)
          }}
        >
          <p>
            {account?.bank_name} · {account?.account_number}
          </p>
          <TextField
            label={t({ id: 'wallet.withdraw.password', message: 'Withdrawal password' })}
            type="password"
            inputMode="numeric"
            maxLength={4}
            value={pin}
            onChange={setPin}
            isRequired
            autoFocus
          />
          <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
            <Button variant="ghost" onPress={onClose}>
              <Trans id="wallet.cancel">Cancel</Trans>
            </Button>
            <Button
              type="submit"
              variant="danger"
              isPending={unbind.isPending}
              isDisabled={!isWithdrawPassword(pin)}
            >
              <Trans id="wallet.unbind.confirm">Remove</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  )
}
