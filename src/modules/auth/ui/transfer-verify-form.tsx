import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button, TextField, toast } from '@/ui'
import { authApi } from '../api'
import { $captchas, captchaRequested } from '../captcha'
import { toFailure } from '../failure'
import { CaptchaField } from './captcha-field'
import { authForm, formAlert } from './form-styles'
import { REVERIFY_CODES, useRecoveryErrorText } from './messages'
import { NewPasswordFields, usePasswordRules } from './new-password-fields'
import { RecoverySmsField } from './recovery-sms-field'

/** The two steps of the reset: verify the account details, then set the new password. */
export function TransferVerifyForm({ onDone }: { onDone: () => void }) {
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
    <form className={authForm} onSubmit={onSubmit} noValidate data-testid="reset-form">
      <p className={css({ fontSize: 'sm', color: 'textMuted' })}>
        {token === null ? (
          <Trans id="auth.reset_step1">Step 1 of 2: confirm your account details.</Trans>
        ) : (
          <Trans id="auth.reset_step2">Step 2 of 2: choose a new password.</Trans>
        )}
      </p>
      {failure ? (
        <p role="alert" className={formAlert} data-testid="reset-error">
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
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
          touched={touched}
        />
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
