import { randomBytes } from 'node:crypto'
import type { components } from '../../../openapi/lotus.gen.ts'
import { hashPassword, verifyPassword } from '../../auth/passwords.ts'
import { sessionKey } from '../../auth/sessions.ts'
import type { Db } from '../../db/types.ts'
import { businessError } from '../../http/envelope.ts'
import { PASSWORD_RULE } from '../auth/index.ts'
import type { OperationContext, RawHandler } from '../context.ts'
import { handler, type Handler } from '../define.ts'
import { t } from '../../i18n/messages.ts'

type Schemas = components['schemas']
type Currency = Schemas['Currency']

/** A session token older than this is replaced on the next layout call (the new one travels in `authorization`). */
const ROTATE_AFTER_MINUTES = 10
/** The replaced token keeps working this long, so calls already in flight do not fail. */
const ROTATION_GRACE_SECONDS = 60

export function memberOf(ctx: OperationContext<unknown>) {
  const session = ctx.session
  if (!session) throw new Error('the dispatcher guarantees a session for member operations')
  return session
}

const getMemberInfo: Handler<'getMemberInfo'> = async (ctx) => {
  const session = memberOf(ctx)
  const found = await ctx.db.query<{ currency: Currency }>(
    'SELECT member_currency AS currency FROM members WHERE id = $1',
    [session.member_id],
  )
  const currency = found.rows[0]?.currency
  if (!currency) throw businessError(101, 'Member not found')
  return { id: session.member_id, currency }
}

const getMemberProfile: Handler<'getMemberProfile'> = async (ctx) =>
  profileOf(ctx.db, memberOf(ctx).member_id)

/** The profile of spec §3 as the member sees it (identity id masked). */
export async function profileOf(db: Db, memberId: number): Promise<Schemas['MemberProfile']> {
  const found = await db.query<{
    member_account: string
    member_name: string
    withdraw: boolean
    member_birthday: string | null
    member_email: string | null
    member_currency: Currency
    member_phone: string | null
    identity_id: string | null
    contacts: Record<string, string>
  }>(
    `SELECT member_account, member_name, withdraw_password_hash IS NOT NULL AS withdraw,
            to_char(member_birthday, 'YYYY-MM-DD') AS member_birthday, member_email, member_currency,
            member_phone, identity_id, contacts
       FROM members WHERE id = $1`,
    [memberId],
  )
  const row = found.rows[0]
  if (!row) throw businessError(101, 'Member not found')
  const contact = (name: string) => (typeof row.contacts[name] === 'string' ? row.contacts[name] : null)
  return {
    id: memberId,
    member_account: row.member_account,
    member_name: row.member_name || null,
    is_withdraw_password: row.withdraw,
    member_birthday: row.member_birthday,
    member_email: row.member_email,
    member_currency: row.member_currency,
    member_phone: row.member_phone,
    member_line: contact('member_line'),
    member_others: contact('member_others'),
    member_qq: contact('member_qq'),
    member_skype: contact('member_skype'),
    member_wechat: contact('member_wechat'),
    member_fb: contact('member_fb'),
    member_zalo: contact('member_zalo'),
    member_telegram: contact('member_telegram'),
    member_whats_app: contact('member_whats_app'),
    new_identity_id: row.identity_id
      ? `${row.identity_id.slice(0, 2)}****${row.identity_id.slice(-2)}`
      : null,
  }
}

const getMemberLayout: Handler<'getMemberLayout'> = async (ctx) => {
  const session = memberOf(ctx)
  const found = await ctx.db.query<{
    member_account: string
    member_currency: Currency
    member_type: number
    agent_type: number
    agent_level: number
    agent_active: boolean
    cash_back_status: number
    wallet_status: number
    first_login_to_change_password: boolean
    need_bank_account_deposit_verified: boolean
    cash: string | null
    playing: boolean
    session_age_minutes: number
  }>(
    `SELECT m.member_account, m.member_currency, m.member_type, m.agent_type, m.agent_level, m.agent_active,
            m.cash_back_status, m.wallet_status, m.first_login_to_change_password,
            m.need_bank_account_deposit_verified,
            (SELECT balance::text FROM wallets w WHERE w.member_id = m.id AND w.wallet_code = 'main') AS cash,
            EXISTS (SELECT 1 FROM game_launches g WHERE g.member_id = m.id AND NOT g.demo AND g.closed_at IS NULL) AS playing,
            (SELECT extract(epoch FROM now() - s.created_at) / 60 FROM sessions s WHERE s.token = $2)::float8 AS session_age_minutes
       FROM members m WHERE m.id = $1`,
    [session.member_id, session.token],
  )
  const row = found.rows[0]
  if (!row) throw businessError(101, 'Member not found')
  if (row.session_age_minutes > ROTATE_AFTER_MINUTES) await rotateToken(ctx, session.token)
  const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0)
  return {
    id: session.member_id,
    member_account: row.member_account,
    member_currency: row.member_currency,
    member_cash: Number(row.cash ?? 0),
    member_type: row.member_type,
    agent_type: row.agent_type,
    agent_level: row.agent_level,
    is_agent: row.member_type !== 1,
    agent_active: row.agent_active,
    is_playing: row.playing,
    cash_back_status: flag(row.cash_back_status),
    wallet_status: flag(row.wallet_status),
    first_login_to_change_password: row.first_login_to_change_password,
    need_bank_account_deposit_verified: row.need_bank_account_deposit_verified,
  }
}

/**
 * Issues a fresh token for the session (`key` is its stored key) and lets the old one expire after a
 * short grace period.
 */
async function rotateToken(ctx: OperationContext<unknown>, key: string): Promise<void> {
  const next = randomBytes(24).toString('base64url')
  await ctx.db.query(
    `INSERT INTO sessions (token, member_id, site_id, login_id, device, ip, user_agent, expires_at)
     SELECT $2, member_id, site_id, login_id, device, ip, user_agent, expires_at FROM sessions WHERE token = $1`,
    [key, sessionKey(next)],
  )
  await ctx.db.query(
    `UPDATE sessions SET expires_at = least(expires_at, now() + make_interval(secs => $2)) WHERE token = $1`,
    [key, ROTATION_GRACE_SECONDS],
  )
  ctx.setHeader('authorization', next)
}

const editPassword: Handler<'editPassword'> = async (ctx) => {
  const session = memberOf(ctx)
  const { body } = ctx
  const found = await ctx.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM members WHERE id = $1',
    [session.member_id],
  )
  const hash = found.rows[0]?.password_hash
  if (!hash || !(await verifyPassword(body.old_password, hash))) {
    throw businessError(101, t('password_old_wrong', ctx.lang))
  }
  if (
    body.password === body.old_password ||
    !PASSWORD_RULE.test(body.password) ||
    (body.password_confirmation !== undefined && body.password_confirmation !== body.password)
  ) {
    throw businessError(102, t('password_new_rejected', ctx.lang))
  }
  await ctx.db.query(
    `UPDATE members SET password_hash = $2, first_login_to_change_password = false, password_changed_at = now()
      WHERE id = $1`,
    [session.member_id, hashPassword(body.password)],
  )
  // Other sessions of the member end; this one stays.
  await ctx.db.query(
    'UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND token <> $2 AND revoked_at IS NULL',
    [session.member_id, session.token],
  )
  return null
}

/** Member profile handlers of the identity work (layout, profile, member_info, edit_password). */
export const memberProfileHandlers: [string, RawHandler][] = [
  handler('getMemberInfo', getMemberInfo),
  handler('getMemberProfile', getMemberProfile),
  handler('getMemberLayout', getMemberLayout),
  handler('editPassword', editPassword),
]
