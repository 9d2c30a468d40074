/**
 * The register form's whole check and payload (spec §4, §5), pure: which shown field breaks which
 * rule, and the body a valid form sends. The form component only holds the values.
 */
import type { Currency, RegisterSetting } from './api'
import * as rules from './validation'

export type FormValues = Readonly<Record<string, string>>

/** What the register settings of the chosen currency ask of the form. */
export type ShownFields = {
  has: (name: string) => boolean
  required: (name: string) => boolean
  /** The phone is verified by an SMS code. */
  phoneVerified: boolean
}

export function shownFieldsOf(settings: readonly RegisterSetting[], currency: string): ShownFields {
  const shown = new Map(
    settings.filter((s) => s.currency === currency && s.is_display === 1).map((s) => [String(s.name), s]),
  )
  return {
    has: (name) => shown.has(name),
    required: (name) => shown.get(name)?.is_required === 1,
    phoneVerified: shown.get('member_phone')?.is_verification === 1,
  }
}

/** The contact fields' labels: the services' own names, the same in every language. */
export const CONTACT_LABELS: Readonly<Record<rules.ContactField, string>> = {
  member_qq: 'QQ',
  member_telegram: 'Telegram',
  member_whats_app: 'WhatsApp',
  member_wechat: 'WeChat',
  member_zalo: 'Zalo',
  member_skype: 'Skype',
  member_fb: 'Facebook',
}

/** Field of each §8 register code; codes without a field show above the form. */
export const REGISTER_CODE_FIELD: Readonly<Record<number, string>> = {
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

/** Every rule the form checks before sending, by field (the birthday's three parts report as one). */
export function registerFormErrors(
  values: FormValues,
  fields: ShownFields,
  { currency, agreed, tenDigitPhoneSite }: { currency: string; agreed: boolean; tenDigitPhoneSite: boolean },
): Record<string, rules.RuleError> {
  const v = (name: string) => values[name] ?? ''
  const out: Record<string, rules.RuleError> = {}
  const put = (name: string, error: rules.RuleError | null) => {
    if (error) out[name] = error
  }
  const { has, required } = fields
  put('member_account', rules.validateAccount(v('member_account')))
  put('password', rules.validatePassword(v('password')))
  if (has('password_confirmation'))
    put('password_confirmation', rules.validateConfirmation(v('password_confirmation'), v('password')))
  if (has('member_name'))
    put('member_name', rules.validateName(v('member_name'), currency, required('member_name')))
  if (has('member_email'))
    put('member_email', rules.validateEmail(v('member_email'), required('member_email')))
  if (has('member_phone'))
    put(
      'member_phone',
      rules.validatePhone(v('member_phone'), currency, required('member_phone'), tenDigitPhoneSite),
    )
  if (fields.phoneVerified && v('member_phone')) put('phone_verify', rules.validateSmsCode(v('phone_verify')))
  if (has('member_birthday'))
    put(
      'member_birthday',
      rules.validateBirthday(
        { year: v('member_birthday_year'), month: v('member_birthday_month'), day: v('member_birthday_day') },
        required('member_birthday'),
      ),
    )
  if (has('withdraw_password'))
    put(
      'withdraw_password',
      rules.validateWithdrawPassword(v('withdraw_password'), required('withdraw_password')),
    )
  if (has('identity_id'))
    put('identity_id', rules.validateRequired(v('identity_id'), required('identity_id')))
  for (const field of rules.CONTACT_FIELDS)
    if (has(field)) put(field, rules.validateContact(field, v(field), required(field)))
  if (has('member_others'))
    put('member_others', rules.validateRequired(v('member_others'), required('member_others')))
  put('captcha', rules.validateRequired(v('captcha'), true))
  if (!agreed) put('agreement', 'agreement')
  return out
}

/** The register call's body (spec §3 register payload): only shown, filled fields travel. */
export function registerPayload(
  values: FormValues,
  fields: ShownFields,
  {
    currency,
    captchaToken,
    introducer,
    errorTrack,
  }: { currency: Currency; captchaToken: string; introducer: string; errorTrack: readonly string[] },
) {
  const v = (name: string) => values[name] ?? ''
  const optional = (name: string) => (fields.has(name) && v(name).trim() ? { [name]: v(name).trim() } : {})
  const birthday =
    fields.has('member_birthday') && v('member_birthday_year')
      ? {
          member_birthday: `${v('member_birthday_year')}-${v('member_birthday_month').padStart(2, '0')}-${v('member_birthday_day').padStart(2, '0')}`,
        }
      : {}
  return {
    member_account: v('member_account').trim(),
    password: v('password'),
    member_currency: currency,
    captcha_token: captchaToken,
    answer: v('captcha').trim(),
    ...optional('member_name'),
    ...optional('member_email'),
    ...optional('member_phone'),
    ...(fields.phoneVerified && v('member_phone') ? { phone_verify: v('phone_verify') } : {}),
    ...optional('withdraw_password'),
    ...optional('identity_id'),
    ...(introducer ? { introducer } : {}),
    ...Object.assign({}, ...rules.CONTACT_FIELDS.map(optional)),
    ...optional('member_others'),
    ...birthday,
    ...(errorTrack.length > 0 ? { errorTrack: errorTrack.join(';').slice(0, 2000) } : {}),
  }
}
