import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { registrationApi } from '@/modules/registration'
import { isApiError } from '@/platform/api'
import { Button, TextField, toast } from '@/ui'
import { memberApi, type MemberProfile, type ProfileEdit } from '../api'
import {
  checkProfileField,
  PROFILE_CODE_FIELD,
  profileValues,
  type EditableField,
  type ProfileField,
  type ProfileRuleError,
} from '../profile-fields'
import { memberQueries } from '../queries'

type ErrorKey = ProfileField | 'phone_verify' | 'password'
const SMS_CODE = /^\d{6}$/

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })
const wide = css({ gridColumn: '1 / -1' })

/** The contact fields the register settings open to the centre; errors show on the field and keep what was typed. */
export function ContactForm({ profile, fields }: { profile: MemberProfile; fields: EditableField[] }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const stored = profileValues(profile)
  const [values, setValues] = useState(stored)
  const [smsCode, setSmsCode] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverErrors, setServerErrors] = useState<Partial<Record<ErrorKey, string>>>({})
  const currency = profile.member_currency
  const changed = fields.filter(
    (f) => values[f.name].trim() !== stored[f.name] && values[f.name].trim() !== '',
  )
  const needsCode = changed.some((f) => f.name === 'member_phone' && f.verify)
  // A new email or phone is how the account is reached and recovered: the login password confirms it.
  const needsPassword = changed.some((f) => f.name === 'member_email' || f.name === 'member_phone')

  const labels: Record<ProfileField, string> = {
    member_email: t({ id: 'member.field.email', message: 'Email' }),
    member_phone: t({ id: 'member.field.phone', message: 'Phone' }),
    member_zalo: 'Zalo',
    member_telegram: 'Telegram',
    member_whats_app: 'WhatsApp',
    member_skype: 'Skype',
    member_fb: 'Facebook',
    member_qq: 'QQ',
    member_wechat: 'WeChat',
  }
  const ruleText = (error: ProfileRuleError): string => {
    const texts: Partial<Record<ProfileRuleError, string>> = {
      required: t({ id: 'register.required', message: 'This field is required' }),
      email_format: t({ id: 'register.email_format', message: 'Please enter a valid email address' }),
      phone_digits: t({ id: 'register.phone_digits', message: 'Digits only' }),
      phone_length_vnd: t({ id: 'register.phone_length', message: 'The phone number must have 10 digits' }),
    }
    return (
      texts[error] ?? t({ id: 'register.contact_format', message: '5-50 letters, digits, _ . - characters' })
    )
  }
  const codeText = (code: number): string | null => {
    if (code === 104)
      return t({ id: 'phone_repeat', message: 'This phone number is already used by another account' })
    if (code === 105)
      return t({ id: 'email_repeat', message: 'This email is already used by another account' })
    if (code === 113) {
      return t({
        id: 'member.contact.sms_wrong',
        message: 'The SMS code is wrong. After 5 wrong tries it stops working: send a new code.',
      })
    }
    if (code === 101) return t({ id: 'member.reauth.wrong', message: 'The login password is wrong' })
    if (code === 121) {
      return t({
        id: 'member.reauth.locked',
        message: 'Too many wrong login passwords. Try again in 30 minutes.',
      })
    }
    if (code === 206 || code === 216)
      return t({ id: 'register.email_format', message: 'Please enter a valid email address' })
    if (code === 209)
      return t({ id: 'register.phone_length', message: 'The phone number must have 10 digits' })
    if (code >= 301 && code <= 308)
      return t({ id: 'contact_repeat', message: 'This contact is already used by another account' })
    return null
  }

  const localError = (field: EditableField): string | undefined => {
    if (!touched && values[field.name] === stored[field.name]) return undefined
    const error = checkProfileField(field, values[field.name], currency)
    return error ? ruleText(error) : undefined
  }
  const codeError =
    touched && needsCode && !SMS_CODE.test(smsCode)
      ? t({ id: 'register.sms_format', message: 'The code has 6 digits' })
      : undefined
  const passwordError =
    serverErrors.password ??
    (touched && needsPassword && password === ''
      ? t({ id: 'register.required', message: 'This field is required' })
      : undefined)

  const sms = useMutation({
    meta: { silent: true },
    mutationFn: () => registrationApi.sms(values.member_phone.trim(), currency),
    onSuccess: () =>
      toast.success(t({ id: 'member.contact.code_sent', message: 'A code was sent to your phone.' })),
    onError: (error) => setServerErrors((old) => ({ ...old, member_phone: error.message })),
  })
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const body: ProfileEdit = {}
      for (const field of changed) body[field.name] = values[field.name].trim()
      if (needsCode) body.phone_verify = smsCode
      if (needsPassword) body.password = password
      return memberApi.editProfile(body)
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(memberQueries.profile().queryKey, updated)
      setValues(profileValues(updated))
      setSmsCode('')
      setPassword('')
      setTouched(false)
      toast.success(t({ id: 'member.profile.saved', message: 'Your details are saved.' }))
    },
    onError: (error) => {
      const field = isApiError(error) ? PROFILE_CODE_FIELD[error.code] : undefined
      const text = isApiError(error) ? codeText(error.code) : null
      if (field) setServerErrors({ [field]: text ?? error.message })
      else toast.error(error.message)
    },
  })

  return (
    <form
      noValidate
      className={grid}
      aria-labelledby="member-contact-title"
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        const invalid = fields.some((f) => checkProfileField(f, values[f.name], currency) !== null)
        if (invalid || (needsCode && !SMS_CODE.test(smsCode)) || (needsPassword && password === '')) return
        if (changed.length === 0 || save.isPending) return
        save.mutate()
      }}
    >
      <h3
        id="member-contact-title"
        className={css({ fontSize: 'lg', fontWeight: 'semibold', gridColumn: '1 / -1' })}
      >
        <Trans id="member.contact.title">Contact details</Trans>
      </h3>
      {fields.map((field) => {
        const error = serverErrors[field.name] ?? localError(field)
        return (
          <TextField
            key={field.name}
            name={field.name}
            label={labels[field.name]}
            value={values[field.name]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [field.name]: value }))
              setServerErrors((old) => ({ ...old, [field.name]: undefined }))
            }}
            isRequired={field.required}
            isInvalid={error !== undefined}
            errorMessage={error}
            type={field.name === 'member_email' ? 'email' : 'text'}
            inputMode={field.name === 'member_phone' ? 'tel' : undefined}
            autoComplete={
              field.name === 'member_email' ? 'email' : field.name === 'member_phone' ? 'tel' : 'off'
            }
          />
        )
      })}
      {needsCode ? (
        <TextField
          name="phone_verify"
          label={t({ id: 'member.contact.sms_code', message: 'SMS code' })}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          value={smsCode}
          onChange={(value) => {
            setSmsCode(value)
            setServerErrors((old) => ({ ...old, phone_verify: undefined }))
          }}
          isRequired
          isInvalid={(serverErrors.phone_verify ?? codeError) !== undefined}
          errorMessage={serverErrors.phone_verify ?? codeError}
          endContent={
            <Button
              variant="ghost"
              size="sm"
              isPending={sms.isPending}
              isDisabled={
                checkProfileField(
                  { name: 'member_phone', required: true, verify: true },
                  values.member_phone,
                  currency,
                ) !== null
              }
              onPress={() => sms.mutate()}
            >
              <Trans id="member.contact.send_code">Send code</Trans>
            </Button>
          }
        />
      ) : null}
      {needsPassword ? (
        <TextField
          type="password"
          name="password"
          label={t({ id: 'member.withdraw_password.login', message: 'Login password' })}
          description={t({
            id: 'member.contact.password_hint',
            message: 'Your login password confirms a new email or phone.',
          })}
          maxLength={12}
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value)
            setServerErrors((old) => ({ ...old, password: undefined }))
          }}
          isRequired
          isInvalid={passwordError !== undefined}
          errorMessage={passwordError}
        />
      ) : null}
      <div className={wide}>
        <Button type="submit" isPending={save.isPending} isDisabled={changed.length === 0}>
          <Trans id="member.contact.save">Save changes</Trans>
        </Button>
      </div>
    </form>
  )
}
