/** A migrated member proves who they are, then sets a new password with the token they got. */
import { randomBytes } from 'node:crypto'
import { hashPasswordAsync, verifyPassword } from '../../auth/passwords.ts'
import { businessError, keepingWrites } from '../../http/envelope.ts'
import type { Handler } from '../define.ts'
import {
  RECOVERY_ACCOUNT_RULE,
  RECOVERY_ADDRESS_RULE,
  accountSubject,
  attemptFailed,
  beginAttempt,
  forgetFailures,
} from './failure-counters.ts'
import { recoveryCodeMatches } from './recovery-sms.ts'
import {
  findMemberById,
  findMemberByAccount,
  spendCaptcha,
  unknownAccountHash,
  type MemberRow,
} from './shared.ts'
import { t } from '../../i18n/messages.ts'

const RESET_TOKEN_MINUTES = 15

interface VerifyClaims {
  withdraw_password: string
  method?: 'email' | 'phone'
  member_email?: string
  member_phone?: string
}

/**
 * Whether every detail matches. Each is checked whatever the others gave, and a missing account or
 * withdraw password is checked against a made-up hash, so the time taken tells nothing either.
 */
async function detailsMatch(member: MemberRow | null, claims: VerifyClaims): Promise<boolean> {
  const pinHash = member?.withdraw_password_hash ?? null
  const pinOk = await verifyPassword(claims.withdraw_password, pinHash ?? (await unknownAccountHash()))
  const method = claims.method ?? (claims.member_phone ? 'phone' : 'email')
  const onFile = method === 'email' ? member?.member_email : member?.member_phone
  const given = method === 'email' ? claims.member_email : claims.member_phone
  const contactOk = !!onFile && !!given && onFile.toLowerCase() === given.trim().toLowerCase()
  return member !== null && member.status === 0 && pinHash !== null && pinOk && contactOk
}

export const verifyMemberTransfer: Handler<'verifyMemberTransfer'> = async (ctx) => {
  const { body, lang } = ctx
  const siteId = body.site_id ?? 1
  const account = accountSubject(siteId, body.account)
  const locked = () => keepingWrites(businessError(998, t('recovery_locked', lang)))
  if (!(await spendCaptcha(ctx.db, body.captcha_token, body.captcha_answer, 1))) {
    throw keepingWrites(businessError(105, t('captcha_failed', lang)))
  }
  const fromAddress = await beginAttempt(ctx.db, 'recovery_address', ctx.request.ip, RECOVERY_ADDRESS_RULE)
  if (!fromAddress) throw locked()
  const forAccount = await beginAttempt(ctx.db, 'recovery_account', account, RECOVERY_ACCOUNT_RULE)
  if (!forAccount) throw locked()
  const member = await findMemberByAccount(ctx.db, siteId, body.account)
  const byPhone = (body.method ?? (body.member_phone ? 'phone' : 'email')) === 'phone'
  // By phone, the forgot-password SMS code proves the phone is at hand; a wrong one is one more failure.
  const codeOk = !byPhone || (await recoveryCodeMatches(ctx.db, siteId, body.member_phone, body.verify_code))
  if (!(await detailsMatch(member, body)) || !codeOk || !member) {
    const shut = Math.max(await attemptFailed(ctx.db, forAccount), await attemptFailed(ctx.db, fromAddress))
    throw shut > 0 ? locked() : keepingWrites(businessError(101, t('reverify', lang)))
  }
  await forgetFailures(ctx.db, 'recovery_account', account)
  // A success from the address does not forget its other failures, but does not count as one.
  await ctx.db.query(
    'UPDATE auth_failures SET failures = greatest(failures - 1, 0) WHERE door = $1 AND subject = $2',
    ['recovery_address', ctx.request.ip],
  )
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
  if (!token) throw businessError(201, t('reverify', lang))
  if (token.expired) throw businessError(202, t('reverify', lang))
  if (token.used) throw businessError(203, t('reverify', lang))
  const member = await findMemberById(ctx.db, token.member_id)
  if (!member) throw businessError(101, t('reverify', lang))
  if (member.member_account.toLowerCase() !== body.account.trim().toLowerCase()) {
    throw businessError(204, t('reverify', lang))
  }
  if (
    !PASSWORD_RULE.test(body.password) ||
    (body.password_confirmation !== undefined && body.password_confirmation !== body.password)
  ) {
    throw businessError(102, t('password_rule', lang))
  }
  // Hashed before the first write: the transaction (and its connection) starts after the scrypt.
  const passwordHash = await hashPasswordAsync(body.password)
  // Of two resets with one token at the same time, only the first counts.
  const spent = await ctx.db.query(
    'UPDATE password_reset_tokens SET used_at = now() WHERE token = $1 AND used_at IS NULL RETURNING token',
    [body.token],
  )
  if (spent.rows.length === 0) throw businessError(203, t('reverify', lang))
  // The new password opens the account at once, even after failed logins with the old one.
  await forgetFailures(ctx.db, 'login_account', accountSubject(member.site_id, member.member_account))
  await ctx.db.query(
    `UPDATE members SET password_hash = $2, needs_transfer_verify = false,
            first_login_to_change_password = false, password_changed_at = now() WHERE id = $1`,
    [member.id, passwordHash],
  )
  await ctx.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL', [
    member.id,
  ])
  return null
}
