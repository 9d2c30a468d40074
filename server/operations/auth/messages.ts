/** Auth messages in English, Vietnamese and Simplified Chinese; English stands in for the other languages. */
import { localize, type Locale } from '../../domain/reference.ts'

const MESSAGES = {
  ip_error: {
    en_US: 'Your IP address is not allowed',
    vi_VN: 'Địa chỉ IP của bạn không được phép',
    zh_CN: 'IP 地址受限',
  },
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
  account_error: {
    en_US: 'Wrong account or password',
    vi_VN: 'Sai tài khoản hoặc mật khẩu',
    zh_CN: '账号或密码错误',
  },
  account_disabled: {
    en_US: 'This account is disabled',
    vi_VN: 'Tài khoản đã bị vô hiệu hóa',
    zh_CN: '账号已停用',
  },
  account_frozen: {
    en_US: 'This account is frozen',
    vi_VN: 'Tài khoản đã bị đóng băng',
    zh_CN: '账号已冻结',
  },
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
  recovery_locked: {
    en_US: 'Too many failed verifications. Please try again in 30 minutes',
    vi_VN: 'Xác minh sai quá nhiều lần. Vui lòng thử lại sau 30 phút',
    zh_CN: '验证失败次数过多，请30分钟后再试',
  },
  password_rule: {
    en_US:
      'The new password must be 6-12 letters and digits with at least one of each, and match its confirmation',
    vi_VN: 'Mật khẩu mới phải gồm 6-12 chữ và số (ít nhất một chữ và một số) và khớp với xác nhận',
    zh_CN: '新密码须为6-12位字母和数字组合，且与确认密码一致',
  },
  enc_invalid: {
    en_US: 'The link is invalid or expired',
    vi_VN: 'Liên kết không hợp lệ hoặc đã hết hạn',
    zh_CN: '链接无效或已过期',
  },
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
