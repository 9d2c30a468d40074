import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import { config } from '@/platform/config'
import { cookies } from '@/platform/storage'
import { Button, Checkbox, ErrorState, Select, Skeleton, TextField, useCountdown } from '@/ui'
import { registrationApi, type Currency, type RegisterSetting } from '../api'
import { forgetRegisterLink, introducerOf, storedRegisterLink } from '../links'
import { registrationQueries } from '../queries'
import * as rules from '../validation'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const grid3 = css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2' })
const alert = css({ bg: 'danger/15', color: 'danger', borderRadius: 'md', px: '3', py: '2', fontSize: 'sm' })

type Values = Record<string, string>
type LoginData = Awaited<ReturnType<typeof registrationApi.register>>

/** Field of each §8 register code; codes without a field show above the form. */
const CODE_FIELD: Record<number, string> = {
  102: 'member_account',
  103: 'member_name',
  214: 'member_name',
  227: 'member_name',
  104: 'member_phone',
  209: 'member_phone',
  215: 'member_phone',
  113: 'phone_verify',
  222: 'phone_verify',
  105: 'member_email',
  206: 'member_email',
  216: 'member_email',
  106: 'introducer',
  107: 'introducer',
  108: 'introducer',
  109: 'introducer',
  110: 'introducer',
  112: 'introducer',
  219: 'introducer',
  228: 'introducer',
  114: 'identity_id',
  223: 'identity_id',
  224: 'captcha',
  301: 'member_qq',
  302: 'member_telegram',
  303: 'member_whats_app',
  304: 'member_skype',
  305: 'member_fb',
  306: 'member_zalo',
  307: 'member_wechat',
  308: 'member_others',
}

export type RegisterFormProps = {
  /** Site currencies in order; the first is the default when the link gives none. */
  currencies: readonly string[]
  defaultCurrency: string
  onRegistered: (data: LoginData) => void
  /** The captcha field of the identity module (type 2), given the value and its setter. */
  renderCaptcha: (props: { value: string; onChange: (v: string) => void; error?: string }) => ReactNode
  /** Token of the register captcha shown. */
  captchaToken: string | null
  /** The protocol (service agreement) dialog of the content module; accepting it ticks the box. */
  renderAgreement: (props: { isOpen: boolean; onClose: () => void; onAccept: () => void }) => ReactNode
}

/** Spec §4/§5: the register form driven by the register settings of the chosen currency. */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useLingui()
  const settings = useQuery(registrationQueries.settings())
  if (settings.isPending) {
    return (
      <div className={form} aria-busy="true">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height="64px" />
        ))}
      </div>
    )
  }
  if (settings.isError) {
    return (
      <ErrorState
        title={t({ id: 'register.load_failed', message: 'The register form could not load' })}
        onRetry={() => void settings.refetch()}
      />
    )
  }
  return <RegisterFields {...props} fieldSettings={settings.data.list} />
}

function RegisterFields({
  fieldSettings,
  currencies,
  defaultCurrency,
  onRegistered,
  renderCaptcha,
  renderAgreement,
  captchaToken,
}: RegisterFormProps & { fieldSettings: RegisterSetting[] }) {
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
  const [values, setValues] = useState<Values>(() => ({ introducer: introducerOf(link) }))
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

  const shown = useMemo(
    () =>
      new Map(
        fieldSettings.filter((s) => s.currency === currency && s.is_display === 1).map((s) => [s.name, s]),
      ),
    [fieldSettings, currency],
  )
  const required = (name: string) => shown.get(name as RegisterSetting['name'])?.is_required === 1
  // errorTrack (spec §3 register payload): what the form refused before this registration went through.
  const errorTrack = useRef<string[]>([])
  const track = (entry: string) => {
    errorTrack.current = [...errorTrack.current, entry].slice(-40)
  }
  const phoneVerified = shown.get('member_phone')?.is_verification === 1

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
  const v = (name: string) => values[name] ?? ''

  const ruleText = (error: rules.RuleError | null): string => {
    if (!error) return ''
    return {
      required: t({ id: 'register.required', message: 'This field is required' }),
      account_format: t({ id: 'register.account_format', message: '6-12 letters, digits, _ or -' }),
      name_rmb_format: t({
        id: 'error_RMB_name_format',
        message: 'Please enter your name in Chinese characters',
      }),
      name_single_word: t({
        id: 'register.name_single_word',
        message: 'Please enter the name as one word without spaces',
      }),
      email_format: t({ id: 'register.email_format', message: 'Please enter a valid email address' }),
      password_format: t({
        id: 'auth.password_rule',
        message: '6-12 letters and digits, with at least one letter and one digit',
      }),
      password_mismatch: t({ id: 'auth.password_mismatch', message: 'The passwords do not match' }),
      birthday_partial: t({
        id: 'register.birthday_partial',
        message: 'Please fill in the whole date or leave it empty',
      }),
      phone_digits: t({ id: 'register.phone_digits', message: 'Digits only' }),
      phone_length_vnd: t({ id: 'register.phone_length', message: 'The phone number must have 10 digits' }),
      sms_code_format: t({ id: 'register.sms_format', message: 'The code has 6 digits' }),
      contact_format: t({ id: 'register.contact_format', message: '5-50 letters, digits, _ . - characters' }),
      withdraw_password_format: t({ id: 'register.withdraw_format', message: 'Exactly 4 digits' }),
      agreement: t({ id: 'err_agreement', message: 'Please accept the agreement' }),
    }[error]
  }

  const localErrors = (): Record<string, string> => {
    const out: Record<string, string> = {}
    const put = (name: string, error: rules.RuleError | null) => {
      if (error) out[name] = ruleText(error)
    }
    put('member_account', rules.validateAccount(v('member_account')))
    put('password', rules.validatePassword(v('password')))
    if (shown.has('password_confirmation'))
      put('password_confirmation', rules.validateConfirmation(v('password_confirmation'), v('password')))
    if (shown.has('member_name'))
      put('member_name', rules.validateName(v('member_name'), currency, required('member_name')))
    if (shown.has('member_email'))
      put('member_email', rules.validateEmail(v('member_email'), required('member_email')))
    if (shown.has('member_phone'))
      put(
        'member_phone',
        rules.validatePhone(
          v('member_phone'),
          currency,
          required('member_phone'),
          rules.isTenDigitPhoneSite(config.siteId),
        ),
      )
    if (phoneVerified && v('member_phone')) put('phone_verify', rules.validateSmsCode(v('phone_verify')))
    if (shown.has('member_birthday'))
      put(
        'member_birthday',
        rules.validateBirthday(
          {
            year: v('member_birthday_year'),
            month: v('member_birthday_month'),
            day: v('member_birthday_day'),
          },
          required('member_birthday'),
        ),
      )
    if (shown.has('withdraw_password'))
      put(
        'withdraw_password',
        rules.validateWithdrawPassword(v('withdraw_password'), required('withdraw_password')),
      )
    if (shown.has('identity_id'))
      put('identity_id', rules.validateRequired(v('identity_id'), required('identity_id')))
    for (const field of rules.CONTACT_FIELDS)
      if (shown.has(field)) put(field, rules.validateContact(field, v(field), required(field)))
    if (shown.has('member_others'))
      put('member_others', rules.validateRequired(v('member_others'), required('member_others')))
    put('captcha', rules.validateRequired(v('captcha'), true))
    if (!agreed) put('agreement', 'agreement')
    return out
  }

  const showServerError = (error: unknown) => {
    if (!isApiError(error))
      return setGeneral(
        error instanceof Error
          ? error.message
          : t({ id: 'unknown_error', message: 'Something went wrong. Please try again.' }),
      )
    track(`server:${error.code}`)
    if (error.code === 107) setIntroducerLocked(true)
    const field = CODE_FIELD[error.code]
    if (field) setErrors((old) => ({ ...old, [field]: error.message }))
    else setGeneral(error.message || t({ id: 'register.error', message: 'error' }))
  }

  // Pre-check on blur (spec §5): one field at a time, the answer shown on that field.
  const precheck = (name: string) => () => {
    const value = v(name).trim()
    if (!value || errors[name]) return
    const body: Record<string, string> = { [name]: value }
    if (name === 'member_account' && !rules.ACCOUNT_RULE.test(value)) return
    registrationApi.verify({ member_currency: currency as Currency, ...body }).catch(showServerError)
  }

  const sms = useMutation({
    mutationFn: () => registrationApi.sms(v('member_phone'), currency as Currency),
    onSuccess: (data) => setSmsUntil(Date.now() + data.resend_after * 1000),
    onError: (error) => {
      if (isApiError(error) && error.code === 102) setSmsUntil(Date.now() + 300_000)
      const text = isApiError(error)
        ? ({
            99: t({
              id: 'sms_verify_error',
              message: 'The code could not be sent. Please check the number.',
            }),
            102: t({
              id: 'sms_rate_limit',
              message: 'A code was sent recently. Please wait before asking again.',
            }),
            103: t({ id: 'sms_no_balance', message: 'Verification messages are unavailable right now.' }),
            104: t({ id: 'contact_customer_service', message: 'Please contact customer service.' }),
            201: t({ id: 'phone_blank', message: 'Please enter a phone number' }),
          }[error.code] ?? error.message)
        : t({ id: 'unknown_error', message: 'Something went wrong. Please try again.' })
      setErrors((old) => ({ ...old, phone_verify: text }))
    },
  })

  const submit = useMutation({
    mutationFn: () => {
      const optional = (name: string) =>
        shown.has(name as RegisterSetting['name']) && v(name).trim() ? { [name]: v(name).trim() } : {}
      const birthday =
        shown.has('member_birthday') && v('member_birthday_year')
          ? {
              member_birthday: `${v('member_birthday_year')}-${v('member_birthday_month').padStart(2, '0')}-${v('member_birthday_day').padStart(2, '0')}`,
            }
          : {}
      return registrationApi.register({
        member_account: v('member_account').trim(),
        password: v('password'),
        member_currency: currency as Currency,
        captcha_token: captchaToken ?? '',
        answer: v('captcha').trim(),
        ...optional('member_name'),
        ...optional('member_email'),
        ...optional('member_phone'),
        ...(phoneVerified && v('member_phone') ? { phone_verify: v('phone_verify') } : {}),
        ...optional('withdraw_password'),
        ...optional('identity_id'),
        ...(introducer ? { introducer } : {}),
        ...Object.assign({}, ...rules.CONTACT_FIELDS.map(optional)),
        ...optional('member_others'),
        ...birthday,
        ...(errorTrack.current.length > 0 ? { errorTrack: errorTrack.current.join(';').slice(0, 2000) } : {}),
      })
    },
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

  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={name}
      name={name}
      label={label}
      value={v(name)}
      onChange={set(name)}
      onBlur={precheck(name)}
      isRequired={required(name)}
      isInvalid={!!errors[name]}
      errorMessage={errors[name]}
      {...extra}
    />
  )

  const contactLabels: Record<rules.ContactField, string> = {
    member_qq: 'QQ',
    member_telegram: 'Telegram',
    member_whats_app: 'WhatsApp',
    member_wechat: 'WeChat',
    member_zalo: 'Zalo',
    member_skype: 'Skype',
    member_fb: 'Facebook',
  }

  return (
    <form
      className={form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t({ id: 'auth.register', message: 'Register' })}
    >
      {general ? (
        <p role="alert" className={alert}>
          {general}
        </p>
      ) : null}
      {offered.length > 1 ? (
        <Select
          label={t({ id: 'register.currency', message: 'Currency' })}
          items={offered.map((c) => ({ id: c, label: c }))}
          selectedKey={currency}
          onSelectionChange={(key) => changeCurrency(String(key))}
        />
      ) : null}
      {field('member_account', t({ id: 'auth.account', message: 'Account' }), {
        isRequired: true,
        autoComplete: 'username',
        description: t({ id: 'register.account_format', message: '6-12 letters, digits, _ or -' }),
      })}
      {field('password', t({ id: 'auth.password', message: 'Password' }), {
        type: 'password',
        isRequired: true,
        autoComplete: 'new-password',
        onBlur: undefined,
        description: t({
          id: 'auth.password_rule',
          message: '6-12 letters and digits, with at least one letter and one digit',
        }),
      })}
      {shown.has('password_confirmation')
        ? field(
            'password_confirmation',
            t({ id: 'auth.confirm_password_plain', message: 'Confirm password' }),
            { type: 'password', isRequired: true, onBlur: undefined },
          )
        : null}
      {shown.has('member_name')
        ? field('member_name', t({ id: 'register.name', message: 'Real name' }), { autoComplete: 'name' })
        : null}
      {shown.has('member_phone')
        ? field('member_phone', t({ id: 'auth.phone', message: 'Phone number' }), {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel',
          })
        : null}
      {phoneVerified && shown.has('member_phone')
        ? field('phone_verify', t({ id: 'register.sms_code', message: 'SMS code' }), {
            isRequired: !!v('member_phone'),
            inputMode: 'numeric',
            onBlur: undefined,
            endContent: (
              <Button
                size="sm"
                variant="secondary"
                data-testid="sms-send"
                isDisabled={smsLeft > 0 || !/^\d{6,20}$/.test(v('member_phone'))}
                isPending={sms.isPending}
                onPress={() => sms.mutate()}
              >
                {smsLeft > 0
                  ? t({ id: 'register.sms_resend_in', message: `Resend in ${smsLeft}s` })
                  : t({ id: 'register.sms_send', message: 'Send code' })}
              </Button>
            ),
          })
        : null}
      {shown.has('member_email')
        ? field('member_email', t({ id: 'auth.email', message: 'Email' }), {
            type: 'email',
            autoComplete: 'email',
          })
        : null}
      {shown.has('member_birthday') ? (
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>
            <Trans id="register.birthday">Birthday</Trans>
          </legend>
          <div className={grid3}>
            {field('member_birthday_year', t({ id: 'register.year', message: 'Year' }), {
              inputMode: 'numeric',
              maxLength: 4,
              onBlur: undefined,
              isInvalid: !!errors.member_birthday,
            })}
            {field('member_birthday_month', t({ id: 'register.month', message: 'Month' }), {
              inputMode: 'numeric',
              maxLength: 2,
              onBlur: undefined,
              isInvalid: !!errors.member_birthday,
            })}
            {field('member_birthday_day', t({ id: 'register.day', message: 'Day' }), {
              inputMode: 'numeric',
              maxLength: 2,
              onBlur: undefined,
              isInvalid: !!errors.member_birthday,
            })}
          </div>
          {errors.member_birthday ? (
            <p className={css({ color: 'danger', fontSize: 'sm' })}>{errors.member_birthday}</p>
          ) : null}
        </fieldset>
      ) : null}
      {shown.has('withdraw_password')
        ? field(
            'withdraw_password',
            t({ id: 'auth.withdraw_password', message: 'Withdraw password (4 digits)' }),
            { type: 'password', inputMode: 'numeric', maxLength: 4, onBlur: undefined },
          )
        : null}
      {shown.has('identity_id')
        ? field('identity_id', t({ id: 'register.identity_id', message: 'Identity number' }))
        : null}
      {rules.CONTACT_FIELDS.filter((name) => shown.has(name)).map((name) => field(name, contactLabels[name]))}
      {shown.has('member_others')
        ? field('member_others', t({ id: 'register.member_others', message: 'Other contact' }), {
            maxLength: 255,
          })
        : null}
      {linkInvalid ? (
        <p role="status" className={alert} data-testid="register-link-invalid">
          <Trans id="register.link_invalid">
            The invitation link is no longer valid. You can still register without it.
          </Trans>
        </p>
      ) : null}
      {shown.has('introducer')
        ? field(
            'introducer',
            t({ id: 'register.introducer', message: 'Agent id or recommend code (optional)' }),
            {
              isDisabled: introducerDisabled,
              value: introducer === '' ? '' : v('introducer'),
              ...(introducerDisabled
                ? { description: t({ id: 'recommend_closed', message: 'Friend recommendation is closed' }) }
                : {}),
              ...(fromAgentLink && v('introducer') === introducerOf(link)
                ? {
                    description: t({
                      id: 'register.introducer_from_link',
                      message: 'From your invitation link',
                    }),
                  }
                : {}),
            },
          )
        : null}
      {renderCaptcha({ value: v('captcha'), onChange: set('captcha'), error: errors.captcha })}
      <div>
        <Checkbox
          isSelected={agreed}
          onChange={setAgreed}
          isInvalid={!!errors.agreement}
          name="agreement"
          data-testid="agreement"
        >
          <Trans id="register.agree">I am over 18 and accept the terms</Trans>
        </Checkbox>
        <button
          type="button"
          className={css({
            fontSize: 'sm',
            color: 'accent',
            textDecoration: 'underline',
            ml: '8',
            cursor: 'pointer',
          })}
          onClick={() => setAgreementOpen(true)}
        >
          <Trans id="register.read_agreement">Read the service agreement</Trans>
        </button>
        {errors.agreement ? (
          <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
            {errors.agreement}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        isPending={submit.isPending}
        data-testid="register-submit"
      >
        <Trans id="auth.register">Register</Trans>
      </Button>
      {renderAgreement({
        isOpen: agreementOpen,
        onClose: () => setAgreementOpen(false),
        onAccept: () => {
          setAgreed(true)
          setAgreementOpen(false)
        },
      })}
    </form>
  )
}
