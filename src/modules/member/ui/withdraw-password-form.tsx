import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import { Button, TextField, toast } from '@/ui'
import { memberApi } from '../api'
import { memberQueries } from '../queries'

const PIN = /^\d{4}$/
const form = css({ display: 'grid', gap: '4', maxW: '420px' })

export interface WithdrawPasswordFormProps {
  /** A withdraw password exists: the old one is asked too. The login password is always asked. */
  hasPassword: boolean
  onDone?: () => void
}

/** Sets the first withdraw password or changes it (4 digits, typed twice); what was typed stays on an error. */
export function WithdrawPasswordForm({ hasPassword, onDone }: WithdrawPasswordFormProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [oldPin, setOldPin] = useState('')
  const [password, setPassword] = useState('')
  const [pin, setPin] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState(false)
  const [oldPinError, setOldPinError] = useState<string | null>(null)
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      memberApi.editWithdrawPassword({
        withdraw_password: pin,
        withdraw_password_confirmation: confirm,
        password,
        ...(hasPassword ? { old_withdraw_password: oldPin } : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: memberQueries.profile().queryKey })
      toast.success(t({ id: 'member.withdraw_password.saved', message: 'Your withdraw password is saved.' }))
      setOldPin('')
      setPassword('')
      setPin('')
      setConfirm('')
      setTouched(false)
      onDone?.()
    },
    onError: (error) => {
      const code = isApiError(error) ? error.code : null
      if (code === 611) {
        setOldPinError(
          t({ id: 'withdraw_password_wrong', message: 'The current withdraw password is wrong' }),
        )
      } else if (code === 619) {
        setOldPinError(
          t({
            id: 'member.withdraw_password.locked',
            message: 'Too many wrong withdraw passwords. Try again in 30 minutes.',
          }),
        )
      } else if (code === 101) {
        setPasswordError(
          t({ id: 'member.withdraw_password.login_wrong', message: 'The login password is wrong' }),
        )
      } else if (code === 121) {
        setPasswordError(
          t({
            id: 'member.reauth.locked',
            message: 'Too many wrong login passwords. Try again in 30 minutes.',
          }),
        )
      } else {
        toast.error(error.message)
      }
    },
  })
  const required = t({ id: 'register.required', message: 'This field is required' })
  const pinText = t({ id: 'register.withdraw_format', message: 'Exactly 4 digits' })
  const oldPinMissing = touched && hasPassword && oldPin === ''
  const passwordMissing = touched && password === ''
  const pinInvalid = touched && !PIN.test(pin)
  const confirmInvalid = touched && confirm !== pin
  return (
    <form
      noValidate
      className={form}
      aria-label={
        hasPassword
          ? t({ id: 'member.withdraw_password.change', message: 'Change withdraw password' })
          : t({ id: 'member.withdraw_password.set_title', message: 'Set a withdraw password' })
      }
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if ((hasPassword && oldPin === '') || password === '' || !PIN.test(pin) || confirm !== pin) return
        if (save.isPending) return
        setOldPinError(null)
        setPasswordError(null)
        save.mutate()
      }}
    >
      <TextField
        type="password"
        name="password"
        label={t({ id: 'member.withdraw_password.login', message: 'Login password' })}
        maxLength={12}
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value)
          setPasswordError(null)
        }}
        isRequired
        isInvalid={passwordMissing || passwordError !== null}
        errorMessage={passwordError ?? required}
      />
      {hasPassword ? (
        <TextField
          type="password"
          name="old_withdraw_password"
          label={t({ id: 'member.withdraw_password.old', message: 'Current withdraw password' })}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          value={oldPin}
          onChange={(value) => {
            setOldPin(value)
            setOldPinError(null)
          }}
          isRequired
          isInvalid={oldPinMissing || oldPinError !== null}
          errorMessage={oldPinError ?? required}
        />
      ) : null}
      <PinField
        name="withdraw_password"
        label={t({ id: 'member.withdraw_password.new', message: 'New withdraw password (4 digits)' })}
        value={pin}
        onChange={setPin}
        error={pinInvalid ? pinText : undefined}
      />
      <PinField
        name="withdraw_password_confirmation"
        label={t({ id: 'member.withdraw_password.confirm', message: 'Repeat the new withdraw password' })}
        value={confirm}
        onChange={setConfirm}
        error={
          confirmInvalid
            ? t({ id: 'member.withdraw_password.mismatch', message: 'The two withdraw passwords differ' })
            : undefined
        }
      />
      <div>
        <Button type="submit" isPending={save.isPending}>
          <Trans id="member.withdraw_password.save">Save withdraw password</Trans>
        </Button>
      </div>
    </form>
  )
}

/** A required 4-digit withdraw password input. */
function PinField(props: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  return (
    <TextField
      type="password"
      name={props.name}
      label={props.label}
      inputMode="numeric"
      maxLength={4}
      autoComplete="off"
      value={props.value}
      onChange={props.onChange}
      isRequired
      isInvalid={props.error !== undefined}
      errorMessage={props.error}
    />
  )
}
