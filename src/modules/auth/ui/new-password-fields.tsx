import { useLingui } from '@lingui/react/macro'
import { TextField } from '@/ui'

const PASSWORD = /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{6,12}$/

/** What is wrong with a new password and its confirmation, if anything (spec: 6-12 letters and digits). */
export function usePasswordRules() {
  const { t } = useLingui()
  return (password: string, confirmation: string) => ({
    password: PASSWORD.test(password)
      ? undefined
      : t({
          id: 'auth.password_rule',
          message: '6-12 letters and digits, with at least one letter and one digit',
        }),
    confirmation:
      confirmation === password
        ? undefined
        : t({ id: 'auth.password_mismatch', message: 'The passwords do not match' }),
  })
}

export interface NewPasswordFieldsProps {
  password: string
  confirmation: string
  onPasswordChange: (value: string) => void
  onConfirmationChange: (value: string) => void
  /** The problems of `usePasswordRules`, shown once the form was submitted. */
  errors: { password: string | undefined; confirmation: string | undefined }
  touched: boolean
  /** A hint under the new password (the rule). */
  description?: string
}

/** The new password and its confirmation, as every password form asks them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        name="new_password"
        type="password"
        autoComplete="new-password"
        label={t({ id: 'auth.new_password', message: 'New password' })}
        description={props.description}
        value={props.password}
        onChange={props.onPasswordChange}
        isRequired
        isInvalid={props.touched && !!props.errors.password}
        errorMessage={props.errors.password}
      />
      <TextField
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={t({ id: 'auth.confirm_password', message: 'Confirm new password' })}
        value={props.confirmation}
        onChange={props.onConfirmationChange}
        isRequired
        isInvalid={props.touched && !!props.errors.confirmation}
        errorMessage={props.errors.confirmation}
      />
    </>
  )
}
