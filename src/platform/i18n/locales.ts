import { LOCALE_PREFIX, LOCALES, type Locale } from '../../../openapi/reference'

export {
  FALLBACK_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALE_PREFIX,
  LOCALES,
  type Locale,
} from '../../../openapi/reference'

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

export function localeFromPrefix(prefix: string | undefined): Locale | undefined {
  if (!prefix) return undefined
  const lower = prefix.toLowerCase()
  return LOCALES.find((l) => LOCALE_PREFIX[l] === lower)
}
