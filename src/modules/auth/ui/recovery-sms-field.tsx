import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { isApiError } from '@/platform/api'
import { Button, TextField, toast, useCountdown } from '@/ui'
import { authApi } from '../api'

/** Spec §9: the forgot-password SMS can be asked again after 300 s. */
export const FORGOT_SMS_SECONDS = 300

export interface RecoverySmsFieldProps {
  account: string
  phone: string
  value: string
  onChange: (value: string) => void
  isInvalid: boolean
}

/** The SMS code of the forgot-password flow by phone: "send code", the 300 s timer, and the code itself. */
export function RecoverySmsField({ account, phone, value, onChange, isInvalid }: RecoverySmsFieldProps) {
  const { t } = useLingui()
  const [until, setUntil] = useState<number | null>(null)
  const smsLeft = useCountdown(until)
  const send = useMutation({
    mutationFn: () => authApi.recoverySms(account.trim(), phone.trim()),
    meta: { silent: true },
    onSuccess: (data) => {
      setUntil(Date.now() + data.resend_after * 1000)
      toast.success(t({ id: 'auth.forgot_sms_sent', message: 'A code was sent to your phone' }))
    },
    onError: (error) => {
      // 102: a code went out less than five minutes ago; the timer starts anyway (spec §8 SMS).
      if (isApiError(error) && error.code === 102) setUntil(Date.now() + FORGOT_SMS_SECONDS * 1000)
      const known: Record<number, string> = {
        99: t({ id: 'sms_verify_error', message: 'The code could not be sent. Please check the number.' }),
        102: t({
          id: 'sms_rate_limit',
          message: 'A code was sent recently. Please wait before asking again.',
        }),
        103: t({ id: 'sms_no_balance', message: 'Verification messages are unavailable right now.' }),
        104: t({ id: 'contact_customer_service', message: 'Please contact customer service.' }),
        201: t({ id: 'phone_blank', message: 'Please enter a phone number' }),
      }
      toast.error((isApiError(error) ? known[error.code] : undefined) ?? error.message)
    },
  })
  const canSend = smsLeft === 0 && account.trim() !== '' && /^\d{6,20}$/.test(phone.trim())
  return (
    <TextField
      name="verify_code"
      inputMode="numeric"
      maxLength={6}
      autoComplete="one-time-code"
      label={t({ id: 'auth.forgot_sms_code', message: 'SMS code' })}
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={isInvalid}
      errorMessage={t({ id: 'register.sms_format', message: 'The code has 6 digits' })}
      endContent={
        <Button
          size="sm"
          variant="secondary"
          data-testid="forgot-sms-send"
          isDisabled={!canSend}
          isPending={send.isPending}
          onPress={() => send.mutate()}
        >
          {smsLeft > 0
            ? t({ id: 'register.sms_resend_in', message: `Resend in ${smsLeft}s` })
            : t({ id: 'register.sms_send', message: 'Send code' })}
        </Button>
      }
    />
  )
}
