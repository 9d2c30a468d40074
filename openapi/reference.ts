/**
 * Reference facts of spec §3 that the web client and the server both use. The lists of locales and
 * currencies are the contract's own enums; the rest is what the contract does not carry.
 */
import { currencyValues, localeValues, type components } from './lotus.gen.ts'

export type Locale = components['schemas']['Locale']
export type Currency = components['schemas']['Currency']

/** The 11 locales, in the order of their numeric codes 0–10. */
export const LOCALES: readonly Locale[] = localeValues
export const CURRENCIES: readonly Currency[] = currencyValues

export const FALLBACK_LOCALE: Locale = 'en_US'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.some((locale) => locale === value)
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && CURRENCIES.some((currency) => currency === value)
}

/** URL prefixes: `/vi/…`, `/zh-cn/…`. A URL without prefix uses the detected locale. */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = {
  zh_TW: 'zh-tw',
  zh_CN: 'zh-cn',
  en_US: 'en',
  vi_VN: 'vi',
  ko_KR: 'ko',
  ja_JP: 'ja',
  th_TH: 'th',
  hi_IN: 'hi',
  my_MM: 'my',
  ta_IN: 'ta',
  bn_BD: 'bn',
}

/** Native names, as the language selector and the site detail show them. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
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

/** The default currency of a language (its first two letters); a site without it uses its first currency. */
export const LANGUAGE_CURRENCY: Readonly<Record<string, Currency>> = {
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
