import type { Locale } from './locales'

export const CURRENCIES = [
  'RMB',
  'VND',
  'WON',
  'JPY',
  'THB',
  'USD',
  'INR',
  'MMK',
  'BRL',
  'BDT',
  'NGN',
] as const
export type Currency = (typeof CURRENCIES)[number]

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

const LANGUAGE_CURRENCY: Record<string, Currency> = {
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

/** Spec §3: the default currency of a language, or the site's first currency when the site does not offer it. */
export function defaultCurrencyFor(locale: Locale, siteCurrencies: readonly string[]): Currency | undefined {
  const language = locale.slice(0, 2)
  const preferred = LANGUAGE_CURRENCY[language]
  if (preferred && siteCurrencies.includes(preferred)) return preferred
  const first = siteCurrencies.find(isCurrency)
  return first
}
