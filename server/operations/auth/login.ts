/** Captchas, login outcomes (IP rules, throttling, account states, devices) and logout. */
import { randomBytes, randomInt } from 'node:crypto'
import { verifyPassword } from '../../auth/passwords.ts'
import { revokeSession } from '../../auth/sessions.ts'
import type { Db } from '../../db/types.ts'
import { ApiError, businessError, keepingWrites } from '../../http/envelope.ts'
import { refuseExcludedLogin } from '../../protection/index.ts'
import { captchaSvg } from '../../static/artwork.ts'
import type { OperationContext } from '../context.ts'
import type { Handler } from '../define.ts'
import { openChallenge } from './double-validation.ts'
import {
  LOGIN_ACCOUNT_RULE,
  accountSubject,
  attemptFailed,
  beginAttempt,
  forgetFailures,
} from './failure-counters.ts'
import { findMemberByAccount, ipRule, spendCaptcha, startSession, unknownAccountHash } from './shared.ts'
import { t } from '../../i18n/messages.ts'

/** Captchas live 5 minutes; more than CAPTCHA_BURST requests in CAPTCHA_WINDOW_MS from one IP answer 101. */
const CAPTCHA_TTL_MINUTES = 5
const CAPTCHA_BURST = 5
const CAPTCHA_WINDOW_MS = 2000
/** Failed logins from one IP in LOGIN_WINDOW_MINUTES: from SLOW_AFTER each is delayed, from REFUSE_AFTER refused. */
export const LOGIN_WINDOW_MINUTES = 10
export const LOGIN_SLOW_AFTER = 5
export const LOGIN_REFUSE_AFTER = 10
const SLOW_STEP_MS = 250

/** Spec §3 device code of the iOS and Android wrappers: the only device that sends a udid. */
const APP_DEVICE = 3

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function recordAttempt(db: Db, ip: string, account: string, success: boolean): Promise<number> {
  const row = await db.query<{ id: string }>(
    'INSERT INTO login_attempts (ip, account, success) VALUES ($1, $2, $3) RETURNING id',
    [ip, account.slice(0, 64), success],
  )
  return Number(row.rows[0]?.id ?? 1)
}

/* ------------------------------------------------------------------ captcha */

export const getCaptcha: Handler<'getCaptcha'> = async (ctx) => {
  const recent = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM captchas
      WHERE ip = $1 AND expires_at > now() + make_interval(mins => $2) - make_interval(secs => $3)`,
    [ctx.request.ip, CAPTCHA_TTL_MINUTES, CAPTCHA_WINDOW_MS / 1000],
  )
  if ((recent.rows[0]?.n ?? 0) >= CAPTCHA_BURST) throw businessError(101, t('captcha_wait', ctx.lang))
  const answer = String(randomInt(0, 10_000)).padStart(4, '0')
  const token = randomBytes(18).toString('base64url')
  await ctx.db.query(
    `INSERT INTO captchas (token, type, answer, expires_at, ip)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5)`,
    [token, ctx.body.type, answer, CAPTCHA_TTL_MINUTES, ctx.request.ip],
  )
  return {
    token,
    image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`,
    placeholder: t('captcha_placeholder', ctx.lang),
  }
}

/* ------------------------------------------------------------------ login */

export const login: Handler<'login'> = async (ctx) => {
  const { body, request, lang } = ctx
  const ipCode = await ipRule(ctx.db, request.ip, 'login')
  if (ipCode === 106) throw businessError(106, t('ip_error', lang))
  if (ipCode !== null) throw businessError(ipCode, `${t('ip_error', lang)} (${ipCode})`)

  const failed = recentFailures(request.ip)
  if (failed >= LOGIN_REFUSE_AFTER) throw new ApiError(429, 429, t('throttled', lang))
  if (failed >= LOGIN_SLOW_AFTER) await sleep(SLOW_STEP_MS * (failed - LOGIN_SLOW_AFTER + 1))

  if (!(await spendCaptcha(ctx.db, body.captcha_token, body.answer, 1))) {
    throw businessError(105, t('captcha_failed', lang))
  }
  // Known or not, an account name is throttled the same way, so a refusal reveals nothing.
  const subject = accountSubject(body.site_id, body.account)
  const attempt = await beginAttempt(ctx.db, 'login_account', subject, LOGIN_ACCOUNT_RULE)
  if (!attempt) throw keepingWrites(new ApiError(429, 429, t('throttled', lang)))
  const member = await findMemberByAccount(ctx.db, body.site_id, body.account)
  // An unknown account costs one password check too: the answer time does not tell it apart.
  const passwordOk = await verifyPassword(
    body.password,
    member?.password_hash ?? (await unknownAccountHash()),
  )
  if (!member || !passwordOk) {
    await attemptFailed(ctx.db, attempt)
    throw keepingWrites(failedLogin(ctx))
  }
  await forgetFailures(ctx.db, 'login_account', subject)
  if (member.status === 1) throw businessError(102, t('account_disabled', lang))
  if (member.status === 2) throw businessError(103, t('account_frozen', lang))
  await refuseExcludedLogin(ctx.db, member.id, lang)
  if (member.needs_transfer_verify) throw businessError(802, t('transfer_verify', lang))
  // A device-bound account logs in only from the app wrapper (device 3) on its own device (udid).
  if (member.bound_udid && (member.bound_udid !== body.udid || body.device !== APP_DEVICE)) {
    throw businessError(107, t('different_device', lang))
  }
  const loginId = await recordAttempt(ctx.db, request.ip, body.account, true)
  clearLoginFailures(request.ip)
  if (member.double_validation) {
    const challenge = await openChallenge(ctx.db, member, body.device ?? 1, request.ip, [])
    if (!challenge) return startSession(ctx, member, loginId, body.device)
    return {
      member_id: member.id,
      member_account: member.member_account,
      member_login_id: challenge.member_login_id,
      member_currency: member.member_currency,
      member_type: member.member_type,
      token: null,
      need_double_validation: true,
      double_validation: challenge,
    }
  }
  return startSession(ctx, member, loginId, body.device)
}

/**
 * Failures are counted in memory: a business error rolls the handler's writes back, and a
 * credential-stuffing burst must be remembered precisely then. Per process, like a rate limiter.
 */
const failedLogins = new Map<string, number[]>()

export function recentFailures(ip: string, now = Date.now()): number {
  const since = now - LOGIN_WINDOW_MINUTES * 60_000
  const kept = (failedLogins.get(ip) ?? []).filter((at) => at > since)
  if (kept.length === 0) failedLogins.delete(ip)
  else failedLogins.set(ip, kept)
  return kept.length
}

/** Forgets the failures of an address (tests and a successful login). */
export function clearLoginFailures(ip?: string): void {
  if (ip === undefined) failedLogins.clear()
  else failedLogins.delete(ip)
}

function failedLogin(ctx: OperationContext<unknown>): ApiError {
  failedLogins.set(ctx.request.ip, [...(failedLogins.get(ctx.request.ip) ?? []), Date.now()])
  return businessError(101, t('account_error', ctx.lang))
}
/* ------------------------------------------------------------------ logout */

export const logout: Handler<'logout'> = async (ctx) => {
  if (ctx.session) await revokeSession(ctx.db, ctx.session.token)
  return null
}
