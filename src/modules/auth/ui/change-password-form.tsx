import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useState, type FormEvent } from 'react'
import { Button, TextField, toast } from '@/ui'
import { authApi } from '../api'
import { toFailure } from '../failure'
import { memberRefreshRequested } from '@/modules/session'
import { authForm, formAlert } from './form-styles'
import { NewPasswordFields, usePasswordRules } from './new-password-fields'

/** Change the login password (member area, and forced at first login). Errors show the server message. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useLingui()
  const refresh = useUnit(memberRefreshRequested)
  const rules = usePasswordRules()
  const [old, setOld] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [touched, setTouched] = useState(false)
  const change = useMutation({
    mutationFn: () =>
      authApi.editPassword({ old_password: old, password, password_confirmation: confirmation }),
    onSuccess: () => {
      toast.success(t({ id: 'auth.password_changed', message: 'Your password was changed' }))
      setOld('')
      setPassword('')
      setConfirmation('')
      setTouched(false)
      refresh()
      onDone?.()
    },
  })
  const errors = rules(password, confirmation)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!old || errors.password || errors.confirmation) return
    change.mutate()
  }
  return (
    <form className={authForm} onSubmit={onSubmit} noValidate>
      {change.error ? (
        <p role="alert" className={formAlert}>
          {toFailure(change.error).message}
        </p>
      ) : null}
      <TextField
        name="old_password"
        type="password"
        autoComplete="current-password"
        label={t({ id: 'auth.old_password', message: 'Current password' })}
        value={old}
        onChange={setOld}
        isRequired
        isInvalid={touched && !old}
        errorMessage={t({ id: 'ph_password', message: 'Please enter your password' })}
      />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        errors={errors}
        touched={touched}
        description={t({
          id: 'auth.password_rule',
          message: '6-12 letters and digits, with at least one letter and one digit',
        })}
      />
      <Button
        type="submit"
        variant="primary"
        isPending={change.isPending}
        data-testid="change-password-submit"
      >
        <Trans id="auth.change_password">Change password</Trans>
      </Button>
    </form>
  )
}
