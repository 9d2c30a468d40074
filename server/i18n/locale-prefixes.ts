/** URL prefixes of the 11 locales, as the web client uses them (`/vi/discount`). */
export const LOCALE_PREFIXES: Readonly<Record<string, string>> = {
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

const PREFIXES = new Set(Object.values(LOCALE_PREFIXES))

/** A page path split into its locale prefix (`/vi`, or '' without one) and the path after it. */
export function splitLocalePrefix(pathname: string): { prefix: string; path: string } {
  const [, first = ''] = pathname.split('/')
  if (!PREFIXES.has(first.toLowerCase())) return { prefix: '', path: pathname }
  return { prefix: `/${first}`, path: pathname.slice(first.length + 1) || '/' }
}
