/**
 * The register form's §5 rules, enforced by the server with the §8 codes. The rules are the page's own
 * (src/modules/registration/validation.ts, pure and shared); this file maps their verdicts to codes
 * and adds what only the server can know: the site's register settings per currency.
 */
import type { components } from '../../../openapi/lotus.gen.ts'
import {
  CONTACT_FIELDS,
  isTenDigitPhoneSite,
  validateBirthday,
  validateContact,
  validateEmail,
  validateName,
  validatePhone,
  validateSmsCode,
  validateWithdrawPassword,
  type RuleError,
} from '../../../src/modules/registration/validation.ts'
import type { Db } from '../../db/types.ts'
import type { Locale } from '../../domain/reference.ts'
import { badRequest } from '../../http/envelope.ts'
import { CONTACT_CODES, fieldError as fail } from './shared.ts'

type Schemas = components['schemas']
type Currency = Schemas['Currency']
type FieldName = Schemas['RegisterFieldName']
type RegisterFields = Schemas['RegisterFields']

export interface FieldSetting {
  is_display: boolean
  is_required: boolean
  is_verification: boolean
}

/** The register settings of one site and currency, by field name. */
export async function registerSettingsOf(
  db: Db,
  siteId: number,
  currency: Currency,
): Promise<Map<FieldName, FieldSetting>> {
  const found = await db.query<FieldSetting & { name: FieldName }>(
    `SELECT name, is_display, is_required, is_verification FROM register_settings WHERE site_id = $1 AND currency = $2`,
    [siteId, currency],
  )
  return new Map(found.rows.map(({ name, ...setting }) => [name, setting]))
}

/** The name's §5 rule (script per currency, one word for VND); 227 when broken. */
export function nameBreaksRule(name: string, currency: Currency): boolean {
  return validateName(name, currency, false) !== null
}

/** Today as year-month-day in the sandbox's business time zone (America/Caracas, spec §9). */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Caracas',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
}

/** A contact field's own code (301-308), shown on the field. */
function contactError(name: string, lang: Locale | undefined) {
  return fail(CONTACT_CODES[name] ?? 308, lang)
}

/**
 * Format rules of the fields that were sent (the pre-check of one field and the register call):
 * 206 e-mail, 209 phone, 113 SMS code, 301-308 contact fields, 400 birthday or withdraw
 * password (no §8 code).
 */
export function checkFieldFormats(
  fields: RegisterFields,
  currency: Currency,
  siteId: number,
  lang: Locale | undefined,
): void {
  const given = (value: string | undefined): value is string => value !== undefined && value !== ''
  if (given(fields.member_email) && validateEmail(fields.member_email, false) !== null) throw fail(206, lang)
  if (
    given(fields.member_phone) &&
    validatePhone(fields.member_phone, currency, false, isTenDigitPhoneSite(siteId)) !== null
  ) {
    throw fail(209, lang)
  }
  if (given(fields.phone_verify) && validateSmsCode(fields.phone_verify) !== null) throw fail(113, lang)
  if (given(fields.withdraw_password) && validateWithdrawPassword(fields.withdraw_password, false) !== null) {
    throw badRequest('/body/withdraw_password', 'must be 4 digits', 'pattern')
  }
  if (given(fields.member_birthday) && fields.member_birthday > today()) {
    throw badRequest('/body/member_birthday', 'must not be in the future', 'maximum')
  }
  for (const name of CONTACT_FIELDS) {
    const value = fields[name]
    if (given(value) && validateContact(name, value, false) !== null) throw contactError(name, lang)
  }
}

/**
 * Every field the site's settings require for this currency, and the SMS code when the phone is
 * verified: the register call refuses a member the form would not let through.
 */
export function checkRequiredFields(
  fields: RegisterFields,
  settings: ReadonlyMap<FieldName, FieldSetting>,
  currency: Currency,
  lang: Locale | undefined,
): void {
  const required = (name: FieldName) => {
    const setting = settings.get(name)
    return setting !== undefined && setting.is_display && setting.is_required
  }
  const missing = (verdict: RuleError | null) => verdict === 'required'
  if (missing(validateName(fields.member_name ?? '', currency, required('member_name'))))
    throw fail(227, lang)
  if (missing(validateEmail(fields.member_email ?? '', required('member_email')))) throw fail(206, lang)
  if (missing(validatePhone(fields.member_phone ?? '', currency, required('member_phone'))))
    throw fail(209, lang)
  if (
    fields.member_phone &&
    settings.get('member_phone')?.is_verification &&
    missing(validateSmsCode(fields.phone_verify ?? ''))
  ) {
    throw fail(113, lang)
  }
  if (missing(validateWithdrawPassword(fields.withdraw_password ?? '', required('withdraw_password')))) {
    throw badRequest('/body/withdraw_password', 'is required', 'required')
  }
  const birthday = fields.member_birthday ?? ''
  if (
    missing(validateBirthday({ year: birthday, month: birthday, day: birthday }, required('member_birthday')))
  ) {
    throw badRequest('/body/member_birthday', 'is required', 'required')
  }
  if (required('identity_id') && !fields.identity_id?.trim())
    throw badRequest('/body/identity_id', 'is required', 'required')
  for (const name of CONTACT_FIELDS) {
    if (missing(validateContact(name, fields[name] ?? '', required(name)))) throw contactError(name, lang)
  }
  if (required('member_others') && !fields.member_others?.trim()) throw contactError('member_others', lang)
}
