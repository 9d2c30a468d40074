/** Registration rules and limits, its messages, and the look-ups its checks share. */
import type { components } from '../../../openapi/lotus.gen.ts'
import type { Db } from '../../db/types.ts'
import { localize, type Locale } from '../../domain/reference.ts'
import { businessError } from '../../http/envelope.ts'

type Currency = components['schemas']['Currency']

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

export const MESSAGES = {
  102: { en_US: 'This account already exists', vi_VN: 'Tài khoản đã tồn tại', zh_CN: '账号已存在' },
  103: { en_US: 'This name is already registered', vi_VN: 'Họ tên đã được đăng ký', zh_CN: '姓名已被注册' },
  104: {
    en_US: 'This phone number is already registered',
    vi_VN: 'Số điện thoại đã được đăng ký',
    zh_CN: '手机号已被注册',
  },
  105: { en_US: 'This email is already registered', vi_VN: 'Email đã được đăng ký', zh_CN: '邮箱已被注册' },
  106: {
    en_US: 'The agent of this link does not exist',
    vi_VN: 'Đại lý của liên kết không tồn tại',
    zh_CN: '代理不存在',
  },
  107: {
    en_US: 'Friend recommendation is closed',
    vi_VN: 'Giới thiệu bạn bè đã đóng',
    zh_CN: '好友推荐已关闭',
  },
  108: { en_US: 'The agent is disabled', vi_VN: 'Đại lý đã bị vô hiệu hóa', zh_CN: '代理已停用' },
  109: {
    en_US: 'The recommender is disabled',
    vi_VN: 'Người giới thiệu đã bị vô hiệu hóa',
    zh_CN: '推荐人已停用',
  },
  110: {
    en_US: 'This recommend code is disabled',
    vi_VN: 'Mã giới thiệu đã bị vô hiệu hóa',
    zh_CN: '推荐码已停用',
  },
  112: { en_US: 'Introducer not found', vi_VN: 'Không tìm thấy người giới thiệu', zh_CN: '介绍人不存在' },
  113: { en_US: 'The SMS code is wrong', vi_VN: 'Mã SMS không đúng', zh_CN: '短信验证码错误' },
  114: {
    en_US: 'This identity id is already registered',
    vi_VN: 'Số CMND đã được đăng ký',
    zh_CN: '身份证号已被注册',
  },
  206: { en_US: 'Invalid email', vi_VN: 'Email không hợp lệ', zh_CN: '邮箱格式错误' },
  209: { en_US: 'Invalid phone number', vi_VN: 'Số điện thoại không hợp lệ', zh_CN: '手机号格式错误' },
  214: {
    en_US: 'This name cannot be registered',
    vi_VN: 'Họ tên này không thể đăng ký',
    zh_CN: '该姓名无法注册',
  },
  215: {
    en_US: 'This phone number cannot receive codes, please use another',
    vi_VN: 'Số điện thoại này không thể nhận mã, vui lòng dùng số khác',
    zh_CN: '该手机号无法接收验证码，请更换',
  },
  216: {
    en_US: 'This email cannot be registered',
    vi_VN: 'Email này không thể đăng ký',
    zh_CN: '该邮箱无法注册',
  },
  218: {
    en_US: 'Registration is not allowed from your IP',
    vi_VN: 'IP của bạn không được phép đăng ký',
    zh_CN: '您的IP无法注册',
  },
  219: { en_US: 'Introducer not found', vi_VN: 'Không tìm thấy người giới thiệu', zh_CN: '介绍人不存在' },
  222: { en_US: 'The verification code is wrong', vi_VN: 'Mã xác minh không đúng', zh_CN: '验证码错误' },
  223: {
    en_US: 'This identity id is already registered',
    vi_VN: 'Số CMND đã được đăng ký',
    zh_CN: '身份证号已被注册',
  },
  224: {
    en_US: 'The captcha is wrong or expired',
    vi_VN: 'Mã captcha sai hoặc đã hết hạn',
    zh_CN: '图形验证码错误',
  },
  227: { en_US: 'Invalid name', vi_VN: 'Họ tên không hợp lệ', zh_CN: '姓名格式错误' },
  228: { en_US: 'Invalid introducer', vi_VN: 'Người giới thiệu không hợp lệ', zh_CN: '介绍人格式错误' },
  301: { en_US: 'This QQ is already registered', vi_VN: 'QQ đã được đăng ký', zh_CN: 'QQ已被注册' },
  302: {
    en_US: 'This Telegram is already registered',
    vi_VN: 'Telegram đã được đăng ký',
    zh_CN: 'Telegram已被注册',
  },
  303: {
    en_US: 'This WhatsApp is already registered',
    vi_VN: 'WhatsApp đã được đăng ký',
    zh_CN: 'WhatsApp已被注册',
  },
  304: { en_US: 'This Skype is already registered', vi_VN: 'Skype đã được đăng ký', zh_CN: 'Skype已被注册' },
  305: {
    en_US: 'This Facebook is already registered',
    vi_VN: 'Facebook đã được đăng ký',
    zh_CN: 'Facebook已被注册',
  },
  306: { en_US: 'This Zalo is already registered', vi_VN: 'Zalo đã được đăng ký', zh_CN: 'Zalo已被注册' },
  307: { en_US: 'This WeChat is already registered', vi_VN: 'WeChat đã được đăng ký', zh_CN: '微信已被注册' },
  308: {
    en_US: 'This contact is already registered',
    vi_VN: 'Liên hệ này đã được đăng ký',
    zh_CN: '该联系方式已被注册',
  },
  996: {
    en_US: 'Registering too frequently, please try later',
    vi_VN: 'Đăng ký quá thường xuyên, vui lòng thử lại sau',
    zh_CN: '注册过于频繁',
  },
  997: {
    en_US: 'The registration limit for your IP is reached',
    vi_VN: 'Đã đạt giới hạn đăng ký cho IP của bạn',
    zh_CN: '该IP注册数已达上限',
  },
  sms_99: {
    en_US: 'The code could not be sent to this number',
    vi_VN: 'Không thể gửi mã tới số này',
    zh_CN: '验证码发送失败',
  },
  sms_102: {
    en_US: 'A code was sent less than 5 minutes ago',
    vi_VN: 'Mã đã được gửi cách đây chưa tới 5 phút',
    zh_CN: '5分钟内已发送过验证码',
  },
  sms_103: {
    en_US: 'Verification messages are unavailable',
    vi_VN: 'Tạm thời không gửi được tin nhắn xác minh',
    zh_CN: '短信余额不足',
  },
  sms_104: {
    en_US: 'Please contact customer service',
    vi_VN: 'Vui lòng liên hệ bộ phận CSKH',
    zh_CN: '请联系客服',
  },
  sms_201: {
    en_US: 'Please enter a phone number',
    vi_VN: 'Vui lòng nhập số điện thoại',
    zh_CN: '请输入手机号',
  },
} satisfies Record<string, Partial<Record<Locale, string>> & { en_US: string }>

export type MessageKey = keyof typeof MESSAGES
/** The business error of a registration field code (also answered by the member centre's profile edit). */
export const fieldError = (code: MessageKey & number, lang: Locale | undefined) =>
  businessError(code, localize(MESSAGES[code], lang))
export const smsFail = (code: 99 | 102 | 103 | 104 | 201, lang: Locale | undefined) =>
  businessError(code, localize(MESSAGES[`sms_${code}`], lang))

export async function exists(db: Db, sql: string, params: unknown[]): Promise<boolean> {
  const found = await db.query(sql, params)
  return found.rowCount > 0 || found.rows.length > 0
}

export async function blacklisted(db: Db, kind: 'name' | 'email' | 'phone', value: string): Promise<boolean> {
  return exists(db, 'SELECT 1 FROM register_blacklist WHERE kind = $1 AND lower(value) = lower($2)', [
    kind,
    value.trim(),
  ])
}
