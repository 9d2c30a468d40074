import { useLingui } from '@lingui/react/macro'
import { TextField } from '@/ui'

const WITHDRAW_PASSWORD = /^\d{4}$/

/** Whether a withdrawal password has its form: four digits. */
export function isWithdrawPassword(value: string): boolean {
  return WITHDRAW_PASSWORD.test(value)
}

/** The 4-digit withdrawal password that confirms a withdrawal, a bank account or an agent transfer. */
export function WithdrawPasswordField(props: {
  value: string
  onChange: (value: string) => void
  /** The form was submitted: a password without four digits shows its error. */
  touched: boolean
  name?: string
}) {
  const { t } = useLingui()
  return (
    <TextField
      label={t({ id: 'wallet.withdraw.password', message: 'Withdrawal password' })}
      type="password"
      inputMode="numeric"
      maxLength={4}
      value={props.value}
      onChange={props.onChange}
      isRequired
      isInvalid={props.touched && !isWithdrawPassword(props.value)}
      errorMessage={t({
        id: 'wallet.withdraw.password_invalid',
        message: 'Enter your 4-digit withdrawal password.',
      })}
      autoComplete="off"
      showPasswordLabel={t({ id: 'wallet.show_password', message: 'Show password' })}
      hidePasswordLabel={t({ id: 'wallet.hide_password', message: 'Hide password' })}
      name={props.name}
    />
  )
}
