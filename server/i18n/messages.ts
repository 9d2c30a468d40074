import { FALLBACK_LOCALE, type Locale } from '../domain/reference.ts'

/**
 * The server's one message catalogue. A text missing in the asked locale falls back to en_US;
 * `{name}` placeholders are filled from `values` (left as they are when no value is given).
 */
const MESSAGES = {
  // ---- Answers of every area and the dispatcher
  success: { vi_VN: 'Thành công', en_US: 'Success', zh_CN: '成功', zh_TW: '成功' },
  unauthorized: {
    vi_VN: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    en_US: 'Your session has expired, please log in again',
    zh_CN: '登录已过期，请重新登录',
    zh_TW: '登入已過期，請重新登入',
  },
  site_not_found: {
    vi_VN: 'Không tìm thấy trang web',
    en_US: 'Site not found',
    zh_CN: '站点不存在',
    zh_TW: '站點不存在',
  },
  not_found: {
    vi_VN: 'Không tìm thấy nội dung',
    en_US: 'Not found',
    zh_CN: '内容不存在',
    zh_TW: '內容不存在',
  },
  currency_not_offered: {
    vi_VN: 'Trang web không hỗ trợ loại tiền này',
    en_US: 'This currency is not offered by the site',
    zh_CN: '站点不支持该币种',
    zh_TW: '站點不支援該幣種',
  },
  frame_not_allowed: {
    vi_VN: 'Không thể nhúng địa chỉ này',
    en_US: 'This address cannot be embedded',
    zh_CN: '该地址无法嵌入',
    zh_TW: '該地址無法嵌入',
  },
  bulletins_hidden: {
    vi_VN: 'Đã ẩn thông báo',
    en_US: 'Bulletins hidden',
    zh_CN: '公告已隐藏',
    zh_TW: '公告已隱藏',
  },

  // ---- Login, verification and account recovery
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

  // ---- Guarded secrets and SMS codes, in all 11 locales
  withdraw_password_locked: {
    en_US: 'Too many wrong withdraw passwords. Try again in {minutes} minutes.',
    vi_VN: 'Nhập sai mật khẩu rút tiền quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
    zh_CN: '取款密码错误次数过多，请{minutes}分钟后再试。',
    zh_TW: '取款密碼錯誤次數過多，請{minutes}分鐘後再試。',
    ko_KR: '출금 비밀번호를 너무 많이 틀렸습니다. {minutes}분 후에 다시 시도하세요.',
    ja_JP: '出金パスワードの誤りが多すぎます。{minutes}分後に再度お試しください。',
    th_TH: 'ใส่รหัสถอนเงินผิดหลายครั้งเกินไป กรุณาลองใหม่ในอีก {minutes} นาที',
    hi_IN: 'निकासी पासवर्ड बहुत बार गलत डाला गया। {minutes} मिनट बाद फिर से प्रयास करें।',
    my_MM: 'ငွေထုတ်စကားဝှက် အကြိမ်များစွာ မှားနေပါသည်။ {minutes} မိနစ်အကြာတွင် ထပ်စမ်းပါ။',
    ta_IN: 'பணம் எடுக்கும் கடவுச்சொல் பலமுறை தவறாக உள்ளிடப்பட்டது. {minutes} நிமிடங்களில் மீண்டும் முயலவும்.',
    bn_BD: 'উত্তোলনের পাসওয়ার্ড অনেকবার ভুল হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  },
  password_locked: {
    en_US: 'Too many wrong login passwords. Try again in {minutes} minutes.',
    vi_VN: 'Nhập sai mật khẩu đăng nhập quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
    zh_CN: '登录密码错误次数过多，请{minutes}分钟后再试。',
    zh_TW: '登入密碼錯誤次數過多，請{minutes}分鐘後再試。',
    ko_KR: '로그인 비밀번호를 너무 많이 틀렸습니다. {minutes}분 후에 다시 시도하세요.',
    ja_JP: 'ログインパスワードの誤りが多すぎます。{minutes}分後に再度お試しください。',
    th_TH: 'ใส่รหัสผ่านเข้าสู่ระบบผิดหลายครั้งเกินไป กรุณาลองใหม่ในอีก {minutes} นาที',
    hi_IN: 'लॉगिन पासवर्ड बहुत बार गलत डाला गया। {minutes} मिनट बाद फिर से प्रयास करें।',
    my_MM: 'ဝင်ရောက်ရန်စကားဝှက် အကြိမ်များစွာ မှားနေပါသည်။ {minutes} မိနစ်အကြာတွင် ထပ်စမ်းပါ။',
    ta_IN: 'உள்நுழைவு கடவுச்சொல் பலமுறை தவறாக உள்ளிடப்பட்டது. {minutes} நிமிடங்களில் மீண்டும் முயலவும்.',
    bn_BD: 'লগইন পাসওয়ার্ড অনেকবার ভুল হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  },
  password_wrong: {
    en_US: 'The login password is wrong',
    vi_VN: 'Mật khẩu đăng nhập không đúng',
    zh_CN: '登录密码错误',
    zh_TW: '登入密碼錯誤',
    ko_KR: '로그인 비밀번호가 올바르지 않습니다',
    ja_JP: 'ログインパスワードが正しくありません',
    th_TH: 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง',
    hi_IN: 'लॉगिन पासवर्ड गलत है',
    my_MM: 'ဝင်ရောက်ရန်စကားဝှက် မှားနေပါသည်',
    ta_IN: 'உள்நுழைவு கடவுச்சொல் தவறு',
    bn_BD: 'লগইন পাসওয়ার্ড ভুল',
  },
  password_required: {
    en_US: 'Enter your login password to change this',
    vi_VN: 'Vui lòng nhập mật khẩu đăng nhập để thay đổi mục này',
    zh_CN: '修改此项需要输入登录密码',
    zh_TW: '修改此項需要輸入登入密碼',
    ko_KR: '변경하려면 로그인 비밀번호를 입력하세요',
    ja_JP: '変更するにはログインパスワードを入力してください',
    th_TH: 'กรุณาใส่รหัสผ่านเข้าสู่ระบบเพื่อเปลี่ยนแปลง',
    hi_IN: 'इसे बदलने के लिए अपना लॉगिन पासवर्ड डालें',
    my_MM: 'ပြောင်းလဲရန် ဝင်ရောက်ရန်စကားဝှက် ထည့်ပါ',
    ta_IN: 'இதை மாற்ற உங்கள் உள்நுழைவு கடவுச்சொல்லை உள்ளிடவும்',
    bn_BD: 'এটি পরিবর্তন করতে আপনার লগইন পাসওয়ার্ড দিন',
  },
  sms_code_spent: {
    en_US: 'Too many wrong codes: this code no longer works. Request a new one.',
    vi_VN: 'Nhập sai mã quá nhiều lần, mã này không còn hiệu lực. Vui lòng lấy mã mới.',
    zh_CN: '验证码错误次数过多，此验证码已失效，请重新获取。',
    zh_TW: '驗證碼錯誤次數過多，此驗證碼已失效，請重新獲取。',
    ko_KR: '잘못된 코드 입력이 너무 많아 이 코드는 더 이상 사용할 수 없습니다. 새 코드를 요청하세요.',
    ja_JP: 'コードの誤りが多すぎるため、このコードは無効になりました。新しいコードを請求してください。',
    th_TH: 'ใส่รหัสผิดหลายครั้งเกินไป รหัสนี้ใช้ไม่ได้แล้ว กรุณาขอรหัสใหม่',
    hi_IN: 'बहुत बार गलत कोड डाला गया: यह कोड अब काम नहीं करता। नया कोड मँगाएँ।',
    my_MM: 'ကုဒ် အကြိမ်များစွာ မှားသဖြင့် ဤကုဒ် အသုံးမပြုနိုင်တော့ပါ။ ကုဒ်အသစ် တောင်းပါ။',
    ta_IN: 'பலமுறை தவறான குறியீடு: இந்தக் குறியீடு இனி செல்லாது. புதிய குறியீட்டைக் கோரவும்.',
    bn_BD: 'অনেকবার ভুল কোড দেওয়া হয়েছে: এই কোডটি আর কাজ করবে না। নতুন কোড চান।',
  },
  sms_too_many: {
    en_US: 'Too many codes were requested. Please try again later.',
    vi_VN: 'Đã yêu cầu quá nhiều mã. Vui lòng thử lại sau.',
    zh_CN: '验证码请求过于频繁，请稍后再试。',
    zh_TW: '驗證碼請求過於頻繁，請稍後再試。',
    ko_KR: '코드 요청이 너무 많습니다. 나중에 다시 시도하세요.',
    ja_JP: 'コードの請求が多すぎます。しばらくしてから再度お試しください。',
    th_TH: 'ขอรหัสบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
    hi_IN: 'बहुत अधिक कोड माँगे गए। कृपया बाद में प्रयास करें।',
    my_MM: 'ကုဒ် အကြိမ်များစွာ တောင်းထားပါသည်။ နောက်မှ ထပ်စမ်းပါ။',
    ta_IN: 'அதிகமான குறியீடுகள் கோரப்பட்டன. பின்னர் மீண்டும் முயலவும்.',
    bn_BD: 'অনেক বেশি কোড চাওয়া হয়েছে। পরে আবার চেষ্টা করুন।',
  },

  // ---- Wallet, member money and agent
  record_not_found: { vi_VN: 'Không tìm thấy', en_US: 'Not found', zh_CN: '不存在' },
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

  // ---- Player protection
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
  // ---- Games
  game_maintenance: {
    en_US: 'The game platform is under maintenance',
    vi_VN: 'Nền tảng trò chơi đang bảo trì',
    zh_CN: '游戏平台维护中',
    zh_TW: '遊戲平台維護中',
  },
  game_closed: {
    en_US: 'Games are closed on this site.',
    vi_VN: 'Trang web này đã đóng trò chơi.',
    zh_CN: '本站已关闭游戏。',
    zh_TW: '本站已關閉遊戲。',
  },
  demo_only: {
    en_US: 'Only demo games can be played in demo mode.',
    vi_VN: 'Chế độ chơi thử chỉ dành cho trò chơi thử.',
    zh_CN: '试玩模式下只能玩试玩游戏。',
    zh_TW: '試玩模式下只能玩試玩遊戲。',
    th_TH: 'โหมดทดลองเล่นได้เฉพาะเกมทดลองเท่านั้น',
    ko_KR: '체험 모드에서는 체험 게임만 플레이할 수 있습니다.',
    ja_JP: 'デモモードではデモゲームのみプレイできます。',
    hi_IN: 'डेमो मोड में केवल डेमो गेम खेले जा सकते हैं।',
    my_MM: 'အစမ်းမုဒ်တွင် အစမ်းဂိမ်းများသာ ကစားနိုင်သည်။',
    ta_IN: 'டெமோ முறையில் டெமோ கேம்களை மட்டுமே விளையாட முடியும்.',
    bn_BD: 'ডেমো মোডে শুধু ডেমো গেম খেলা যায়।',
  },
  game_not_found: {
    en_US: 'Game not found',
    vi_VN: 'Không tìm thấy trò chơi',
    zh_CN: '游戏不存在',
    zh_TW: '遊戲不存在',
  },
  game_transfer_disabled: {
    en_US: 'Transfers to this platform are disabled: the game opens without moving your balance',
    vi_VN: 'Nền tảng này tạm khóa chuyển quỹ: trò chơi mở mà không chuyển số dư của bạn',
    zh_CN: '该平台已停用转账：游戏将打开，但不会转入您的余额',
    zh_TW: '該平台已停用轉帳：遊戲將開啟，但不會轉入您的餘額',
  },
  game_no_demo: {
    en_US: 'This game has no demo',
    vi_VN: 'Trò chơi này không có bản thử',
    zh_CN: '该游戏不支持试玩',
    zh_TW: '該遊戲不支援試玩',
  },
  // ---- Promotions and letters
  promotion_not_found: {
    vi_VN: 'Không tìm thấy khuyến mãi',
    en_US: 'No such promotion',
    zh_CN: '优惠不存在',
  },
  discount_already_applied: {
    vi_VN: 'Bạn đã đăng ký khuyến mãi này',
    en_US: 'You have already applied for this promotion',
    zh_CN: '您已申请过该优惠',
  },
  discount_not_eligible: {
    vi_VN: 'Bạn không đủ điều kiện tham gia khuyến mãi này',
    en_US: 'You are not eligible for this promotion',
    zh_CN: '您不符合该优惠的申请条件',
  },
  discount_ended: {
    vi_VN: 'Khuyến mãi đã kết thúc',
    en_US: 'This promotion has ended',
    zh_CN: '该优惠已结束',
  },
  red_envelope_gone: {
    vi_VN: 'Bao lì xì đã hết hoặc đã được mở',
    en_US: 'The red envelope has ended or was already opened',
    zh_CN: '红包已结束或已领取',
  },
  unknown_member: { vi_VN: 'Không tìm thấy thành viên', en_US: 'No such member', zh_CN: '会员不存在' },
  letter_not_found: { vi_VN: 'Không tìm thấy thư', en_US: 'No such letter', zh_CN: '站内信不存在' },
  // ---- Member profile
  password_old_wrong: {
    en_US: 'The current password is wrong',
    vi_VN: 'Mật khẩu hiện tại không đúng',
    zh_CN: '当前密码错误',
  },
  password_new_rejected: {
    en_US: 'The new password must differ from the current one and match its confirmation',
    vi_VN: 'Mật khẩu mới phải khác mật khẩu hiện tại và khớp với xác nhận',
    zh_CN: '新密码须不同于当前密码且与确认密码一致',
  },
  field_locked: {
    en_US: 'this field cannot be changed here; please contact customer service',
    vi_VN: 'không thể thay đổi mục này tại đây, vui lòng liên hệ CSKH',
    zh_CN: '此项无法在此修改，请联系客服',
  },
  withdraw_password_old_wrong: {
    en_US: 'The current withdraw password is wrong',
    vi_VN: 'Mật khẩu rút tiền hiện tại không đúng',
    zh_CN: '当前取款密码错误',
  },
  // ---- Daily sign-in
  is_signin_noopen: {
    en_US: 'Daily sign-in is not open on this site.',
    vi_VN: 'Điểm danh hằng ngày chưa được mở trên trang này.',
    zh_CN: '本站未开放每日签到。',
    zh_TW: '本站未開放每日簽到。',
    ko_KR: '이 사이트에서는 출석 체크가 열려 있지 않습니다.',
    ja_JP: 'このサイトではデイリーチェックインは利用できません。',
    th_TH: 'เว็บไซต์นี้ยังไม่เปิดการเช็กอินรายวัน',
    hi_IN: 'इस साइट पर दैनिक साइन-इन उपलब्ध नहीं है।',
    my_MM: 'ဤဆိုက်တွင် နေ့စဉ်ဆိုင်းအင် မဖွင့်ထားပါ။',
    ta_IN: 'இந்த தளத்தில் தினசரி வருகைப் பதிவு திறக்கப்படவில்லை.',
    bn_BD: 'এই সাইটে দৈনিক সাইন-ইন চালু নেই।',
  },
  is_signin_true: {
    en_US: 'You have already signed in today.',
    vi_VN: 'Hôm nay bạn đã điểm danh rồi.',
    zh_CN: '今天已经签到过了。',
    zh_TW: '今天已經簽到過了。',
    ko_KR: '오늘은 이미 출석 체크를 했습니다.',
    ja_JP: '本日はすでにチェックイン済みです。',
    th_TH: 'วันนี้คุณเช็กอินแล้ว',
    hi_IN: 'आप आज पहले ही साइन-इन कर चुके हैं।',
    my_MM: 'ယနေ့ ဆိုင်းအင် ပြီးပါပြီ။',
    ta_IN: 'இன்று ஏற்கனவே வருகையைப் பதிவு செய்துவிட்டீர்கள்.',
    bn_BD: 'আপনি আজ ইতিমধ্যে সাইন-ইন করেছেন।',
  },
  // ---- First login
  password_change_required: {
    en_US: 'Please change your password first',
    vi_VN: 'Vui lòng đổi mật khẩu trước',
    zh_CN: '请先修改密码',
  },
  // ---- Sandbox back office
  unknown_withdrawal_order: {
    en_US: 'No withdrawal with this order number',
    vi_VN: 'Không có lệnh rút tiền này',
    zh_CN: '提款单不存在',
  },
  no_pending_agent_application: {
    en_US: 'The member has no application under review',
    vi_VN: 'Thành viên không có đơn đang chờ duyệt',
    zh_CN: '该会员没有待审核的申请',
  },
  // ---- Registration and profile fields (spec §8 codes; `register_<code>`, SMS: `register_sms_<code>`)
  register_102: { en_US: 'This account already exists', vi_VN: 'Tài khoản đã tồn tại', zh_CN: '账号已存在' },
  register_103: {
    en_US: 'This name is already registered',
    vi_VN: 'Họ tên đã được đăng ký',
    zh_CN: '姓名已被注册',
  },
  register_104: {
    en_US: 'This phone number is already registered',
    vi_VN: 'Số điện thoại đã được đăng ký',
    zh_CN: '手机号已被注册',
  },
  register_105: {
    en_US: 'This email is already registered',
    vi_VN: 'Email đã được đăng ký',
    zh_CN: '邮箱已被注册',
  },
  register_106: {
    en_US: 'The agent of this link does not exist',
    vi_VN: 'Đại lý của liên kết không tồn tại',
    zh_CN: '代理不存在',
  },
  register_107: {
    en_US: 'Friend recommendation is closed',
    vi_VN: 'Giới thiệu bạn bè đã đóng',
    zh_CN: '好友推荐已关闭',
  },
  register_108: { en_US: 'The agent is disabled', vi_VN: 'Đại lý đã bị vô hiệu hóa', zh_CN: '代理已停用' },
  register_109: {
    en_US: 'The recommender is disabled',
    vi_VN: 'Người giới thiệu đã bị vô hiệu hóa',
    zh_CN: '推荐人已停用',
  },
  register_110: {
    en_US: 'This recommend code is disabled',
    vi_VN: 'Mã giới thiệu đã bị vô hiệu hóa',
    zh_CN: '推荐码已停用',
  },
  register_111: {
    en_US: 'Registration is closed while the site is in demo mode',
    vi_VN: 'Trang đang ở chế độ chơi thử nên tạm ngừng đăng ký',
    zh_CN: '本站处于试玩模式，暂停注册',
    zh_TW: '本站處於試玩模式，暫停註冊',
  },
  register_112: {
    en_US: 'Introducer not found',
    vi_VN: 'Không tìm thấy người giới thiệu',
    zh_CN: '介绍人不存在',
  },
  register_113: { en_US: 'The SMS code is wrong', vi_VN: 'Mã SMS không đúng', zh_CN: '短信验证码错误' },
  register_114: {
    en_US: 'This identity id is already registered',
    vi_VN: 'Số CMND đã được đăng ký',
    zh_CN: '身份证号已被注册',
  },
  register_206: { en_US: 'Invalid email', vi_VN: 'Email không hợp lệ', zh_CN: '邮箱格式错误' },
  register_209: {
    en_US: 'Invalid phone number',
    vi_VN: 'Số điện thoại không hợp lệ',
    zh_CN: '手机号格式错误',
  },
  register_214: {
    en_US: 'This name cannot be registered',
    vi_VN: 'Họ tên này không thể đăng ký',
    zh_CN: '该姓名无法注册',
  },
  register_215: {
    en_US: 'This phone number cannot receive codes, please use another',
    vi_VN: 'Số điện thoại này không thể nhận mã, vui lòng dùng số khác',
    zh_CN: '该手机号无法接收验证码，请更换',
  },
  register_216: {
    en_US: 'This email cannot be registered',
    vi_VN: 'Email này không thể đăng ký',
    zh_CN: '该邮箱无法注册',
  },
  register_218: {
    en_US: 'Registration is not allowed from your IP',
    vi_VN: 'IP của bạn không được phép đăng ký',
    zh_CN: '您的IP无法注册',
  },
  register_219: {
    en_US: 'Introducer not found',
    vi_VN: 'Không tìm thấy người giới thiệu',
    zh_CN: '介绍人不存在',
  },
  register_222: {
    en_US: 'The verification code is wrong',
    vi_VN: 'Mã xác minh không đúng',
    zh_CN: '验证码错误',
  },
  register_223: {
    en_US: 'This identity id is already registered',
    vi_VN: 'Số CMND đã được đăng ký',
    zh_CN: '身份证号已被注册',
  },
  register_224: {
    en_US: 'The captcha is wrong or expired',
    vi_VN: 'Mã captcha sai hoặc đã hết hạn',
    zh_CN: '图形验证码错误',
  },
  register_227: { en_US: 'Invalid name', vi_VN: 'Họ tên không hợp lệ', zh_CN: '姓名格式错误' },
  register_228: {
    en_US: 'Invalid introducer',
    vi_VN: 'Người giới thiệu không hợp lệ',
    zh_CN: '介绍人格式错误',
  },
  register_301: { en_US: 'This QQ is already registered', vi_VN: 'QQ đã được đăng ký', zh_CN: 'QQ已被注册' },
  register_302: {
    en_US: 'This Telegram is already registered',
    vi_VN: 'Telegram đã được đăng ký',
    zh_CN: 'Telegram已被注册',
  },
  register_303: {
    en_US: 'This WhatsApp is already registered',
    vi_VN: 'WhatsApp đã được đăng ký',
    zh_CN: 'WhatsApp已被注册',
  },
  register_304: {
    en_US: 'This Skype is already registered',
    vi_VN: 'Skype đã được đăng ký',
    zh_CN: 'Skype已被注册',
  },
  register_305: {
    en_US: 'This Facebook is already registered',
    vi_VN: 'Facebook đã được đăng ký',
    zh_CN: 'Facebook已被注册',
  },
  register_306: {
    en_US: 'This Zalo is already registered',
    vi_VN: 'Zalo đã được đăng ký',
    zh_CN: 'Zalo已被注册',
  },
  register_307: {
    en_US: 'This WeChat is already registered',
    vi_VN: 'WeChat đã được đăng ký',
    zh_CN: '微信已被注册',
  },
  register_308: {
    en_US: 'This contact is already registered',
    vi_VN: 'Liên hệ này đã được đăng ký',
    zh_CN: '该联系方式已被注册',
  },
  register_996: {
    en_US: 'Registering too frequently, please try later',
    vi_VN: 'Đăng ký quá thường xuyên, vui lòng thử lại sau',
    zh_CN: '注册过于频繁',
  },
  register_997: {
    en_US: 'The registration limit for your IP is reached',
    vi_VN: 'Đã đạt giới hạn đăng ký cho IP của bạn',
    zh_CN: '该IP注册数已达上限',
  },
  register_sms_99: {
    en_US: 'The code could not be sent to this number',
    vi_VN: 'Không thể gửi mã tới số này',
    zh_CN: '验证码发送失败',
  },
  register_sms_102: {
    en_US: 'A code was sent less than 5 minutes ago',
    vi_VN: 'Mã đã được gửi cách đây chưa tới 5 phút',
    zh_CN: '5分钟内已发送过验证码',
  },
  register_sms_103: {
    en_US: 'Verification messages are unavailable',
    vi_VN: 'Tạm thời không gửi được tin nhắn xác minh',
    zh_CN: '短信余额不足',
  },
  register_sms_104: {
    en_US: 'Please contact customer service',
    vi_VN: 'Vui lòng liên hệ bộ phận CSKH',
    zh_CN: '请联系客服',
  },
  register_sms_201: {
    en_US: 'Please enter a phone number',
    vi_VN: 'Vui lòng nhập số điện thoại',
    zh_CN: '请输入手机号',
  },
} satisfies Record<string, Partial<Record<Locale, string>> & { en_US: string }>

export type MessageKey = keyof typeof MESSAGES

/** The message `key` in `locale` (en_US when that locale has none), placeholders filled in. */
export function t(
  key: MessageKey,
  locale: Locale | undefined,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const texts: Partial<Record<Locale, string>> = MESSAGES[key]
  const text = (locale && texts[locale]) || texts[FALLBACK_LOCALE] || key
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : String(value)
  })
}
