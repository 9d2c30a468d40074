/** The register form's settings and agreements, and registering: limits, captcha, checks, the new member. */
import type { components } from '../../../openapi/lotus.gen.ts'
import { hashPassword } from '../../auth/passwords.ts'
import { localize, type Locale } from '../../domain/reference.ts'
import { uniqueViolation } from '../../http/database-errors.ts'
import { spendCaptcha, startSession } from '../auth/index.ts'
import type { Handler } from '../define.ts'
import { checkRequiredFields, registerSettingsOf } from './field-rules.ts'
import { checkFields, checkIntroducer } from './pre-check.ts'
import {
  CONTACT_CODES,
  REGISTER_BURST,
  REGISTER_BURST_MINUTES,
  REGISTER_DAILY_LIMIT,
  fieldError as fail,
} from './shared.ts'
import { checkSmsCode, markSmsCodeUsed } from './sms.ts'

type Schemas = components['schemas']
type Currency = Schemas['Currency']
type RegisterFields = Schemas['RegisterFields']

export const listRegisterSettings: Handler<'listRegisterSettings'> = async (ctx) => {
  const found = await ctx.db.query<{
    name: Schemas['RegisterFieldName']
    currency: Currency
    is_display: boolean
    is_required: boolean
    is_unique: boolean
    is_member_center: boolean
    is_verification: boolean
    is_member_center_verification: boolean
  }>(
    `SELECT name, currency, is_display, is_required, is_unique, is_member_center, is_verification,
            is_member_center_verification
       FROM register_settings WHERE site_id = $1 ORDER BY currency, sort`,
    [ctx.body.site_id],
  )
  const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)
  return {
    list: found.rows.map((row) => ({
      name: row.name,
      currency: row.currency,
      is_display: flag(row.is_display),
      is_required: flag(row.is_required),
      is_unique: flag(row.is_unique),
      is_member_center: flag(row.is_member_center),
      is_verification: flag(row.is_verification),
      is_member_center_verification: flag(row.is_member_center_verification),
    })),
  }
}

export const listServiceAgreements: Handler<'listServiceAgreements'> = async (ctx) => {
  const found = await ctx.db.query<{ id: number; title: unknown; content: unknown }>(
    'SELECT id, title, content FROM service_agreements WHERE site_id = $1 ORDER BY sort, id',
    [ctx.body.site_id],
  )
  return {
    list: found.rows.map((row) => ({
      id: row.id,
      title: localize(row.title, ctx.lang),
      content: localize(row.content, ctx.lang),
      ...(ctx.lang ? { language: ctx.lang } : {}),
    })),
  }
}

export const register: Handler<'register'> = async (ctx) => {
  const { body, lang, db, request } = ctx
  const site = await db.query<{ demo: boolean; captcha: boolean }>(
    `SELECT demo_mode AS demo, coalesce((settings ->> 'captcha_enabled')::boolean, true) AS captcha
       FROM sites WHERE id = $1`,
    [body.site_id],
  )
  // Spec §1: demo mode turns registering off (the page shows no register form then).
  if (site.rows[0]?.demo === true) throw fail(111, lang)
  const recent = await db.query<{ burst: number; daily: number }>(
    `SELECT count(*) FILTER (WHERE created_at > now() - make_interval(mins => $2))::int AS burst,
            count(*) FILTER (WHERE created_at > now() - interval '24 hours')::int AS daily
       FROM register_log WHERE ip = $1`,
    [request.ip, REGISTER_BURST_MINUTES],
  )
  if ((recent.rows[0]?.daily ?? 0) >= REGISTER_DAILY_LIMIT) throw fail(997, lang)
  if ((recent.rows[0]?.burst ?? 0) >= REGISTER_BURST) throw fail(996, lang)

  if (site.rows[0]?.captcha !== false) {
    if (
      !body.captcha_token ||
      !body.answer ||
      !(await spendCaptcha(db, body.captcha_token, body.answer, 2))
    ) {
      throw fail(224, lang)
    }
  }
  const {
    site_id,
    member_currency,
    password,
    captcha_token: _t,
    answer: _a,
    verify_code,
    errorTrack,
    ...fields
  } = body
  void _t
  void _a
  checkRequiredFields(fields, await registerSettingsOf(db, site_id, member_currency), member_currency, lang)
  await checkFields(ctx, site_id, member_currency, fields, true)

  const phoneVerified = await db.query<{ on: boolean }>(
    `SELECT is_verification AS on FROM register_settings WHERE site_id = $1 AND currency = $2 AND name = 'member_phone'`,
    [site_id, member_currency],
  )
  let smsId: number | null = null
  if (fields.member_phone && phoneVerified.rows[0]?.on) {
    smsId = await checkSmsCode(db, site_id, fields.member_phone, fields.phone_verify, 113, lang)
  }
  if (verify_code !== undefined && verify_code !== '') {
    if (!fields.member_phone) throw fail(222, lang)
    await checkSmsCode(db, site_id, fields.member_phone, verify_code, 222, lang)
  }

  const introducer =
    fields.introducer && fields.introducer.trim() !== ''
      ? await checkIntroducer(db, site_id, member_currency, fields.introducer.trim(), true, lang)
      : null
  const contacts: Record<string, string> = {}
  for (const name of Object.keys(CONTACT_CODES)) {
    const value = fields[name as keyof RegisterFields]
    if (typeof value === 'string' && value !== '') contacts[name] = value
  }
  const inserted = await db
    .query<{ id: number }>(
      `INSERT INTO members (site_id, member_account, password_hash, withdraw_password_hash, member_name,
                          member_currency, member_email, member_phone, member_birthday, identity_id, contacts,
                          introducer_agent_id, introducer_recommend_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13) RETURNING id`,
      [
        site_id,
        body.member_account,
        hashPassword(password),
        fields.withdraw_password ? hashPassword(fields.withdraw_password) : null,
        fields.member_name?.trim() ?? '',
        member_currency,
        fields.member_email?.trim() || null,
        fields.member_phone || null,
        fields.member_birthday ?? null,
        fields.identity_id?.trim() || null,
        JSON.stringify(contacts),
        introducer && 'agent_id' in introducer ? introducer.agent_id : null,
        introducer && 'recommend_code' in introducer ? introducer.recommend_code : null,
      ],
    )
    .catch((error: unknown) => takenMeanwhile(error, lang))
  const memberId = inserted.rows[0]?.id
  if (memberId === undefined) throw new Error('member insert returned no id')
  await db.query(
    `INSERT INTO wallets (member_id, wallet_code, currency, balance) VALUES ($1, 'main', $2, 0)`,
    [memberId, member_currency],
  )
  if (smsId !== null) await markSmsCodeUsed(db, smsId)
  await db.query('INSERT INTO register_log (ip, member_id, error_track) VALUES ($1, $2, $3)', [
    request.ip,
    memberId,
    errorTrack?.trim() || null,
  ])
  return startSession(
    ctx,
    { id: memberId, site_id, member_account: body.member_account, member_currency, member_type: 1 },
    memberId,
  )
}

/**
 * A registration that passed the pre-checks while a concurrent one took the same account, e-mail or
 * phone: the unique index refuses the insert, answered with the pre-check's business code.
 */
function takenMeanwhile(error: unknown, lang: Locale | undefined): never {
  const constraint = uniqueViolation(error)
  if (constraint === null) throw error
  if (constraint === 'members_site_email') throw fail(105, lang)
  if (constraint === 'members_site_phone') throw fail(104, lang)
  throw fail(102, lang)
}
