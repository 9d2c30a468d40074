import { randomBytes, randomInt } from 'node:crypto'
import type { components } from '../../src/platform/api/schema.gen.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { createSession, revokeSession } from '../auth/sessions.ts'
import type { Db } from '../db/types.ts'
import { localize, type Locale } from '../domain/reference.ts'
import { ApiError, businessError } from '../http/envelope.ts'
import { refuseExcludedLogin } from '../protection/index.ts'
import { realtime } from '../realtime/publisher.ts'
import { captchaSvg } from '../static/artwork.ts'
import type { OperationContext, RawHandler } from './context.ts'
import { handler, type Handler } from './define.ts'

type Schemas = components['schemas']
type Currency = Schemas['Currency']
type Question = Schemas['DoubleValidationQuestion']
type LoginData = Schemas['LoginApiResponseData']

/** Captchas live 5 minutes; more than CAPTCHA_BURST requests in CAPTCHA_WINDOW_MS from one IP answer 101. */
const CAPTCHA_TTL_MINUTES = 5
const CAPTCHA_BURST = 5
const CAPTCHA_WINDOW_MS = 2000
/** Failed logins from one IP in LOGIN_WINDOW_MINUTES: from SLOW_AFTER each is delayed, from REFUSE_AFTER refused. */
export const LOGIN_WINDOW_MINUTES = 10
export const LOGIN_SLOW_AFTER = 5
export const LOGIN_REFUSE_AFTER = 10
const SLOW_STEP_MS = 250
/** Second-step challenges: 10 minutes, at most 3 questions, 998 after 5 failures. */
const CHALLENGE_MINUTES = 10
export const DEFAULT_QUESTION_COUNT = 3
const CHALLENGE_MAX_FAILURES = 5
const RESET_TOKEN_MINUTES = 15

const MESSAGES = {
  ip_error: { en_US: 'Your IP address is not allowed', vi_VN: 'Địa chỉ IP của bạn không được phép', zh_CN: 'IP 地址受限' },
  throttled: {
    en_US: 'Too many failed logins. Please wait a few minutes and try again',
    vi_VN: 'Đăng nhập sai quá nhiều lần. Vui lòng đợi vài phút rồi thử lại',
    zh_CN: '登录失败次数过多，请稍后再试',
  },
  captcha_wait: { en_US: 'Please wait a moment', vi_VN: 'Vui lòng đợi một chút', zh_CN: '请稍候' },
  captcha_failed: {
    en_US: 'The verification code is wrong or expired',
    vi_VN: 'Mã xác minh sai hoặc đã hết hạn',
    zh_CN: '验证码错误或已过期',
  },
  captcha_placeholder: { en_US: 'Enter the 4 digits', vi_VN: 'Nhập 4 chữ số', zh_CN: '请输入4位数字' },
  account_error: { en_US: 'Wrong account or password', vi_VN: 'Sai tài khoản hoặc mật khẩu', zh_CN: '账号或密码错误' },
  account_disabled: { en_US: 'This account is disabled', vi_VN: 'Tài khoản đã bị vô hiệu hóa', zh_CN: '账号已停用' },
  account_frozen: { en_US: 'This account is frozen', vi_VN: 'Tài khoản đã bị đóng băng', zh_CN: '账号已冻结' },
  different_device: {
    en_US: 'This account is bound to another device',
    vi_VN: 'Tài khoản này đã liên kết với thiết bị khác',
    zh_CN: '该账号已绑定其他设备',
  },
  transfer_verify: {
    en_US: 'Please verify your account to continue',
    vi_VN: 'Vui lòng xác minh tài khoản để tiếp tục',
    zh_CN: '请验证账号后继续',
  },
  challenge_expired: {
    en_US: 'The verification has expired, please log in again',
    vi_VN: 'Phiên xác minh đã hết hạn, vui lòng đăng nhập lại',
    zh_CN: '验证已过期，请重新登录',
  },
  challenge_done: {
    en_US: 'This verification was already completed',
    vi_VN: 'Xác minh này đã hoàn tất',
    zh_CN: '该验证已完成',
  },
  challenge_disabled: {
    en_US: 'The account can no longer log in',
    vi_VN: 'Tài khoản không thể đăng nhập',
    zh_CN: '账号无法登录',
  },
  verify_failed: { en_US: 'Verification failed', vi_VN: 'Xác minh thất bại', zh_CN: '验证失败' },
  too_many_failures: {
    en_US: 'Too many failed verifications, please log in again later',
    vi_VN: 'Xác minh sai quá nhiều lần, vui lòng đăng nhập lại sau',
    zh_CN: '验证失败次数过多，请稍后重新登录',
  },
  no_more_questions: {
    en_US: 'No other question is available',
    vi_VN: 'Không còn câu hỏi nào khác',
    zh_CN: '没有其他问题',
  },
  reverify: {
    en_US: 'Verification failed, please verify again',
    vi_VN: 'Xác minh thất bại, vui lòng xác minh lại',
    zh_CN: '验证失败，请重新验证',
  },
  password_rule: {
    en_US: 'The new password must be 6-12 letters and digits with at least one of each, and match its confirmation',
    vi_VN: 'Mật khẩu mới phải gồm 6-12 chữ và số (ít nhất một chữ và một số) và khớp với xác nhận',
    zh_CN: '新密码须为6-12位字母和数字组合，且与确认密码一致',
  },
  enc_invalid: { en_US: 'The link is invalid or expired', vi_VN: 'Liên kết không hợp lệ hoặc đã hết hạn', zh_CN: '链接无效或已过期' },
  demo_unavailable: {
    en_US: 'This site has no test account',
    vi_VN: 'Trang này không có tài khoản thử nghiệm',
    zh_CN: '本站没有测试账号',
  },
  auth_code_invalid: {
    en_US: 'The sign-in has expired, please try again',
    vi_VN: 'Phiên đăng nhập đã hết hạn, vui lòng thử lại',
    zh_CN: '登录已过期，请重试',
  },
} satisfies Record<string, Partial<Record<Locale, string>> & { en_US: string }>

export type AuthMessage = keyof typeof MESSAGES
export function authMessage(key: AuthMessage, lang: Locale | undefined): string {
  return localize(MESSAGES[key], lang)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/* ------------------------------------------------------------------ shared helpers */

/** The sandbox IP rule for this address and scope (see ip_rules), or null. */
export async function ipRule(db: Db, ip: string, scope: 'login' | 'register' | 'sms'): Promise<number | null> {
  const found = await db.query<{ code: number }>('SELECT code FROM ip_rules WHERE ip = $1 AND scope = $2', [ip, scope])
  return found.rows[0]?.code ?? null
}

/**
 * Tokens checked once, kept in memory too: a wrong answer makes the handler fail, which rolls back
 * its `used_at` write, and the captcha must still be spent.
 */
const spentCaptchas = new Set<string>()

/** Checks and spends a captcha; false when unknown, expired, used, of another type or answered wrong. */
export async function spendCaptcha(db: Db, token: string, answer: string, type: 1 | 2): Promise<boolean> {
  if (spentCaptchas.has(token)) return false
  if (spentCaptchas.size > 50_000) spentCaptchas.clear()
  spentCaptchas.add(token)
  const found = await db.query<{ answer: string }>(
    `UPDATE captchas SET used_at = now()
      WHERE token = $1 AND type = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING answer`,
    [token, type],
  )
  const expected = found.rows[0]?.answer
  return expected !== undefined && expected === answer.trim()
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

export async function findMemberByAccount(db: Db, siteId: number, account: string): Promise<MemberRow | null> {
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
  member: { id: number; site_id: number; member_account: string; member_currency: Currency; member_type: number },
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
  // Other sessions of this member learn of the new login (spec §4: a different token logs them out).
  await realtime.toMember(member.id, 'login', { token })
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

async function recordAttempt(db: Db, ip: string, account: string, success: boolean): Promise<number> {
  const row = await db.query<{ id: string }>(
    'INSERT INTO login_attempts (ip, account, success) VALUES ($1, $2, $3) RETURNING id',
    [ip, account.slice(0, 64), success],
  )
  return Number(row.rows[0]?.id ?? 1)
}

/* ------------------------------------------------------------------ captcha */

const getCaptcha: Handler<'getCaptcha'> = async (ctx) => {
  const recent = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM captchas
      WHERE ip = $1 AND expires_at > now() + make_interval(mins => $2) - make_interval(secs => $3)`,
    [ctx.request.ip, CAPTCHA_TTL_MINUTES, CAPTCHA_WINDOW_MS / 1000],
  )
  if ((recent.rows[0]?.n ?? 0) >= CAPTCHA_BURST) throw businessError(101, authMessage('captcha_wait', ctx.lang))
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
    placeholder: authMessage('captcha_placeholder', ctx.lang),
  }
}

/* ------------------------------------------------------------------ login */

const login: Handler<'login'> = async (ctx) => {
  const { body, request, lang } = ctx
  const ipCode = await ipRule(ctx.db, request.ip, 'login')
  if (ipCode === 106) throw businessError(106, authMessage('ip_error', lang))
  if (ipCode !== null) throw businessError(ipCode, `${authMessage('ip_error', lang)} (${ipCode})`)

  const failed = recentFailures(request.ip)
  if (failed >= LOGIN_REFUSE_AFTER) throw new ApiError(429, 429, authMessage('throttled', lang))
  if (failed >= LOGIN_SLOW_AFTER) await sleep(SLOW_STEP_MS * (failed - LOGIN_SLOW_AFTER + 1))

  if (!(await spendCaptcha(ctx.db, body.captcha_token, body.answer, 1))) {
    throw businessError(105, authMessage('captcha_failed', lang))
  }
  const member = await findMemberByAccount(ctx.db, body.site_id, body.account)
  if (!member || !(await verifyPassword(body.password, member.password_hash))) {
    throw failedLogin(ctx)
  }
  if (member.status === 1) throw businessError(102, authMessage('account_disabled', lang))
  if (member.status === 2) throw businessError(103, authMessage('account_frozen', lang))
  await refuseExcludedLogin(ctx.db, member.id, lang)
  if (member.needs_transfer_verify) throw businessError(802, authMessage('transfer_verify', lang))
  if (member.bound_udid && member.bound_udid !== body.udid) {
    throw businessError(107, authMessage('different_device', lang))
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
  return businessError(101, authMessage('account_error', ctx.lang))
}

/* ------------------------------------------------------------------ double validation */

function questionsOf(member: MemberRow): Question[] {
  const all: [Question, unknown][] = [
    ['member_name', member.member_name],
    ['member_phone', member.member_phone],
    ['member_email', member.member_email],
    ['identity_id', member.identity_id],
    ['withdraw_password', member.withdraw_password_hash],
  ]
  return all.filter(([, value]) => typeof value === 'string' && value !== '').map(([q]) => q)
}

async function openChallenge(
  db: Db,
  member: MemberRow,
  device: number,
  ip: string,
  asked: Question[],
): Promise<Schemas['DoubleValidationChallenge'] | null> {
  const pool = questionsOf(member).slice(0, DEFAULT_QUESTION_COUNT)
  const question = pool.find((q) => !asked.includes(q))
  if (!question) return null
  const row = await db.query<{ member_login_id: number }>(
    `INSERT INTO login_challenges (member_id, question, asked, device, ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6)) RETURNING member_login_id`,
    [member.id, question, [...asked, question], device, ip, CHALLENGE_MINUTES],
  )
  return {
    member_login_id: row.rows[0]?.member_login_id ?? 1,
    question,
    available_questions_count: pool.length - asked.length - 1,
  }
}

interface ChallengeRow {
  member_login_id: number
  member_id: number
  question: Question
  asked: Question[]
  failures: number
  expired: boolean
  done: boolean
}

async function findChallenge(db: Db, id: number): Promise<ChallengeRow | null> {
  const found = await db.query<ChallengeRow>(
    `SELECT member_login_id, member_id, question, asked, failures,
            expires_at <= now() AS expired, done_at IS NOT NULL AS done
       FROM login_challenges WHERE member_login_id = $1`,
    [id],
  )
  return found.rows[0] ?? null
}

const WRONG_ANSWER_CODE: Record<Question, number> = {
  member_name: 103,
  identity_id: 103,
  withdraw_password: 104,
  member_phone: 205,
  member_email: 206,
}

async function answerMatches(member: MemberRow, question: Question, answer: string): Promise<boolean> {
  const given = answer.trim()
  switch (question) {
    case 'withdraw_password':
      return member.withdraw_password_hash !== null && verifyPassword(given, member.withdraw_password_hash)
    case 'member_email':
      return (member.member_email ?? '').toLowerCase() === given.toLowerCase()
    case 'member_name':
      return member.member_name.trim().toLowerCase() === given.toLowerCase()
    case 'member_phone':
      return (member.member_phone ?? '') === given.replace(/\D/g, '')
    case 'identity_id':
      return (member.identity_id ?? '') === given
  }
}

const submitDoubleValidation: Handler<'submitDoubleValidation'> = async (ctx) => {
  const { body, lang } = ctx
  const challenge = await findChallenge(ctx.db, body.member_login_id)
  if (!challenge || challenge.expired) throw businessError(101, authMessage('challenge_expired', lang))
  if (challenge.done) throw businessError(102, authMessage('challenge_done', lang))
  if ((await ipRule(ctx.db, ctx.request.ip, 'login')) !== null) throw businessError(106, authMessage('ip_error', lang))
  const member = await findMemberById(ctx.db, challenge.member_id)
  if (!member || member.status !== 0) throw businessError(202, authMessage('challenge_disabled', lang))
  if ((challengeFailures.get(challenge.member_login_id) ?? 0) >= CHALLENGE_MAX_FAILURES) throw businessError(998, authMessage('too_many_failures', lang))
  if (!(await spendCaptcha(ctx.db, body.captcha_token, body.captcha_answer, 1))) {
    throw challengeFailure(ctx, challenge, 105)
  }
  if (!(await answerMatches(member, challenge.question, body.answer))) {
    throw challengeFailure(ctx, challenge, WRONG_ANSWER_CODE[challenge.question])
  }
  await ctx.db.query('UPDATE login_challenges SET done_at = now() WHERE member_login_id = $1', [challenge.member_login_id])
  return startSession(ctx, member, challenge.member_login_id, body.device)
}

/** Wrong answers per challenge, in memory for the same reason as failed logins. */
const challengeFailures = new Map<number, number>()

function challengeFailure(ctx: OperationContext<unknown>, challenge: ChallengeRow, code: number): ApiError {
  const failures = (challengeFailures.get(challenge.member_login_id) ?? 0) + 1
  challengeFailures.set(challenge.member_login_id, failures)
  if (failures >= CHALLENGE_MAX_FAILURES) {
    return businessError(998, authMessage('too_many_failures', ctx.lang))
  }
  return businessError(code, authMessage('verify_failed', ctx.lang))
}

const skipDoubleValidationQuestion: Handler<'skipDoubleValidationQuestion'> = async (ctx) => {
  const challenge = await findChallenge(ctx.db, ctx.body.member_login_id)
  const member = challenge ? await findMemberById(ctx.db, challenge.member_id) : null
  if (!challenge || challenge.expired || challenge.done || !member) {
    throw businessError(101, authMessage('account_error', ctx.lang))
  }
  const next = await openChallenge(ctx.db, member, 1, ctx.request.ip, challenge.asked)
  if (!next) throw businessError(101, authMessage('no_more_questions', ctx.lang))
  // The old question can no longer be answered.
  await ctx.db.query('UPDATE login_challenges SET done_at = now() WHERE member_login_id = $1', [challenge.member_login_id])
  return { double_validation: next }
}

/* ------------------------------------------------------------------ member transfer verification */

const verifyMemberTransfer: Handler<'verifyMemberTransfer'> = async (ctx) => {
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

const resetMemberTransferPassword: Handler<'resetMemberTransferPassword'> = async (ctx) => {
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

/* ------------------------------------------------------------------ encrypted deep link */

/* ------------------------------------------------------------------ logout */

const logout: Handler<'logout'> = async (ctx) => {
  if (ctx.session) await revokeSession(ctx.db, ctx.session.token)
  return null
}

export const authHandlers: [string, RawHandler][] = [
  handler('getCaptcha', getCaptcha),
  handler('login', login),
  handler('logout', logout),
  handler('submitDoubleValidation', submitDoubleValidation),
  handler('skipDoubleValidationQuestion', skipDoubleValidationQuestion),
  handler('verifyMemberTransfer', verifyMemberTransfer),
  handler('resetMemberTransferPassword', resetMemberTransferPassword),
]
