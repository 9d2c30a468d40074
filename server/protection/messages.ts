import { localize, type Locale } from '../domain/reference.ts'

/** Server messages of player protection (vi_VN, en_US, zh_CN; en_US fallback). `{x}` are filled in. */
const MESSAGES = {
  deposit_limit_exceeded: {
    en_US: 'This deposit is over your deposit limit. You can deposit up to {remaining} {currency} now.',
    vi_VN: 'Khoản nạp vượt quá giới hạn nạp của bạn. Hiện bạn có thể nạp tối đa {remaining} {currency}.',
    zh_CN: '该笔存款超出您的存款限额。您现在最多可存 {remaining} {currency}。',
  },
  loss_limit_reached: {
    en_US: 'You have reached your loss limit. Play is paused until the limit allows it again.',
    vi_VN: 'Bạn đã đạt giới hạn thua lỗ. Tạm dừng chơi cho đến khi giới hạn cho phép.',
    zh_CN: '您已达到亏损限额，暂停游戏直至限额恢复。',
  },
  session_limit_reached: {
    en_US: 'You have reached your session-time limit. Play is paused until the limit allows it again.',
    vi_VN: 'Bạn đã đạt giới hạn thời gian chơi. Tạm dừng chơi cho đến khi giới hạn cho phép.',
    zh_CN: '您已达到游戏时长限额，暂停游戏直至限额恢复。',
  },
  account_time_out: {
    en_US: 'You are taking a time-out until {until}. You can log in again after that.',
    vi_VN: 'Bạn đang tạm nghỉ đến {until}. Bạn có thể đăng nhập lại sau thời điểm đó.',
    zh_CN: '您正在暂停休息，直至 {until}，之后可再次登录。',
  },
  account_self_excluded: {
    en_US: 'You are self-excluded until {until}. Your account cannot be used before then.',
    vi_VN: 'Bạn đã tự loại trừ đến {until}. Tài khoản không thể sử dụng trước thời điểm đó.',
    zh_CN: '您已自我禁入，直至 {until}，在此之前无法使用账户。',
  },
  protection_limit_invalid: {
    en_US: 'This amount is not valid for this limit',
    vi_VN: 'Số tiền không hợp lệ cho giới hạn này',
    zh_CN: '该限额数值无效',
  },
  reality_check_required: {
    en_US: 'This site does not allow switching the reality check off',
    vi_VN: 'Trang này không cho phép tắt nhắc nhở thời gian',
    zh_CN: '本站不允许关闭现实提醒',
  },
  exclusion_period_invalid: {
    en_US: 'This period is not available for this choice',
    vi_VN: 'Khoảng thời gian này không hợp lệ',
    zh_CN: '该期限不可用',
  },
  exclusion_cannot_shorten: {
    en_US: 'A longer break is already running until {until}; it cannot be shortened',
    vi_VN: 'Một khoảng nghỉ dài hơn đang có hiệu lực đến {until}; không thể rút ngắn',
    zh_CN: '已有更长的暂停至 {until}，无法缩短',
  },
  exclusion_not_confirmed: {
    en_US: 'Please confirm your choice',
    vi_VN: 'Vui lòng xác nhận lựa chọn của bạn',
    zh_CN: '请确认您的选择',
  },
} satisfies Record<string, Partial<Record<Locale, string>> & { en_US: string }>

export type ProtectionMessageKey = keyof typeof MESSAGES

export function protectionMessage(
  key: ProtectionMessageKey,
  lang: Locale | undefined,
  values: Record<string, string> = {},
): string {
  return localize(MESSAGES[key], lang).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** A time as players read it in messages: `2026-01-31 18:05 UTC`. */
export function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
