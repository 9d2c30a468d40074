import { useLingui } from '@lingui/react'
import { FALLBACK_LOCALE, isLocale, type Locale } from './locales'

/** The active locale; re-renders when the player switches language. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : FALLBACK_LOCALE
}
