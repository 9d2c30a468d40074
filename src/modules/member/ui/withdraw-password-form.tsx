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
  /** A withdraw password exists: the old one is asked; otherwise the login password proves it is the member. */
  hasPassword: boolean
  onDone?: () => void
}

/** Sets the first withdraw password or changes it (4 digits, typed twice). */
export function WithdrawPasswordForm({ hasPassword, onDone }: WithdrawPasswordFormProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [proof, setProof] = useState('')
  const [pin, setPin] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState(false)
  const [proofError, setProofError] = useState<string | null>(null)
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      memberApi.editWithdrawPassword({
        withdraw_password: pin,
        withdraw_password_confirmation: confirm,
        ...(hasPassword ? { old_withdraw_password: proof } : { password: proof }),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: memberQueries.profile().queryKey })
      toast.success(t({ id: 'member.withdraw_password.saved', message: 'Your withdraw password is saved.' }))
      setProof('')
      setPin('')
      setConfirm('')
      setTouched(false)
      onDone?.()
    },
    onError: (error) => {
      if (isApiError(error) && (error.code === 611 || error.code === 101)) {
        setProofError(
          hasPassword
            ? t({ id: 'withdraw_password_wrong', message: 'The current withdraw password is wrong' })
            : t({ id: 'member.withdraw_password.login_wrong', message: 'The login password is wrong' }),
        )
      } else {
        toast.error(error.message)
      }
    },
  })
  const pinText = t({ id: 'register.withdraw_format', message: 'Exactly 4 digits' })
  const proofMissing = touched && proof === ''
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
        if (proof === '' || !PIN.test(pin) || confirm !== pin || save.isPending) return
        setProofError(null)
        save.mutate()
      }}
    >
      <TextField
        type="password"
        name={hasPassword ? 'old_withdraw_password' : 'password'}
        label={
          hasPassword
            ? t({ id: 'member.withdraw_password.old', message: 'Current withdraw password' })
            : t({ id: 'member.withdraw_password.login', message: 'Login password' })
        }
        inputMode={hasPassword ? 'numeric' : undefined}
        maxLength={hasPassword ? 4 : 12}
        autoComplete={hasPassword ? 'off' : 'current-password'}
        value={proof}
        onChange={(value) => {
          setProof(value)
          setProofError(null)
        }}
        isRequired
        isInvalid={proofMissing || proofError !== null}
        errorMessage={proofError ?? t({ id: 'register.required', message: 'This field is required' })}
      />
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
