import { isCurrency, LANGUAGE_CURRENCY, type Currency, type Locale } from '../../../openapi/reference'

export { CURRENCIES, isCurrency, type Currency } from '../../../openapi/reference'

/** Spec §3: the default currency of a language, or the site's first currency when the site does not offer it. */
export function defaultCurrencyFor(locale: Locale, siteCurrencies: readonly string[]): Currency | undefined {
  const language = locale.slice(0, 2)
  const preferred = LANGUAGE_CURRENCY[language]
  if (preferred && siteCurrencies.includes(preferred)) return preferred
  const first = siteCurrencies.find(isCurrency)
  return first
}
