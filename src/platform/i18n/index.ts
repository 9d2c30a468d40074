export {
  FALLBACK_LOCALE,
  isLocale,
  LOCALE_FLAGS,
  LOCALE_NAMES,
  LOCALE_PREFIX,
  localeCode,
  localeFromCode,
  localeFromPrefix,
  LOCALES,
  toBcp47,
  type Locale,
} from './locales'
export { CURRENCIES, CURRENCY_SYMBOLS, defaultCurrencyFor, isCurrency, type Currency } from './currency'
export {
  activateLocale,
  browserLocaleSources,
  currentLocale,
  detectLocale,
  i18n,
  loadCatalog,
  watchLocale,
  type LocaleSources,
} from './runtime'
export { useLocale } from './use-locale'
export {
  BUSINESS_TIME_ZONE,
  formatDate,
  formatDateTime,
  rangeFor,
  type DateStyle,
  type DateZone,
  type DayRange,
} from './dates'
