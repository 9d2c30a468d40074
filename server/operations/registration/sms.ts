/**
 * SMS codes (registration and the member centre's phone change): sending them, within limits per
 * phone, per address and per member, and checking them, each code dying after SMS_CODE_MAX_FAILURES
 * wrong tries.
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/types.ts'
import type { Locale } from '../../domain/reference.ts'
import { businessError, keepingWrites } from '../../http/envelope.ts'
import { ipRule } from '../auth/shared.ts'
import type { Handler } from '../define.ts'
import { SMS_RESEND_SECONDS, SMS_WITHOUT_BALANCE_SITES, blacklisted, fieldError, smsFail } from './shared.ts'
import { t } from '../../i18n/messages.ts'

/** A code is refused, right or wrong, after this many wrong tries; a new one must be requested. */
export const SMS_CODE_MAX_FAILURES = 5
/** Codes sent (102 beyond): per window of SMS_WINDOW_MINUTES and per 24 hours. */
export const SMS_WINDOW_MINUTES = 10
export const SMS_LIMITS = {
  address: { window: 5, daily: 20 },
  member: { window: 3, daily: 10 },
} as const
/** Besides one code per SMS_RESEND_SECONDS (spec §9), a phone gets at most this many a day. */
export const SMS_PHONE_DAILY = 5

interface SentCode {
  id: number
  code: string
  failures: number
}

/** The newest live code of a phone (30 minutes, unused), its row locked so tries are counted one by one. */
async function newestCode(db: Db, siteId: number, phone: string): Promise<SentCode | null> {
  const found = await db.query<{ id: string; code: string; failures: number }>(
    `SELECT id, code, failures FROM sms_codes WHERE site_id = $1 AND phone = $2 AND used_at IS NULL
        AND created_at > now() - interval '30 minutes' ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [siteId, phone],
  )
  const row = found.rows[0]
  return row ? { id: Number(row.id), code: row.code, failures: row.failures } : null
}

const sameCode = (given: string, sent: string): boolean =>
  given.length === sent.length && timingSafeEqual(Buffer.from(given), Buffer.from(sent))

/**
 * Checks the code typed for a phone and answers `wrongCode` (113 or 222) when there is none, it is
 * wrong, or it died of too many wrong tries. A wrong try is counted even though the request fails,
 * so call this before the request's own writes. Returns the code's id, to mark it used.
 */
export async function checkSmsCode(
  db: Db,
  siteId: number,
  phone: string,
  given: string | undefined,
  wrongCode: 113 | 222,
  lang: Locale | undefined,
): Promise<number> {
  const sent = await newestCode(db, siteId, phone)
  if (!sent) throw fieldError(wrongCode, lang)
  const spent = () => businessError(wrongCode, t('sms_code_spent', lang))
  if (sent.failures >= SMS_CODE_MAX_FAILURES) throw spent()
  if (given !== undefined && sameCode(given, sent.code)) return sent.id
  await db.query('UPDATE sms_codes SET failures = failures + 1 WHERE id = $1', [sent.id])
  throw keepingWrites(sent.failures + 1 >= SMS_CODE_MAX_FAILURES ? spent() : fieldError(wrongCode, lang))
}

export async function markSmsCodeUsed(db: Db, id: number): Promise<void> {
  await db.query('UPDATE sms_codes SET used_at = now() WHERE id = $1', [id])
}

/** Codes sent to one key in the window and in the last 24 hours. */
async function sentCounts(db: Db, column: 'phone' | 'ip' | 'member_id', value: string | number) {
  const counts = await db.query<{ recent: number; daily: number }>(
    `SELECT count(*) FILTER (WHERE created_at > now() - make_interval(mins => $2))::int AS recent,
            count(*)::int AS daily
       FROM sms_codes WHERE ${column} = $1 AND created_at > now() - interval '24 hours'`,
    [value, SMS_WINDOW_MINUTES],
  )
  return counts.rows[0] ?? { recent: 0, daily: 0 }
}

async function withinLimit(
  db: Db,
  column: 'phone' | 'ip' | 'member_id',
  value: string | number,
  limit: { window: number; daily: number },
): Promise<boolean> {
  // Concurrent sends to one key wait here, so the counts below include each other's codes.
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${column}:${value}`])
  const { recent, daily } = await sentCounts(db, column, value)
  return recent < limit.window && daily < limit.daily
}

export const sendRegisterSms: Handler<'sendRegisterSms'> = async (ctx) => {
  const { body, lang, db } = ctx
  const memberId = ctx.session?.member_id ?? null
  if (/^0+$/.test(body.member_phone)) throw smsFail(201, lang)
  if ((await ipRule(db, ctx.request.ip, 'sms')) !== null) throw smsFail(104, lang)
  if (await blacklisted(db, 'phone', body.member_phone)) throw smsFail(99, lang)
  if (SMS_WITHOUT_BALANCE_SITES.includes(body.site_id)) throw smsFail(103, lang)
  // One lock order: address, member, phone.
  const tooMany = () => businessError(102, t('sms_too_many', lang))
  if (!(await withinLimit(db, 'ip', ctx.request.ip, SMS_LIMITS.address))) throw tooMany()
  if (memberId !== null && !(await withinLimit(db, 'member_id', memberId, SMS_LIMITS.member))) throw tooMany()
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:phone:${body.member_phone}`])
  const last = await db.query<{ age: number }>(
    `SELECT extract(epoch FROM now() - created_at)::float8 AS age FROM sms_codes
      WHERE site_id = $1 AND phone = $2 ORDER BY created_at DESC LIMIT 1`,
    [body.site_id, body.member_phone],
  )
  const age = last.rows[0]?.age
  if (age !== undefined && age < SMS_RESEND_SECONDS) throw smsFail(102, lang)
  if ((await sentCounts(db, 'phone', body.member_phone)).daily >= SMS_PHONE_DAILY) throw tooMany()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.query('INSERT INTO sms_codes (site_id, phone, code, ip, member_id) VALUES ($1, $2, $3, $4, $5)', [
    body.site_id,
    body.member_phone,
    code,
    ctx.request.ip,
    memberId,
  ])
  // The sandbox sends no SMS: developers read the code here or through GET /api/sandbox/sms.
  console.log(`[sms] register code ${code} for ***${body.member_phone.slice(-4)}`)
  return { resend_after: SMS_RESEND_SECONDS }
}
