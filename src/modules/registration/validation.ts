/** Spec §5 register rules, pure: each returns an error key or null. */
export type RuleError =
  | 'required'
  | 'account_format'
  | 'name_rmb_format'
  | 'name_single_word'
  | 'email_format'
  | 'password_format'
  | 'password_mismatch'
  | 'birthday_partial'
  | 'phone_digits'
  | 'phone_length_vnd'
  | 'sms_code_format'
  | 'contact_format'
  | 'withdraw_password_format'
  | 'agreement'

export const ACCOUNT_RULE = /^[A-Za-z0-9_-]{6,12}$/
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{6,12}$/
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** An RMB name must be Chinese characters (optionally with a middle dot): anything else is error_RMB_name_format. */
const RMB_NAME_RULE = /^[\u4e00-\u9fa5·]{2,20}$/
const CONTACT_RULE = /^[A-Za-z0-9_.-]{5,50}$/
const CONTACT_AT_RULE = /^[A-Za-z0-9_.@-]{5,50}$/

export const CONTACT_FIELDS = [
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_wechat',
  'member_zalo',
  'member_skype',
  'member_fb',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export function validateAccount(value: string): RuleError | null {
  if (!value.trim()) return 'required'
  return ACCOUNT_RULE.test(value.trim()) ? null : 'account_format'
}

export function validateName(value: string, currency: string, required: boolean): RuleError | null {
  const name = value.trim()
  if (!name) return required ? 'required' : null
  if (currency === 'RMB' && !RMB_NAME_RULE.test(name)) return 'name_rmb_format'
  if (currency === 'VND' && /\s/.test(name)) return 'name_single_word'
  return null
}

export function validateEmail(value: string, required: boolean): RuleError | null {
  if (!value.trim()) return required ? 'required' : null
  return EMAIL_RULE.test(value.trim()) ? null : 'email_format'
}

export function validatePassword(value: string): RuleError | null {
  if (!value) return 'required'
  return PASSWORD_RULE.test(value) ? null : 'password_format'
}

export function validateConfirmation(value: string, password: string): RuleError | null {
  if (!value) return 'required'
  return value === password ? null : 'password_mismatch'
}

export function validateBirthday(
  parts: { year: string; month: string; day: string },
  required: boolean,
): RuleError | null {
  const filled = [parts.year, parts.month, parts.day].filter((part) => part !== '').length
  if (filled === 0) return required ? 'required' : null
  return filled === 3 ? null : 'birthday_partial'
}

/** Spec §5: besides VND, one site asks every phone for exactly 10 digits (Lotus Global, site 3). */
export const TEN_DIGIT_PHONE_SITES: readonly number[] = [3]

export function isTenDigitPhoneSite(siteId: number): boolean {
  return TEN_DIGIT_PHONE_SITES.includes(siteId)
}

/** Phone: digits only; exactly 10 digits for VND (and for the sites that ask for it). */
export function validatePhone(
  value: string,
  currency: string,
  required: boolean,
  tenDigitSite = false,
): RuleError | null {
  if (!value) return required ? 'required' : null
  if (!/^\d+$/.test(value)) return 'phone_digits'
  if ((currency === 'VND' || tenDigitSite) && value.length !== 10) return 'phone_length_vnd'
  return null
}

export function validateSmsCode(value: string): RuleError | null {
  if (!value) return 'required'
  return /^\d{6}$/.test(value) ? null : 'sms_code_format'
}

export function validateContact(field: ContactField, value: string, required: boolean): RuleError | null {
  if (!value.trim()) return required ? 'required' : null
  const rule = field === 'member_telegram' || field === 'member_skype' ? CONTACT_AT_RULE : CONTACT_RULE
  return rule.test(value.trim()) ? null : 'contact_format'
}

export function validateWithdrawPassword(digits: string, required: boolean): RuleError | null {
  if (!digits) return required ? 'required' : null
  return /^\d{4}$/.test(digits) ? null : 'withdraw_password_format'
}

export function validateRequired(value: string, required: boolean): RuleError | null {
  return required && !value.trim() ? 'required' : null
}
