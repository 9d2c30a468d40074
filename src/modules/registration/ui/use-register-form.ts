import { useMutation, useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { isApiError } from '@/platform/api'
import { config } from '@/platform/config'
import { cookies } from '@/platform/storage'
import { useCountdown } from '@/ui'
import { registrationApi, type Currency, type RegisterSetting } from '../api'
import { forgetRegisterLink, introducerOf, storedRegisterLink } from '../links'
import { registrationQueries } from '../queries'
import {
  REGISTER_CODE_FIELD,
  registerFormErrors,
  registerPayload,
  shownFieldsOf,
  type FormValues,
} from '../register-form-rules'
import * as rules from '../validation'
import { useRegisterMessages } from './register-messages'

type LoginData = Awaited<ReturnType<typeof registrationApi.register>>

/**
 * The register form's state and what it does: the currency and the fields its settings show, the
 * values and their errors, the invitation link, the SMS code and the submit (spec §4, §5).
 */
export function useRegisterForm({
  fieldSettings,
  currencies,
  defaultCurrency,
  captchaToken,
  onRegistered,
}: {
  fieldSettings: readonly RegisterSetting[]
  currencies: readonly string[]
  defaultCurrency: string
  captchaToken: string | null
  onRegistered: (data: LoginData) => void
}) {
  const { t } = useLingui()
  const offered = useMemo(() => {
    const fromSettings = new Set(fieldSettings.map((s) => s.currency))
    return currencies.filter((c) => fromSettings.has(c as Currency)) as string[]
  }, [fieldSettings, currencies])
  const linkCurrency = cookies.get('ccy')
  const [currency, setCurrency] = useState<string>(
    linkCurrency && offered.includes(linkCurrency)
      ? linkCurrency
      : offered.includes(defaultCurrency)
        ? defaultCurrency
        : (offered[0] ?? 'VND'),
  )
  const [link] = useState(storedRegisterLink)
  const [values, setValues] = useState<FormValues>(() => ({ introducer: introducerOf(link) }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState<string | null>(null)
  const [agreed, setAgreed] = useState(false)
  const [agreementOpen, setAgreementOpen] = useState(false)
  const [introducerLocked, setIntroducerLocked] = useState(false)
  const [smsUntil, setSmsUntil] = useState<number | null>(null)
  const smsLeft = useCountdown(smsUntil)

  // The link's agent or code is checked once; an invalid one is forgotten and leaves the field empty.
  const linkCheck = useQuery({
    ...registrationQueries.link(link ?? { agent_id: 1 }),
    enabled: link !== null,
    meta: { silent: true },
  })
  const linkInvalid = link !== null && linkCheck.data?.is_valid === false
  useEffect(() => {
    if (!linkInvalid) return
    forgetRegisterLink()
  }, [linkInvalid])
  // Friend recommendation closed for the currency (bonus_setting/check) or refused with 107: only an agent link still counts.
  const friendBonus = useQuery({
    ...registrationQueries.friendBonus(currency as Currency),
    meta: { silent: true },
  })
  const fromAgentLink = link !== null && 'agent_id' in link && !linkInvalid
  const recommendClosed = introducerLocked || friendBonus.data?.is_friend === false
  const introducerDisabled = recommendClosed && !fromAgentLink
  const introducer =
    introducerDisabled || (linkInvalid && values.introducer === introducerOf(link))
      ? ''
      : (values.introducer ?? '').trim()

  const shown = useMemo(() => shownFieldsOf(fieldSettings, currency), [fieldSettings, currency])
  const { ruleText, smsErrorText } = useRegisterMessages()
  // errorTrack (spec §3 register payload): what the form refused before this registration went through.
  const errorTrack = useRef<string[]>([])
  const track = (entry: string) => {
    errorTrack.current = [...errorTrack.current, entry].slice(-40)
  }

  // Changing currency clears the fields that are no longer shown.
  const changeCurrency = (next: string) => {
    const nextShown = new Set(
      fieldSettings.filter((s) => s.currency === next && s.is_display === 1).map((s) => String(s.name)),
    )
    setValues((old) =>
      Object.fromEntries(
        Object.entries(old).filter(
          ([k]) =>
            ['member_account', 'password', 'password_confirmation'].includes(k) ||
            nextShown.has(k) ||
            nextShown.has(k.replace(/_(year|month|day)$/, '')),
        ),
      ),
    )
    setErrors({})
    setGeneral(null)
    setCurrency(next)
  }

  const set = (name: string) => (value: string) => {
    setValues((old) => ({ ...old, [name]: value }))
    setErrors((old) => ({ ...old, [name]: '' }))
  }
  const valueOf = (name: string) => values[name] ?? ''

  const localErrors = (): Record<string, string> =>
    Object.fromEntries(
      Object.entries(
        registerFormErrors(values, shown, {
          currency,
          agreed,
          tenDigitPhoneSite: rules.isTenDigitPhoneSite(config.siteId),
        }),
      ).map(([name, error]) => [name, ruleText(error)]),
    )

  const showServerError = (error: unknown) => {
    if (!isApiError(error))
      return setGeneral(
        error instanceof Error
          ? error.message
          : t({ id: 'unknown_error', message: 'Something went wrong. Please try again.' }),
      )
    track(`server:${error.code}`)
    if (error.code === 107) setIntroducerLocked(true)
    const field = REGISTER_CODE_FIELD[error.code]
    if (field) setErrors((old) => ({ ...old, [field]: error.message }))
    else setGeneral(error.message || t({ id: 'register.error', message: 'error' }))
  }

  // Pre-check on blur (spec §5): one field at a time, the answer shown on that field.
  const precheck = (name: string) => () => {
    const value = valueOf(name).trim()
    if (!value || errors[name]) return
    const body: Record<string, string> = { [name]: value }
    if (name === 'member_account' && !rules.ACCOUNT_RULE.test(value)) return
    registrationApi.verify({ member_currency: currency as Currency, ...body }).catch(showServerError)
  }

  const sms = useMutation({
    mutationFn: () => registrationApi.sms(valueOf('member_phone'), currency as Currency),
    onSuccess: (data) => setSmsUntil(Date.now() + data.resend_after * 1000),
    onError: (error) => {
      if (isApiError(error) && error.code === 102) setSmsUntil(Date.now() + 300_000)
      const text = smsErrorText(error)
      setErrors((old) => ({ ...old, phone_verify: text }))
    },
  })

  const submit = useMutation({
    mutationFn: () =>
      registrationApi.register(
        registerPayload(values, shown, {
          currency: currency as Currency,
          captchaToken: captchaToken ?? '',
          introducer,
          errorTrack: errorTrack.current,
        }),
      ),
    onSuccess: (data) => {
      forgetRegisterLink()
      cookies.remove('agent_domain_id')
      onRegistered(data)
    },
    onError: (error) => {
      set('captcha')('')
      showServerError(error)
    },
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setGeneral(null)
    const found = localErrors()
    setErrors(found)
    if (Object.keys(found).length > 0) {
      track(`form:${Object.keys(found).join(',')}`)
      return
    }
    submit.mutate()
  }

  return {
    /** The currencies the player may register in, and the one chosen. */
    currencyChoice: { offered, currency, change: changeCurrency },
    /** The fields the chosen currency shows, their values, their errors and the pre-check on blur. */
    fields: { shown, valueOf, set, errors, precheck },
    /** The service agreement's box and its dialog. */
    agreement: { agreed, setAgreed, isOpen: agreementOpen, setOpen: setAgreementOpen },
    /** The invitation link and the introducer it fills in. */
    invitation: { link, linkInvalid, fromAgentLink, introducer, introducerDisabled },
    /** The SMS code: sending it, and the seconds before it may be sent again. */
    smsCode: { send: sms, secondsLeft: smsLeft },
    /** The registration itself, and the error that belongs to no field. */
    submission: { submit, onSubmit, general },
  }
}
