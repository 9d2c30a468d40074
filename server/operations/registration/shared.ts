/** Registration rules and limits, its business errors, and the look-ups its checks share. */
import type { components } from '../../../openapi/lotus.gen.ts'
import type { Db } from '../../db/types.ts'
import type { Locale } from '../../domain/reference.ts'
import { businessError } from '../../http/envelope.ts'
import { t, type MessageKey } from '../../i18n/messages.ts'

type Currency = components['schemas']['Currency']

/** Spec §9: one SMS code per phone every 300 s. */
export const SMS_RESEND_SECONDS = 300
/** 996: more than REGISTER_BURST registrations from one IP within REGISTER_BURST_MINUTES. */
export const REGISTER_BURST = 3
export const REGISTER_BURST_MINUTES = 10
/** 997: REGISTER_DAILY_LIMIT registrations from one IP within 24 hours. */
export const REGISTER_DAILY_LIMIT = 10
/** Currencies whose friend-recommendation bonus is closed (107 for a recommend code). */
export const FRIEND_BONUS_CLOSED: readonly Currency[] = ['THB']
/** Sites whose SMS balance is spent (103). */
export const SMS_WITHOUT_BALANCE_SITES: readonly number[] = [3]

/** Uniqueness codes of the contact fields (registration and the member centre's profile edit). */
export const CONTACT_CODES: Record<string, FieldCode> = {
  member_qq: 301,
  member_telegram: 302,
  member_whats_app: 303,
  member_skype: 304,
  member_fb: 305,
  member_zalo: 306,
  member_wechat: 307,
  member_others: 308,
}

/** A registration field code: its text is the catalogue's `register_<code>`. */
export type FieldCode = {
  [K in MessageKey]: K extends `register_${infer Code extends number}` ? Code : never
}[MessageKey]
/** A code of the SMS request: its text is the catalogue's `register_sms_<code>`. */
type SmsCode = {
  [K in MessageKey]: K extends `register_sms_${infer Code extends number}` ? Code : never
}[MessageKey]

/** The business error of a registration field code (also answered by the member centre's profile edit). */
export const fieldError = (code: FieldCode, lang: Locale | undefined) =>
  businessError(code, t(`register_${code}`, lang))
export const smsFail = (code: SmsCode, lang: Locale | undefined) =>
  businessError(code, t(`register_sms_${code}`, lang))

export async function exists(db: Db, sql: string, params: unknown[]): Promise<boolean> {
  const found = await db.query(sql, params)
  return found.rowCount > 0 || found.rows.length > 0
}

export async function blacklisted(db: Db, kind: 'name' | 'email' | 'phone', value: string): Promise<boolean> {
  return exists(db, 'SELECT 1 FROM register_blacklist WHERE kind = $1 AND lower(value) = lower($2)', [
    kind,
    value.trim(),
  ])
}
