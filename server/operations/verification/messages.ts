import { localize, type Locale } from '../../domain/reference.ts'

/** Messages of the guarded secrets and SMS codes, in the 11 locales; `{minutes}` is filled in. */
const MESSAGES = {
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
} satisfies Record<string, Record<Locale, string>>

export type VerificationMessageKey = keyof typeof MESSAGES

export function verificationMessage(
  key: VerificationMessageKey,
  lang: Locale | undefined,
  values: { minutes?: number } = {},
): string {
  return localize(MESSAGES[key], lang).replace('{minutes}', String(values.minutes ?? ''))
}
