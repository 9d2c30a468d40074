/** The register form's SMS code: sending it (one per phone every 300 s) and finding the latest. */
import { randomInt } from 'node:crypto'
import type { Db } from '../../db/types.ts'
import { ipRule } from '../auth/index.ts'
import type { Handler } from '../define.ts'
import { SMS_RESEND_SECONDS, SMS_WITHOUT_BALANCE_SITES, blacklisted, smsFail } from './shared.ts'

export async function latestSmsCode(db: Db, siteId: number, phone: string): Promise<{ id: number; code: string } | null> {
  const found = await db.query<{ id: string; code: string }>(
    `SELECT id, code FROM sms_codes WHERE site_id = $1 AND phone = $2 AND used_at IS NULL
        AND created_at > now() - interval '30 minutes' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [siteId, phone],
  )
  const row = found.rows[0]
  return row ? { id: Number(row.id), code: row.code } : null
}

export const sendRegisterSms: Handler<'sendRegisterSms'> = async (ctx) => {
  const { body, lang, db } = ctx
  if (/^0+$/.test(body.member_phone)) throw smsFail(201, lang)
  if ((await ipRule(db, ctx.request.ip, 'sms')) !== null) throw smsFail(104, lang)
  if (await blacklisted(db, 'phone', body.member_phone)) throw smsFail(99, lang)
  if (SMS_WITHOUT_BALANCE_SITES.includes(body.site_id)) throw smsFail(103, lang)
  const last = await db.query<{ age: number }>(
    `SELECT extract(epoch FROM now() - created_at)::float8 AS age FROM sms_codes
      WHERE site_id = $1 AND phone = $2 ORDER BY created_at DESC LIMIT 1`,
    [body.site_id, body.member_phone],
  )
  const age = last.rows[0]?.age
  if (age !== undefined && age < SMS_RESEND_SECONDS) throw smsFail(102, lang)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.query('INSERT INTO sms_codes (site_id, phone, code) VALUES ($1, $2, $3)', [body.site_id, body.member_phone, code])
  // The sandbox sends no SMS: developers read the code here or through GET /api/sandbox/sms.
  console.log(`[sms] register code ${code} for ***${body.member_phone.slice(-4)}`)
  return { resend_after: SMS_RESEND_SECONDS }
}
