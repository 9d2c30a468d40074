import { randomInt } from 'node:crypto'
import type { components } from '../../src/platform/api/schema.gen.ts'
import { hashPassword } from '../auth/passwords.ts'
import type { Db } from '../db/types.ts'
import { localize, type Locale } from '../domain/reference.ts'
import { businessError } from '../http/envelope.ts'
import { ipRule, spendCaptcha, startSession } from './auth/index.ts'
import type { OperationContext, RawHandler } from './context.ts'
import { handler, type Handler } from './define.ts'

type Schemas = components['schemas']
type Currency = Schemas['Currency']
type RegisterFields = Schemas['RegisterFields']

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
export const CONTACT_CODES: Record<string, number> = {
  member_qq: 301,
  member_telegram: 302,
  member_whats_app: 303,
  member_skype: 304,
  member_fb: 305,
  member_zalo: 306,
  member_wechat: 307,
  member_others: 308,
}

const MESSAGES = {
  102: { en_US: 'This account already exists', vi_VN: 'Tài khoản đã tồn tại', zh_CN: '账号已存在' },
  103: { en_US: 'This name is already registered', vi_VN: 'Họ tên đã được đăng ký', zh_CN: '姓名已被注册' },
  104: { en_US: 'This phone number is already registered', vi_VN: 'Số điện thoại đã được đăng ký', zh_CN: '手机号已被注册' },
  105: { en_US: 'This email is already registered', vi_VN: 'Email đã được đăng ký', zh_CN: '邮箱已被注册' },
  106: { en_US: 'The agent of this link does not exist', vi_VN: 'Đại lý của liên kết không tồn tại', zh_CN: '代理不存在' },
  107: { en_US: 'Friend recommendation is closed', vi_VN: 'Giới thiệu bạn bè đã đóng', zh_CN: '好友推荐已关闭' },
  108: { en_US: 'The agent is disabled', vi_VN: 'Đại lý đã bị vô hiệu hóa', zh_CN: '代理已停用' },
  109: { en_US: 'The recommender is disabled', vi_VN: 'Người giới thiệu đã bị vô hiệu hóa', zh_CN: '推荐人已停用' },
  110: { en_US: 'This recommend code is disabled', vi_VN: 'Mã giới thiệu đã bị vô hiệu hóa', zh_CN: '推荐码已停用' },
  112: { en_US: 'Introducer not found', vi_VN: 'Không tìm thấy người giới thiệu', zh_CN: '介绍人不存在' },
  113: { en_US: 'The SMS code is wrong', vi_VN: 'Mã SMS không đúng', zh_CN: '短信验证码错误' },
  114: { en_US: 'This identity id is already registered', vi_VN: 'Số CMND đã được đăng ký', zh_CN: '身份证号已被注册' },
  206: { en_US: 'Invalid email', vi_VN: 'Email không hợp lệ', zh_CN: '邮箱格式错误' },
  209: { en_US: 'Invalid phone number', vi_VN: 'Số điện thoại không hợp lệ', zh_CN: '手机号格式错误' },
  214: { en_US: 'This name cannot be registered', vi_VN: 'Họ tên này không thể đăng ký', zh_CN: '该姓名无法注册' },
  215: {
    en_US: 'This phone number cannot receive codes, please use another',
    vi_VN: 'Số điện thoại này không thể nhận mã, vui lòng dùng số khác',
    zh_CN: '该手机号无法接收验证码，请更换',
  },
  216: { en_US: 'This email cannot be registered', vi_VN: 'Email này không thể đăng ký', zh_CN: '该邮箱无法注册' },
  218: { en_US: 'Registration is not allowed from your IP', vi_VN: 'IP của bạn không được phép đăng ký', zh_CN: '您的IP无法注册' },
  219: { en_US: 'Introducer not found', vi_VN: 'Không tìm thấy người giới thiệu', zh_CN: '介绍人不存在' },
  222: { en_US: 'The verification code is wrong', vi_VN: 'Mã xác minh không đúng', zh_CN: '验证码错误' },
  223: { en_US: 'This identity id is already registered', vi_VN: 'Số CMND đã được đăng ký', zh_CN: '身份证号已被注册' },
  224: { en_US: 'The captcha is wrong or expired', vi_VN: 'Mã captcha sai hoặc đã hết hạn', zh_CN: '图形验证码错误' },
  227: { en_US: 'Invalid name', vi_VN: 'Họ tên không hợp lệ', zh_CN: '姓名格式错误' },
  228: { en_US: 'Invalid introducer', vi_VN: 'Người giới thiệu không hợp lệ', zh_CN: '介绍人格式错误' },
  301: { en_US: 'This QQ is already registered', vi_VN: 'QQ đã được đăng ký', zh_CN: 'QQ已被注册' },
  302: { en_US: 'This Telegram is already registered', vi_VN: 'Telegram đã được đăng ký', zh_CN: 'Telegram已被注册' },
  303: { en_US: 'This WhatsApp is already registered', vi_VN: 'WhatsApp đã được đăng ký', zh_CN: 'WhatsApp已被注册' },
  304: { en_US: 'This Skype is already registered', vi_VN: 'Skype đã được đăng ký', zh_CN: 'Skype已被注册' },
  305: { en_US: 'This Facebook is already registered', vi_VN: 'Facebook đã được đăng ký', zh_CN: 'Facebook已被注册' },
  306: { en_US: 'This Zalo is already registered', vi_VN: 'Zalo đã được đăng ký', zh_CN: 'Zalo已被注册' },
  307: { en_US: 'This WeChat is already registered', vi_VN: 'WeChat đã được đăng ký', zh_CN: '微信已被注册' },
  308: { en_US: 'This contact is already registered', vi_VN: 'Liên hệ này đã được đăng ký', zh_CN: '该联系方式已被注册' },
  996: { en_US: 'Registering too frequently, please try later', vi_VN: 'Đăng ký quá thường xuyên, vui lòng thử lại sau', zh_CN: '注册过于频繁' },
  997: { en_US: 'The registration limit for your IP is reached', vi_VN: 'Đã đạt giới hạn đăng ký cho IP của bạn', zh_CN: '该IP注册数已达上限' },
  sms_99: { en_US: 'The code could not be sent to this number', vi_VN: 'Không thể gửi mã tới số này', zh_CN: '验证码发送失败' },
  sms_102: { en_US: 'A code was sent less than 5 minutes ago', vi_VN: 'Mã đã được gửi cách đây chưa tới 5 phút', zh_CN: '5分钟内已发送过验证码' },
  sms_103: { en_US: 'Verification messages are unavailable', vi_VN: 'Tạm thời không gửi được tin nhắn xác minh', zh_CN: '短信余额不足' },
  sms_104: { en_US: 'Please contact customer service', vi_VN: 'Vui lòng liên hệ bộ phận CSKH', zh_CN: '请联系客服' },
  sms_201: { en_US: 'Please enter a phone number', vi_VN: 'Vui lòng nhập số điện thoại', zh_CN: '请输入手机号' },
} satisfies Record<string, Partial<Record<Locale, string>> & { en_US: string }>

type MessageKey = keyof typeof MESSAGES
/** The business error of a registration field code (also answered by the member centre's profile edit). */
export const fieldError = (code: MessageKey & number, lang: Locale | undefined) =>
  businessError(code, localize(MESSAGES[code], lang))
const fail = fieldError
const smsFail = (code: 99 | 102 | 103 | 104 | 201, lang: Locale | undefined) =>
  businessError(code, localize(MESSAGES[`sms_${code}`], lang))

async function exists(db: Db, sql: string, params: unknown[]): Promise<boolean> {
  const found = await db.query(sql, params)
  return found.rowCount > 0 || found.rows.length > 0
}

export async function blacklisted(db: Db, kind: 'name' | 'email' | 'phone', value: string): Promise<boolean> {
  return exists(db, 'SELECT 1 FROM register_blacklist WHERE kind = $1 AND lower(value) = lower($2)', [kind, value.trim()])
}

/** Checks every given field; `final` adds the checks of the submit (introducer codes 219/223 instead of 112/114). */
async function checkFields(
  ctx: OperationContext<unknown>,
  siteId: number,
  currency: Currency,
  fields: RegisterFields & { member_account?: string },
  final: boolean,
): Promise<void> {
  const { db, lang } = ctx
  if ((await ipRule(db, ctx.request.ip, 'register')) !== null) throw fail(218, lang)
  if (fields.member_account !== undefined) {
    const taken = await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND lower(member_account) = lower($2)', [
      siteId,
      fields.member_account,
    ])
    if (taken) throw fail(102, lang)
  }
  if (fields.member_name !== undefined) {
    const name = fields.member_name.trim()
    if (await blacklisted(db, 'name', name)) throw fail(214, lang)
    if (!/^[\p{L}\p{M}' .-]{2,50}$/u.test(name)) throw fail(227, lang)
    if (await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND lower(member_name) = lower($2)', [siteId, name])) {
      throw fail(103, lang)
    }
  }
  if (fields.member_phone !== undefined) {
    if (await blacklisted(db, 'phone', fields.member_phone)) throw fail(215, lang)
    if (currency === 'VND' && fields.member_phone.length !== 10) throw fail(209, lang)
    if (await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND member_phone = $2', [siteId, fields.member_phone])) {
      throw fail(104, lang)
    }
  }
  if (fields.member_email !== undefined) {
    const email = fields.member_email.trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw fail(206, lang)
    if (await blacklisted(db, 'email', email)) throw fail(216, lang)
    if (await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND lower(member_email) = lower($2)', [siteId, email])) {
      throw fail(105, lang)
    }
  }
  if (fields.identity_id !== undefined) {
    if (await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND identity_id = $2', [siteId, fields.identity_id.trim()])) {
      throw fail(final ? 223 : 114, lang)
    }
  }
  for (const [name, code] of Object.entries(CONTACT_CODES)) {
    const value = fields[name as keyof RegisterFields]
    if (typeof value !== 'string' || value === '') continue
    const used = await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND contacts ->> $2 = $3', [siteId, name, value])
    if (used) throw businessError(code, localize(MESSAGES[code as MessageKey], lang))
  }
  if (fields.introducer !== undefined && fields.introducer.trim() !== '') {
    await checkIntroducer(db, siteId, currency, fields.introducer.trim(), final, lang)
  }
}

async function checkIntroducer(
  db: Db,
  siteId: number,
  currency: Currency,
  introducer: string,
  final: boolean,
  lang: Locale | undefined,
): Promise<{ agent_id: number } | { recommend_code: string }> {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(introducer)) throw fail(228, lang)
  if (/^\d+$/.test(introducer)) {
    const agent = await db.query<{ active: boolean }>('SELECT active FROM agents WHERE id = $1 AND site_id = $2', [
      Number(introducer),
      siteId,
    ])
    const row = agent.rows[0]
    if (!row) throw fail(106, lang)
    if (!row.active) throw fail(108, lang)
    return { agent_id: Number(introducer) }
  }
  const code = await db.query<{ active: boolean; status: number }>(
    `SELECT r.active, m.status FROM recommend_codes r JOIN members m ON m.id = r.member_id
      WHERE upper(r.code) = upper($1) AND r.site_id = $2`,
    [introducer, siteId],
  )
  const row = code.rows[0]
  if (!row) throw fail(final ? 219 : 112, lang)
  if (!row.active) throw fail(110, lang)
  if (row.status !== 0) throw fail(109, lang)
  if (FRIEND_BONUS_CLOSED.includes(currency)) throw fail(107, lang)
  return { recommend_code: introducer.toUpperCase() }
}

export async function latestSmsCode(db: Db, siteId: number, phone: string): Promise<{ id: number; code: string } | null> {
  const found = await db.query<{ id: string; code: string }>(
    `SELECT id, code FROM sms_codes WHERE site_id = $1 AND phone = $2 AND used_at IS NULL
        AND created_at > now() - interval '30 minutes' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [siteId, phone],
  )
  const row = found.rows[0]
  return row ? { id: Number(row.id), code: row.code } : null
}

/* ------------------------------------------------------------------ handlers */

const listRegisterSettings: Handler<'listRegisterSettings'> = async (ctx) => {
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

const listServiceAgreements: Handler<'listServiceAgreements'> = async (ctx) => {
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

const verifyRegisterField: Handler<'verifyRegisterField'> = async (ctx) => {
  const { site_id, member_currency, verification: _verification, ...fields } = ctx.body
  void _verification
  await checkFields(ctx, site_id, member_currency, fields, false)
  return null
}

const register: Handler<'register'> = async (ctx) => {
  const { body, lang, db, request } = ctx
  const recent = await db.query<{ burst: number; daily: number }>(
    `SELECT count(*) FILTER (WHERE created_at > now() - make_interval(mins => $2))::int AS burst,
            count(*) FILTER (WHERE created_at > now() - interval '24 hours')::int AS daily
       FROM register_log WHERE ip = $1`,
    [request.ip, REGISTER_BURST_MINUTES],
  )
  if ((recent.rows[0]?.daily ?? 0) >= REGISTER_DAILY_LIMIT) throw fail(997, lang)
  if ((recent.rows[0]?.burst ?? 0) >= REGISTER_BURST) throw fail(996, lang)

  const site = await db.query<{ captcha: boolean }>(
    `SELECT coalesce((settings ->> 'captcha_enabled')::boolean, true) AS captcha FROM sites WHERE id = $1`,
    [body.site_id],
  )
  if (site.rows[0]?.captcha !== false) {
    if (!body.captcha_token || !body.answer || !(await spendCaptcha(db, body.captcha_token, body.answer, 2))) {
      throw fail(224, lang)
    }
  }
  const { site_id, member_currency, password, captcha_token: _t, answer: _a, verify_code, errorTrack: _e, ...fields } = body
  void _t
  void _a
  void _e
  await checkFields(ctx, site_id, member_currency, fields, true)

  const phoneVerified = await db.query<{ on: boolean }>(
    `SELECT is_verification AS on FROM register_settings WHERE site_id = $1 AND currency = $2 AND name = 'member_phone'`,
    [site_id, member_currency],
  )
  let smsId: number | null = null
  if (fields.member_phone && phoneVerified.rows[0]?.on) {
    const sent = await latestSmsCode(db, site_id, fields.member_phone)
    if (!sent || sent.code !== fields.phone_verify) throw fail(113, lang)
    smsId = sent.id
  }
  if (verify_code !== undefined && verify_code !== '') {
    const sent = fields.member_phone ? await latestSmsCode(db, site_id, fields.member_phone) : null
    if (!sent || sent.code !== verify_code) throw fail(222, lang)
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
  const inserted = await db.query<{ id: number }>(
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
  const memberId = inserted.rows[0]?.id
  if (memberId === undefined) throw new Error('member insert returned no id')
  await db.query(`INSERT INTO wallets (member_id, wallet_code, currency, balance) VALUES ($1, 'main', $2, 0)`, [
    memberId,
    member_currency,
  ])
  if (smsId !== null) await db.query('UPDATE sms_codes SET used_at = now() WHERE id = $1', [smsId])
  await db.query('INSERT INTO register_log (ip, member_id) VALUES ($1, $2)', [request.ip, memberId])
  return startSession(
    ctx,
    { id: memberId, site_id, member_account: body.member_account, member_currency, member_type: 1 },
    memberId,
  )
}

const sendRegisterSms: Handler<'sendRegisterSms'> = async (ctx) => {
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

const checkRegisterLink: Handler<'checkRegisterLink'> = async (ctx) => {
  const { body } = ctx
  if (body.recommend_code) {
    const found = await ctx.db.query<{ active: boolean; status: number; currency: Currency }>(
      `SELECT r.active, m.status, m.member_currency AS currency FROM recommend_codes r
         JOIN members m ON m.id = r.member_id WHERE upper(r.code) = upper($1) AND r.site_id = $2`,
      [body.recommend_code, body.site_id],
    )
    const row = found.rows[0]
    const valid = !!row && row.active && row.status === 0
    return { is_valid: valid, currency: valid && row ? row.currency : null, agent_id: null }
  }
  const found = await ctx.db.query<{ active: boolean; currency: Currency }>(
    `SELECT a.active, m.member_currency AS currency FROM agents a JOIN members m ON m.id = a.member_id
      WHERE a.id = $1 AND a.site_id = $2`,
    [body.agent_id ?? 0, body.site_id],
  )
  const row = found.rows[0]
  const valid = !!row && row.active
  return { is_valid: valid, currency: valid && row ? row.currency : null, agent_id: valid ? (body.agent_id ?? null) : null }
}

const checkFriendBonus: Handler<'checkFriendBonus'> = async (ctx) => ({
  is_friend: !FRIEND_BONUS_CLOSED.includes(ctx.body.member_currency),
})

const checkAgentDomain: Handler<'checkAgentDomain'> = async (ctx) => {
  const host = ctx.body.host.toLowerCase().split(':')[0] ?? ''
  const found = await ctx.db.query<{ agent_id: number; currency: Currency; active: boolean }>(
    'SELECT agent_id, currency, active FROM agent_domains WHERE host = $1 AND site_id = $2',
    [host, ctx.body.site_id],
  )
  const row = found.rows[0]
  if (!row || !row.active) return { is_valid: false, currency: null, agent_id: null }
  return { is_valid: true, currency: row.currency, agent_id: row.agent_id }
}

export const registrationHandlers: [string, RawHandler][] = [
  handler('listRegisterSettings', listRegisterSettings),
  handler('listServiceAgreements', listServiceAgreements),
  handler('verifyRegisterField', verifyRegisterField),
  handler('register', register),
  handler('sendRegisterSms', sendRegisterSms),
  handler('checkRegisterLink', checkRegisterLink),
  handler('checkFriendBonus', checkFriendBonus),
  handler('checkAgentDomain', checkAgentDomain),
]
