/** A migrated member proves who they are, then sets a new password with the token they got. */
import { randomBytes } from 'node:crypto'
import { hashPassword, verifyPassword } from '../../auth/passwords.ts'
import { businessError } from '../../http/envelope.ts'
import type { Handler } from '../define.ts'
import { authMessage } from './messages.ts'
import { findMemberById, findMemberByAccount } from './shared.ts'

const RESET_TOKEN_MINUTES = 15

export const verifyMemberTransfer: Handler<'verifyMemberTransfer'> = async (ctx) => {
  const { body, lang } = ctx
  const member = await findMemberByAccount(ctx.db, body.site_id ?? 1, body.account)
  if (!member) throw businessError(101, authMessage('reverify', lang))
  if (member.status !== 0) throw businessError(102, authMessage('reverify', lang))
  if (!member.withdraw_password_hash || !(await verifyPassword(body.withdraw_password, member.withdraw_password_hash))) {
    throw businessError(201, authMessage('reverify', lang))
  }
  const method = body.method ?? (body.member_phone ? 'phone' : 'email')
  if (method === 'email') {
    if (!member.member_email) throw businessError(204, authMessage('reverify', lang))
    if (member.member_email.toLowerCase() !== (body.member_email ?? '').toLowerCase()) {
      throw businessError(202, authMessage('reverify', lang))
    }
  } else {
    if (!member.member_phone) throw businessError(204, authMessage('reverify', lang))
    if (member.member_phone !== body.member_phone) throw businessError(203, authMessage('reverify', lang))
  }
  const token = randomBytes(24).toString('base64url')
  await ctx.db.query(
    `INSERT INTO password_reset_tokens (token, member_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [token, member.id, RESET_TOKEN_MINUTES],
  )
  return { token }
}

export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{6,12}$/

export const resetMemberTransferPassword: Handler<'resetMemberTransferPassword'> = async (ctx) => {
  const { body, lang } = ctx
  const found = await ctx.db.query<{ member_id: number; expired: boolean; used: boolean }>(
    `SELECT member_id, expires_at <= now() AS expired, used_at IS NOT NULL AS used
       FROM password_reset_tokens WHERE token = $1`,
    [body.token],
  )
  const token = found.rows[0]
  if (!token) throw businessError(201, authMessage('reverify', lang))
  if (token.expired) throw businessError(202, authMessage('reverify', lang))
  if (token.used) throw businessError(203, authMessage('reverify', lang))
  const member = await findMemberById(ctx.db, token.member_id)
  if (!member) throw businessError(101, authMessage('reverify', lang))
  if (member.member_account.toLowerCase() !== body.account.trim().toLowerCase()) {
    throw businessError(204, authMessage('reverify', lang))
  }
  if (
    !PASSWORD_RULE.test(body.password) ||
    (body.password_confirmation !== undefined && body.password_confirmation !== body.password)
  ) {
    throw businessError(102, authMessage('password_rule', lang))
  }
  await ctx.db.query('UPDATE password_reset_tokens SET used_at = now() WHERE token = $1', [body.token])
  await ctx.db.query(
    `UPDATE members SET password_hash = $2, needs_transfer_verify = false,
            first_login_to_change_password = false, password_changed_at = now() WHERE id = $1`,
    [member.id, hashPassword(body.password)],
  )
  await ctx.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL', [member.id])
  return null
}
