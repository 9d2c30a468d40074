export {
  isLocale,
  LOCALE_NAMES,
  LOCALE_PREFIX,
  localeFromPrefix,
  LOCALES,
  toBcp47,
  type Locale,
} from './locales'
export { CURRENCIES, defaultCurrencyFor, isCurrency, type Currency } from './currency'
export {
  activateLocale,
  browserLocaleSources,
  currentLocale,
  detectLocale,
  i18n,
  watchLocale,
} from './runtime'
export { useLocale } from './use-locale'
export { formatDate, formatDateTime } from './dates'
export { pagedRangeBody, usePagedRange } from './use-paged-range'
