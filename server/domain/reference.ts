/** Reference data of spec §3, shared by the seed and the handlers. */

import { FALLBACK_LOCALE, type Currency, type Locale } from '../../openapi/reference.ts'

export {
  FALLBACK_LOCALE,
  isCurrency,
  isLocale,
  LANGUAGE_CURRENCY,
  LOCALE_NAMES,
  LOCALES,
  type Currency,
  type Locale,
} from '../../openapi/reference.ts'

export interface CurrencyInfo {
  code: Currency
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
