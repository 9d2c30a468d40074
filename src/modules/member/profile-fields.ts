import { registerRules, type RegisterSetting } from '@/modules/registration'
import type { MemberProfile } from './api'

/** Contact fields the member centre may edit (spec §3 profile), in the order they are shown. */
export const PROFILE_FIELDS = [
  'member_email',
  'member_phone',
  'member_zalo',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_qq',
  'member_wechat',
] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export type ProfileRuleError = registerRules.RuleError

export interface EditableField {
  name: ProfileField
  required: boolean
  /** A new value must be confirmed by an SMS code (is_member_center_verification). */
  verify: boolean
}

/** The fields the register settings open to the member centre for this currency (is_member_center). */
export function editableFields(settings: readonly RegisterSetting[], currency: string): EditableField[] {
  const open = new Map(
    settings
      .filter((s) => s.currency === currency && s.is_member_center === 1)
      .map((s) => [s.name, s] as const),
  )
  return PROFILE_FIELDS.flatMap((name) => {
    const setting = open.get(name)
    return setting
      ? [{ name, required: setting.is_required === 1, verify: setting.is_member_center_verification === 1 }]
      : []
  })
}

/** §5 rules of one field: email format, phone digits (10 for VND), contact characters and 5–50 length. */
export function checkProfileField(
  field: EditableField,
  value: string,
  currency: string,
): ProfileRuleError | null {
  if (field.name === 'member_email') return registerRules.validateEmail(value, field.required)
  if (field.name === 'member_phone')
    return registerRules.validatePhone(value.trim(), currency, field.required)
  return registerRules.validateContact(field.name, value, field.required)
}

/** The values as stored, '' for an empty field. */
export function profileValues(profile: MemberProfile): Record<ProfileField, string> {
  return {
    member_email: profile.member_email ?? '',
    member_phone: profile.member_phone ?? '',
    member_zalo: profile.member_zalo ?? '',
    member_telegram: profile.member_telegram ?? '',
    member_whats_app: profile.member_whats_app ?? '',
    member_skype: profile.member_skype ?? '',
    member_fb: profile.member_fb ?? '',
    member_qq: profile.member_qq ?? '',
    member_wechat: profile.member_wechat ?? '',
  }
}

/** Field of each business code of editMemberProfile, so the answer shows where the member typed. */
export const PROFILE_CODE_FIELD: Readonly<Record<number, ProfileField | 'phone_verify' | 'password'>> = {
  101: 'password',
  121: 'password',
  104: 'member_phone',
  209: 'member_phone',
  105: 'member_email',
  206: 'member_email',
  216: 'member_email',
  113: 'phone_verify',
  301: 'member_qq',
  302: 'member_telegram',
  303: 'member_whats_app',
  304: 'member_skype',
  305: 'member_fb',
  306: 'member_zalo',
  307: 'member_wechat',
}
