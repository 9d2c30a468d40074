/** Helpers of every login path: IP rules, captchas, the member row and opening the session. */
import type { components } from '../../../openapi/lotus.gen.ts'
import { randomBytes } from 'node:crypto'
import { hashPasswordAsync } from '../../auth/passwords.ts'
import { createSession } from '../../auth/sessions.ts'
import { autocommitted } from '../../db/transaction.ts'
import type { Db } from '../../db/types.ts'
import { refuseExcludedLogin } from '../../protection/index.ts'
import { realtime } from '../../realtime/publisher.ts'
import { sessionFingerprint } from '../../realtime/session-fingerprint.ts'
import type { OperationContext } from '../context.ts'

type Schemas = components['schemas']
type Currency = Schemas['Currency']
type LoginData = Schemas['LoginApiResponseData']

/** The sandbox IP rule for this address and scope (see ip_rules), or null. */
export async function ipRule(
  db: Db,
  ip: string,
  scope: 'login' | 'register' | 'sms',
): Promise<number | null> {
  const found = await db.query<{ code: number }>('SELECT code FROM ip_rules WHERE ip = $1 AND scope = $2', [
    ip,
    scope,
  ])
  return found.rows[0]?.code ?? null
}

/**
 * Checks and spends a captcha; false when unknown, expired, used, of another type or answered wrong.
 * The spend commits at once, outside the request's transaction: a failed attempt rolls its own
 * writes back, yet the captcha stays spent (single use, on every server, across restarts).
 */
export async function spendCaptcha(db: Db, token: string, answer: string, type: 1 | 2): Promise<boolean> {
  const found = await autocommitted(db).query<{ answer: string }>(
    `UPDATE captchas SET used_at = now()
      WHERE token = $1 AND type = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING answer`,
    [token, type],
  )
  const expected = found.rows[0]?.answer
  return expected !== undefined && expected === answer.trim()
}

let dummyHash: Promise<string> | null = null

/**
 * A hash made like every stored one, of a random password nobody knows: checked in place of a
 * missing account's hash (or PIN) so that the answer takes as long as for a real one.
 */
export function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPasswordAsync(randomBytes(18).toString('base64url'))
  return dummyHash
}

export interface MemberRow {
  id: number
  site_id: number
  member_account: string
  password_hash: string
  withdraw_password_hash: string | null
  member_name: string
  member_currency: Currency
  member_type: number
  status: number
  member_email: string | null
  member_phone: string | null
  identity_id: string | null
  double_validation: boolean
  bound_udid: string | null
  needs_transfer_verify: boolean
}

const MEMBER_COLUMNS = `id, site_id, member_account, password_hash, withdraw_password_hash, member_name,
  member_currency, member_type, status, member_email, member_phone, identity_id, double_validation,
  bound_udid, needs_transfer_verify`

export async function findMemberByAccount(
  db: Db,
  siteId: number,
  account: string,
): Promise<MemberRow | null> {
  const found = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM members WHERE site_id = $1 AND lower(member_account) = lower($2)`,
    [siteId, account.trim()],
  )
  return found.rows[0] ?? null
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | null> {
  const found = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE id = $1`, [id])
  return found.rows[0] ?? null
}

/** Opens a session, sends its token in the `authorization` header and answers the login data. */
export async function startSession(
  ctx: OperationContext<unknown>,
  member: {
    id: number
    site_id: number
    member_account: string
    member_currency: Currency
    member_type: number
  },
  loginId: number,
  device?: number,
): Promise<LoginData> {
  await refuseExcludedLogin(ctx.db, member.id, ctx.lang)
  const { token } = await createSession(ctx.db, member, {
    device: device ?? 1,
    ip: ctx.request.ip,
    userAgent: ctx.request.userAgent.slice(0, 255),
  })
  await ctx.db.query('UPDATE members SET last_login_at = now() WHERE id = $1', [member.id])
  // Other sessions of this member learn of the new login (spec §4: another session logs them out). The
  // event names the session by its fingerprint: the channel must never carry a usable token.
  const fingerprint = sessionFingerprint(token)
  ctx.afterCommit(() => realtime.toMember(member.id, 'login', { fingerprint }))
  ctx.setHeader('authorization', token)
  return {
    member_id: member.id,
    member_account: member.member_account,
    member_login_id: loginId,
    member_currency: member.member_currency,
    member_type: member.member_type,
    token,
  }
}
