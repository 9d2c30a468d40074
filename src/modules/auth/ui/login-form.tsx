import { Trans, useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { useCallback, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button, TextField } from '@/ui'
import { $captchas } from '../captcha'
import { $loginError, $loginPending, loginSubmitted, transferVerifyOpened } from '../login'
import { CaptchaField } from './captcha-field'
import { useLoginErrorText } from './messages'
import { TouchIdLogin } from './touch-id-login'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const alert = css({ bg: 'danger/15', color: 'danger', borderRadius: 'md', px: '3', py: '2', fontSize: 'sm' })
const linkButton = css({
  alignSelf: 'flex-end',
  fontSize: 'sm',
  color: 'accent',
  textDecoration: 'underline',
  cursor: 'pointer',
})

/** Account, password and captcha (spec §5: each required, with its placeholder message). */
export function LoginForm() {
  const { t } = useLingui()
  const [captchas, error, pending, submit, openReset] = useUnit([
    $captchas,
    $loginError,
    $loginPending,
    loginSubmitted,
    transferVerifyOpened,
  ])
  const errorText = useLoginErrorText()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [answer, setAnswer] = useState('')
  const [touched, setTouched] = useState(false)
  const captcha = captchas[1]
  const fillFromWrapper = useCallback((storedAccount: string, storedPassword: string) => {
    setAccount(storedAccount)
    setPassword(storedPassword)
  }, [])
  const missing = {
    account: account.trim() === '',
    password: password === '',
    answer: answer.trim() === '',
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (missing.account || missing.password || missing.answer || !captcha) return
    submit({ account, password, answer, captcha_token: captcha.token })
    setAnswer('')
  }

  return (
    <form
      className={form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t({ id: 'auth.login', message: 'Log in' })}
    >
      {error ? (
        <p role="alert" className={alert} data-testid="login-error" data-code={error.code}>
          {errorText(error)}
        </p>
      ) : null}
      <TextField
        name="account"
        label={t({ id: 'auth.account', message: 'Account' })}
        placeholder={t({ id: 'ph_account_name', message: 'Please enter your account' })}
        autoComplete="username"
        value={account}
        onChange={setAccount}
        isRequired
        isInvalid={touched && missing.account}
        errorMessage={t({ id: 'ph_account_name', message: 'Please enter your account' })}
      />
      <TextField
        name="password"
        type="password"
        label={t({ id: 'auth.password', message: 'Password' })}
        placeholder={t({ id: 'ph_password', message: 'Please enter your password' })}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isRequired
        isInvalid={touched && missing.password}
        errorMessage={t({ id: 'ph_password', message: 'Please enter your password' })}
      />
      <CaptchaField
        type={1}
        value={answer}
        onChange={setAnswer}
        isInvalid={touched && missing.answer}
        errorMessage={t({ id: 'ph_account_verify_code', message: 'Enter the verification code' })}
      />
      <button type="button" className={linkButton} onClick={() => openReset()} data-testid="forgot-password">
        <Trans id="auth.forgot_password">Forgot password?</Trans>
      </button>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        isPending={pending}
        data-testid="login-submit"
      >
        <Trans id="auth.login">Log in</Trans>
      </Button>
      <TouchIdLogin onCredentials={fillFromWrapper} />
    </form>
  )
}
