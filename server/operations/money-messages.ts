import { FALLBACK_LOCALE, type Locale } from '../domain/reference.ts'

/** Server messages of the wallet, member-money and agent operations (vi_VN, en_US, zh_CN; en_US fallback). */
const MESSAGES = {
  not_found: { vi_VN: 'Không tìm thấy', en_US: 'Not found', zh_CN: '不存在' },
  one_key_err_code_101: {
    vi_VN: 'Ví đang bị khóa, không thể thu hồi số dư',
    en_US: 'Your wallet is locked; balances cannot be recovered',
    zh_CN: '钱包已锁定，无法回收余额',
  },
  one_key_err_code_102: {
    vi_VN: 'Đang có trò chơi mở, vui lòng thoát trò chơi trước',
    en_US: 'A game is still open; leave the game first',
    zh_CN: '游戏进行中，请先退出游戏',
  },
  one_key_err_code_103: {
    vi_VN: 'Nhà cung cấp đang bảo trì',
    en_US: 'The game platform is under maintenance',
    zh_CN: '游戏平台维护中',
  },
  one_key_err_code_104: {
    vi_VN: 'Tài khoản không được phép thu hồi số dư',
    en_US: 'This account may not recover balances',
    zh_CN: '该账户不允许回收余额',
  },
  one_key_err_code_105: {
    vi_VN: 'Không có nền tảng này trong ví của bạn',
    en_US: 'This platform is not in your wallet',
    zh_CN: '钱包中没有该平台',
  },
  deposit_amount_out_of_range: {
    vi_VN: 'Số tiền nạp không nằm trong hạn mức',
    en_US: 'The deposit amount is outside the allowed range',
    zh_CN: '充值金额超出范围',
  },
  deposit_channel_unavailable: {
    vi_VN: 'Kênh nạp tiền không khả dụng',
    en_US: 'This deposit method is not available',
    zh_CN: '充值渠道不可用',
  },
  need_bank_account_deposit_verified: {
    vi_VN: 'Vui lòng liên kết tài khoản ngân hàng trước khi nạp tiền',
    en_US: 'Bind a bank account before depositing',
    zh_CN: '请先绑定银行账户再充值',
  },
  deposit_pending_order: {
    vi_VN: 'Bạn có quá nhiều lệnh nạp đang chờ, vui lòng hoàn tất trước',
    en_US: 'You have too many unfinished deposits; finish or wait for them first',
    zh_CN: '未完成的充值订单过多，请先完成',
  },
  withdraw_password_wrong: {
    vi_VN: 'Mật khẩu rút tiền không đúng',
    en_US: 'Wrong withdrawal password',
    zh_CN: '取款密码错误',
  },
  withdraw_amount_out_of_range: {
    vi_VN: 'Số tiền rút không nằm trong hạn mức',
    en_US: 'The withdrawal amount is outside the allowed range',
    zh_CN: '取款金额超出范围',
  },
  withdraw_turnover_not_met: {
    vi_VN: 'Chưa đạt yêu cầu doanh thu cược',
    en_US: 'The required bet turnover has not been reached',
    zh_CN: '未达到流水要求',
  },
  withdraw_password_not_set: {
    vi_VN: 'Vui lòng đặt mật khẩu rút tiền trước',
    en_US: 'Set a withdrawal password first',
    zh_CN: '请先设置取款密码',
  },
  insufficient_balance: { vi_VN: 'Số dư không đủ', en_US: 'Insufficient balance', zh_CN: '余额不足' },
  withdraw_daily_limit: {
    vi_VN: 'Đã đạt số lần rút tối đa trong ngày',
    en_US: 'You reached today’s withdrawal limit',
    zh_CN: '已达今日取款次数上限',
  },
  bank_account_repeat: {
    vi_VN: 'Tài khoản ngân hàng đã được liên kết',
    en_US: 'This bank account is already bound',
    zh_CN: '该银行账户已绑定',
  },
  bank_account_limit: {
    vi_VN: 'Đã đạt số tài khoản ngân hàng tối đa',
    en_US: 'You have bound the maximum number of bank accounts',
    zh_CN: '绑定的银行账户已达上限',
  },
  recommend_closed: {
    vi_VN: 'Chương trình giới thiệu đã đóng',
    en_US: 'Friend recommendation is closed',
    zh_CN: '推荐活动已关闭',
  },
  not_agent: {
    vi_VN: 'Bạn chưa phải là đại lý',
    en_US: 'You are not an active agent',
    zh_CN: '您还不是代理',
  },
  agent_application_pending: {
    vi_VN: 'Đơn đăng ký đại lý đang chờ duyệt',
    en_US: 'Your agent application is being reviewed',
    zh_CN: '代理申请审核中',
  },
  already_agent: { vi_VN: 'Bạn đã là đại lý', en_US: 'You are already an agent', zh_CN: '您已经是代理' },
  downline_not_found: {
    vi_VN: 'Không tìm thấy thành viên tuyến dưới',
    en_US: 'No such member in your downline',
    zh_CN: '下线会员不存在',
  },
} satisfies Record<string, Partial<Record<Locale, string>> & { en_US: string }>

export type MoneyMessageKey = keyof typeof MESSAGES

export function moneyMessage(key: MoneyMessageKey, locale: Locale | undefined): string {
  const texts: Partial<Record<Locale, string>> = MESSAGES[key]
  return (locale && texts[locale]) || texts[FALLBACK_LOCALE] || key
}
