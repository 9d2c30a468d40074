/** The 11 languages of spec §3, in the order of their numeric codes 0–10. */
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
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function localeCode(locale: Locale): number {
  return LOCALES.indexOf(locale)
}

export function localeFromCode(code: number): Locale | undefined {
  return LOCALES[code]
}

/** `en_US` is not a BCP-47 tag: Intl and plural rules need `en-US`. */
export function toBcp47(locale: Locale): string {
  return locale.replace('_', '-')
}

/** URL prefixes: `/vi/…`, `/zh-cn/…`. A URL without prefix uses the detected locale. */
export const LOCALE_PREFIX: Record<Locale, string> = {
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

export function localeFromPrefix(prefix: string | undefined): Locale | undefined {
  if (!prefix) return undefined
  const lower = prefix.toLowerCase()
  return LOCALES.find((l) => LOCALE_PREFIX[l] === lower)
}

/** Native names for the language selector. */
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
