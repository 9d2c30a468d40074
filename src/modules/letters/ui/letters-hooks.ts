import { useLingui } from '@lingui/react/macro'
import { FALLBACK_LOCALE, isLocale, type Locale } from '@/platform/i18n'

/** The active Lingui locale as a contract locale. */
export function useLettersLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : FALLBACK_LOCALE
}

