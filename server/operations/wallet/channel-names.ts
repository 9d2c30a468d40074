import { localize } from '../../domain/reference.ts'

type Texts = Record<string, string>

const BANK_TRANSFER: Texts = {
  vi_VN: 'Chuyển khoản ngân hàng',
  en_US: 'Bank transfer',
  zh_CN: '银行转账',
  zh_TW: '銀行轉帳',
  ko_KR: '계좌 이체',
  ja_JP: '銀行振込',
  th_TH: 'โอนผ่านธนาคาร',
  hi_IN: 'बैंक ट्रांसफ़र',
  my_MM: 'ဘဏ်ငွေလွှဲ',
  ta_IN: 'வங்கி பரிமாற்றம்',
  bn_BD: 'ব্যাংক ট্রান্সফার',
}

const MOMO: Texts = {
  vi_VN: 'Ví MoMo',
  en_US: 'MoMo e-wallet',
  zh_CN: 'MoMo电子钱包',
  zh_TW: 'MoMo電子錢包',
  ko_KR: 'MoMo 전자지갑',
  ja_JP: 'MoMo電子ウォレット',
  th_TH: 'วอลเล็ต MoMo',
  hi_IN: 'MoMo ई-वॉलेट',
  my_MM: 'MoMo ငွေပိုက်ဆံအိတ်',
  ta_IN: 'MoMo மின்-பணப்பை',
  bn_BD: 'MoMo ই-ওয়ালেট',
}

const E_WALLET: Texts = {
  vi_VN: 'Ví điện tử',
  en_US: 'E-wallet',
  zh_CN: '电子钱包',
  zh_TW: '電子錢包',
  ko_KR: '전자지갑',
  ja_JP: '電子ウォレット',
  th_TH: 'อีวอลเล็ต',
  hi_IN: 'ई-वॉलेट',
  my_MM: 'အီလက်ထရောနစ် ပိုက်ဆံအိတ်',
  ta_IN: 'மின்-பணப்பை',
  bn_BD: 'ই-ওয়ালেট',
}

const QR: Texts = {
  vi_VN: 'Quét mã QR',
  en_US: 'QR payment',
  zh_CN: '扫码支付',
  zh_TW: '掃碼支付',
  ko_KR: 'QR 결제',
  ja_JP: 'QRコード決済',
  th_TH: 'ชำระด้วย QR',
  hi_IN: 'QR भुगतान',
  my_MM: 'QR ဖြင့်ပေးချေမှု',
  ta_IN: 'QR கட்டணம்',
  bn_BD: 'QR পেমেন্ট',
}

/** Stored channel names (as the operator typed them) and their names in every language of the site. */
const TRANSLATIONS: Record<string, Texts> = {
  'Chuyển khoản ngân hàng': BANK_TRANSFER,
  'Bank transfer': BANK_TRANSFER,
  'Ví MoMo': MOMO,
  'E-wallet': E_WALLET,
  'Quét mã QR': QR,
  'QR payment': QR,
}

/** A deposit channel's name in the page's language; names without a translation (USDT) stay as stored. */
export function channelNameIn(name: string, locale: string | undefined): string {
  const texts = Object.hasOwn(TRANSLATIONS, name) ? TRANSLATIONS[name] : undefined
  return texts ? localize(texts, locale) : name
}
