/** Reference data of spec §3, shared by the seed and the handlers. */

/** Locales in the order of their numeric codes 0–10. */
export const LOCALES = [
  'zh_TW',
  'zh_CN',
  'en_US',
  'vi_VN',
  'ko_KR',
  'ja_JP',
  'th_TH',
  'hi_IN',
  'my_MM',
  'ta_IN',
  'bn_BD',
] as const
export type Locale = (typeof LOCALES)[number]

export const FALLBACK_LOCALE: Locale = 'en_US'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.some((locale) => locale === value)
}

export const LOCALE_NAMES: Record<Locale, string> = {
  zh_TW: '繁體中文',
  zh_CN: '简体中文',
  en_US: 'English',
  vi_VN: 'Tiếng Việt',
  ko_KR: '한국어',
  ja_JP: '日本語',
  th_TH: 'ไทย',
  hi_IN: 'हिन्दी',
  my_MM: 'မြန်မာ',
  ta_IN: 'தமிழ்',
  bn_BD: 'বাংলা',
}

export const CURRENCY_CODES = [
  'RMB',
  'VND',
  'WON',
  'JPY',
  'THB',
  'USD',
  'INR',
  'MMK',
  'BRL',
  'BDT',
  'NGN',
] as const
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCY_CODES.some((code) => code === value)
}

export interface CurrencyInfo {
  code: CurrencyCode
  symbol: string
  name: string
  decimals: number
}

export const CURRENCIES: readonly CurrencyInfo[] = [
  { code: 'RMB', symbol: '¥', name: 'Chinese Yuan', decimals: 2 },
  { code: 'VND', symbol: '₫', name: 'Vietnamese Dong', decimals: 0 },
  { code: 'WON', symbol: '₩', name: 'Korean Won', decimals: 0 },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen', decimals: 0 },
  { code: 'THB', symbol: '฿', name: 'Thai Baht', decimals: 2 },
  { code: 'USD', symbol: '$', name: 'US Dollar', decimals: 2 },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee', decimals: 2 },
  { code: 'MMK', symbol: 'K', name: 'Myanmar Kyat', decimals: 0 },
  { code: 'BRL', symbol: 'R$', name: 'Brazilian Real', decimals: 2 },
  { code: 'BDT', symbol: '৳', name: 'Bangladeshi Taka', decimals: 2 },
  { code: 'NGN', symbol: '₦', name: 'Nigerian Naira', decimals: 2 },
]

export const CURRENCY_BY_CODE: ReadonlyMap<string, CurrencyInfo> = new Map(
  CURRENCIES.map((currency) => [currency.code, currency]),
)

/** Default currency per language (spec §3); when the site lacks it, its first currency wins. */
export const DEFAULT_CURRENCY_BY_LANGUAGE: Record<string, CurrencyCode> = {
  zh: 'RMB',
  en: 'USD',
  vi: 'VND',
  ko: 'WON',
  ja: 'JPY',
  th: 'THB',
  hi: 'INR',
  ta: 'INR',
  my: 'MMK',
  bn: 'BDT',
}

export interface GameTypeInfo {
  id: number
  code: string
  name: Partial<Record<Locale, string>> & { en_US: string }
  appPrefix: string
}

export const GAME_TYPES: readonly GameTypeInfo[] = [
  {
    id: 2,
    code: 'slot',
    appPrefix: 'e_',
    name: { en_US: 'Slots', vi_VN: 'Nổ hũ', zh_CN: '电子', zh_TW: '電子' },
  },
  {
    id: 3,
    code: 'live',
    appPrefix: 'v_',
    name: { en_US: 'Live Casino', vi_VN: 'Casino trực tuyến', zh_CN: '真人', zh_TW: '真人' },
  },
  {
    id: 4,
    code: 'sport',
    appPrefix: 's_',
    name: { en_US: 'Sports', vi_VN: 'Thể thao', zh_CN: '体育', zh_TW: '體育' },
  },
  {
    id: 5,
    code: 'lottery',
    appPrefix: 'l_',
    name: { en_US: 'Lottery', vi_VN: 'Xổ số', zh_CN: '彩票', zh_TW: '彩票' },
  },
  {
    id: 6,
    code: 'chess',
    appPrefix: 'c_',
    name: { en_US: 'Card Games', vi_VN: 'Game bài', zh_CN: '棋牌', zh_TW: '棋牌' },
  },
  {
    id: 7,
    code: 'virtual_sport',
    appPrefix: 't_',
    name: { en_US: 'Virtual Sports', vi_VN: 'Thể thao ảo', zh_CN: '虚拟体育', zh_TW: '虛擬體育' },
  },
  {
    id: 8,
    code: 'cockfight',
    appPrefix: 'd_',
    name: { en_US: 'Cockfighting', vi_VN: 'Đá gà', zh_CN: '斗鸡', zh_TW: '鬥雞' },
  },
  {
    id: 9,
    code: 'esport',
    appPrefix: 'g_',
    name: { en_US: 'E-Sports', vi_VN: 'Thể thao điện tử', zh_CN: '电竞', zh_TW: '電競' },
  },
]

/** Picks a localised text with the en_US fallback (then any text at all). */
export function localize(texts: unknown, locale: string | undefined): string {
  if (typeof texts === 'string') return texts
  if (!texts || typeof texts !== 'object') return ''
  const map = new Map(Object.entries(texts))
  const candidates = [locale, FALLBACK_LOCALE, ...map.keys()]
  for (const candidate of candidates) {
    if (!candidate) continue
    const value = map.get(candidate)
    if (typeof value === 'string' && value.length > 0) return value
  }
  return ''
}
