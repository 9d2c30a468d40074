import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button, Dialog, Modal, TextField, toast } from '@/ui'
import { authApi } from '../api'
import {
  $captchas,
  $transferVerifyOpen,
  captchaRequested,
  toFailure,
  transferVerifyClosed,
  type Failure,
} from '../model'
import { $member, memberRefreshRequested } from '@/modules/session'
import { CaptchaField } from './captcha-field'
import { RecoverySmsField } from './recovery-sms-field'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const alert = css({ bg: 'danger/15', color: 'danger', borderRadius: 'md', px: '3', py: '2', fontSize: 'sm' })
const PASSWORD = /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{6,12}$/

function usePasswordRules() {
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
    <form className={form} onSubmit={onSubmit} noValidate>
      {change.error ? (
        <p role="alert" className={alert}>
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
      <TextField
        name="new_password"
        type="password"
        autoComplete="new-password"
        label={t({ id: 'auth.new_password', message: 'New password' })}
        description={t({
          id: 'auth.password_rule',
          message: '6-12 letters and digits, with at least one letter and one digit',
        })}
        value={password}
        onChange={setPassword}
        isRequired
        isInvalid={touched && !!errors.password}
        errorMessage={errors.password}
      />
      <TextField
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={t({ id: 'auth.confirm_password', message: 'Confirm new password' })}
        value={confirmation}
        onChange={setConfirmation}
        isRequired
        isInvalid={touched && !!errors.confirmation}
        errorMessage={errors.confirmation}
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

/** Spec §6: some members must change the password at first login; the dialog stays until they do. */
export function ForcedPasswordDialog() {
  const { t } = useLingui()
  const member = useUnit($member)
  return (
    <Modal
      isOpen={member?.first_login_to_change_password === true}
      isDismissable={false}
      isKeyboardDismissDisabled
    >
      <Dialog
        title={t({ id: 'auth.force_change_title', message: 'Please set a new password' })}
        showCloseButton={false}
      >
        <p className={css({ color: 'textMuted', fontSize: 'sm', mb: '4' })}>
          <Trans id="auth.force_change_intro">
            This is your first login. Choose a new password to continue.
          </Trans>
        </p>
        <ChangePasswordForm />
      </Dialog>
    </Modal>
  )
}

/**
 * Forget password and the member transfer verification (802): step one checks the withdraw password
 * and the email or phone on file and gives a token; step two sets the new login password.
 */
export function TransferVerifyDialog() {
  const { t } = useLingui()
  const [open, close] = useUnit([$transferVerifyOpen, transferVerifyClosed])
  return (
    <Modal isOpen={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog title={t({ id: 'auth.reset_title', message: 'Reset your password' })}>
        {open ? <TransferVerifyForm onDone={close} /> : null}
      </Dialog>
    </Modal>
  )
}

const REVERIFY_CODES = [101, 102, 201, 202, 203, 204]

/** §8 "verify and reset password": 101, 102, 201-204 ask to verify again; the others have their own text. */
function useRecoveryErrorText() {
  const { t } = useLingui()
  return (failure: Failure): string => {
    if (REVERIFY_CODES.includes(failure.code)) {
      return t({
        id: 'auth.reverify',
        message: 'Verification failed. Please check your details and verify again.',
      })
    }
    if (failure.code === 105) {
      return t({
        id: 'captcha_verify_failed',
        message: 'The verification code is wrong. Please try the new one.',
      })
    }
    if (failure.code === 998) {
      return t({
        id: 'auth.reset_locked',
        message: 'Too many failed verifications. Please try again in 30 minutes.',
      })
    }
    return failure.message || t({ id: 'unknown_error', message: 'Something went wrong. Please try again.' })
  }
}

function TransferVerifyForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui()
  const rules = usePasswordRules()
  const errorText = useRecoveryErrorText()
  const [captchas, requestCaptcha] = useUnit([$captchas, captchaRequested])
  const [captchaAnswer, setCaptchaAnswer] = useState('')
  const [method, setMethod] = useState<'email' | 'phone'>('email')
  const [account, setAccount] = useState('')
  const [withdraw, setWithdraw] = useState('')
  const [contact, setContact] = useState('')
  const [smsCode, setSmsCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [token, setToken] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const verify = useMutation({
    mutationFn: (captcha: { token: string; answer: string }) =>
      authApi.verifyTransfer({
        account: account.trim(),
        withdraw_password: withdraw,
        method,
        captcha_token: captcha.token,
        captcha_answer: captcha.answer,
        ...(method === 'email'
          ? { member_email: contact.trim() }
          : { member_phone: contact.trim(), verify_code: smsCode }),
      }),
    onSuccess: (data) => {
      setToken(data.token)
      setTouched(false)
    },
    // A captcha answers once: every try shows a new one.
    onSettled: () => {
      setCaptchaAnswer('')
      requestCaptcha(1)
    },
  })
  const reset = useMutation({
    mutationFn: (resetToken: string) =>
      authApi.resetTransfer({
        account: account.trim(),
        password,
        password_confirmation: confirmation,
        token: resetToken,
      }),
    onSuccess: () => {
      toast.success(
        t({ id: 'auth.reset_done', message: 'Your password was reset. Please log in with the new one.' }),
      )
      onDone()
    },
    onError: (error) => {
      // 101, 102, 201-204: verify again from step one.
      if (REVERIFY_CODES.includes(toFailure(error).code)) setToken(null)
    },
  })
  const failure = verify.error ?? reset.error
  const errors = rules(password, confirmation)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (token === null) {
      const captcha = captchas[1]
      if (
        !account.trim() ||
        !/^\d{4}$/.test(withdraw) ||
        !contact.trim() ||
        (method === 'phone' && !/^\d{6}$/.test(smsCode)) ||
        !captchaAnswer.trim() ||
        !captcha
      )
        return
      verify.mutate({ token: captcha.token, answer: captchaAnswer.trim() })
    } else {
      if (errors.password || errors.confirmation) return
      reset.mutate(token)
    }
  }
  return (
    <form className={form} onSubmit={onSubmit} noValidate data-testid="reset-form">
      <p className={css({ fontSize: 'sm', color: 'textMuted' })}>
        {token === null ? (
          <Trans id="auth.reset_step1">Step 1 of 2: confirm your account details.</Trans>
        ) : (
          <Trans id="auth.reset_step2">Step 2 of 2: choose a new password.</Trans>
        )}
      </p>
      {failure ? (
        <p role="alert" className={alert} data-testid="reset-error">
          {errorText(toFailure(failure))}
        </p>
      ) : null}
      {token === null ? (
        <>
          <TextField
            name="account"
            label={t({ id: 'auth.account', message: 'Account' })}
            value={account}
            onChange={setAccount}
            isRequired
            isInvalid={touched && !account.trim()}
            errorMessage={t({ id: 'ph_account_name', message: 'Please enter your account' })}
          />
          <TextField
            name="withdraw_password"
            type="password"
            inputMode="numeric"
            maxLength={4}
            label={t({ id: 'auth.withdraw_password', message: 'Withdraw password (4 digits)' })}
            value={withdraw}
            onChange={setWithdraw}
            isRequired
            isInvalid={touched && !/^\d{4}$/.test(withdraw)}
            errorMessage={t({ id: 'ph_withdraw_password', message: 'Please enter your withdraw password' })}
          />
          <div
            role="radiogroup"
            aria-label={t({ id: 'auth.reset_method', message: 'Verify with' })}
            className={css({ display: 'flex', gap: '2' })}
          >
            <Button
              variant={method === 'email' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={method === 'email'}
              onPress={() => setMethod('email')}
            >
              <Trans id="auth.by_email">Email</Trans>
            </Button>
            <Button
              variant={method === 'phone' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={method === 'phone'}
              onPress={() => setMethod('phone')}
            >
              <Trans id="auth.by_phone">Phone</Trans>
            </Button>
          </div>
          <TextField
            name="contact"
            type={method === 'email' ? 'email' : 'tel'}
            label={
              method === 'email'
                ? t({ id: 'auth.email', message: 'Email' })
                : t({ id: 'auth.phone', message: 'Phone number' })
            }
            value={contact}
            onChange={setContact}
            isRequired
            isInvalid={touched && !contact.trim()}
            errorMessage={
              method === 'email'
                ? t({ id: 'ph_member_email', message: 'Please enter your email address' })
                : t({ id: 'ph_member_phone', message: 'Please enter your phone number' })
            }
          />
          {method === 'phone' ? (
            <RecoverySmsField
              account={account}
              phone={contact}
              value={smsCode}
              onChange={setSmsCode}
              isInvalid={touched && !/^\d{6}$/.test(smsCode)}
            />
          ) : null}
          <CaptchaField
            type={1}
            name="reset_captcha"
            value={captchaAnswer}
            onChange={setCaptchaAnswer}
            isInvalid={touched && !captchaAnswer.trim()}
            errorMessage={t({ id: 'ph_account_verify_code', message: 'Enter the verification code' })}
          />
        </>
      ) : (
        <>
          <TextField
            name="new_password"
            type="password"
            autoComplete="new-password"
            label={t({ id: 'auth.new_password', message: 'New password' })}
            value={password}
            onChange={setPassword}
            isRequired
            isInvalid={touched && !!errors.password}
            errorMessage={errors.password}
          />
          <TextField
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            label={t({ id: 'auth.confirm_password', message: 'Confirm new password' })}
            value={confirmation}
            onChange={setConfirmation}
            isRequired
            isInvalid={touched && !!errors.confirmation}
            errorMessage={errors.confirmation}
          />
        </>
      )}
      <Button
        type="submit"
        variant="primary"
        isPending={verify.isPending || reset.isPending}
        data-testid="reset-submit"
      >
        {token === null ? (
          <Trans id="auth.verify">Verify</Trans>
        ) : (
          <Trans id="auth.reset_password">Reset password</Trans>
        )}
      </Button>
    </form>
  )
}
