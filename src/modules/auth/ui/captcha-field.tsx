import { useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { Button, Skeleton, TextField } from '@/ui'
import type { CaptchaType } from '../api'
import { $captchaLoading, $captchas, $captchaWaiting, captchaRequested } from '../captcha'

const image = css({ display: 'block', width: '96px', height: '32px', borderRadius: 'sm' })

/** The captcha answer with its image; the image is a button that asks for a new one. */
export function CaptchaField(props: {
  type: CaptchaType
  value: string
  onChange: (value: string) => void
  isInvalid?: boolean
  errorMessage?: string
  name?: string
}) {
  const { t } = useLingui()
  const [captchas, loading, waiting, request] = useUnit([
    $captchas,
    $captchaLoading,
    $captchaWaiting,
    captchaRequested,
  ])
  const captcha = captchas[props.type]
  useEffect(() => {
    if (!captcha) request(props.type)
  }, [captcha, props.type, request])
  return (
    <TextField
      name={props.name ?? 'captcha'}
      label={t({ id: 'auth.captcha', message: 'Verification code' })}
      placeholder={
        captcha?.placeholder ?? t({ id: 'ph_account_verify_code', message: 'Enter the verification code' })
      }
      value={props.value}
      onChange={props.onChange}
      inputMode="numeric"
      autoComplete="off"
      isRequired
      isInvalid={props.isInvalid}
      errorMessage={props.errorMessage}
      endContent={
        <Button
          variant="ghost"
          size="sm"
          aria-label={t({ id: 'auth.captcha_refresh', message: 'New verification code' })}
          isDisabled={loading || waiting}
          onPress={() => request(props.type)}
          className={css({ px: '1', minWidth: '104px' })}
        >
          {captcha && !loading ? (
            <img
              src={captcha.image}
              alt={t({ id: 'auth.captcha_image', message: 'Verification code image' })}
              className={image}
              data-captcha-token={captcha.token}
            />
          ) : (
            <Skeleton width="96px" height="32px" />
          )}
        </Button>
      }
    />
  )
}
