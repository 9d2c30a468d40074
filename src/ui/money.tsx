import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'

/** Site currency codes (spec §3) that are not ISO 4217, mapped for Intl. */
const ISO_CODES: Record<string, string> = { RMB: 'CNY', WON: 'KRW' }

/** The symbol shown for each site currency. */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  RMB: '¥',
  CNY: '¥',
  VND: '₫',
  WON: '₩',
  KRW: '₩',
  JPY: '¥',
  THB: '฿',
  USD: '$',
  INR: '₹',
  MMK: 'K',
  BRL: 'R$',
  BDT: '৳',
  NGN: '₦',
}

/** `en_US` → `en-US` (Intl needs BCP-47); invalid tags fall back to `en-US`. */
export function toBcp47(locale: string | undefined): string {
  if (!locale) return 'en-US'
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? 'en-US'
  } catch {
    return 'en-US'
  }
}

export interface FormatMoneyOptions {
  /** Replace the currency's symbol (default from CURRENCY_SYMBOLS, else Intl's narrow symbol). */
  symbol?: string
  /** Fixed number of decimals; default: the currency's own (VND 0, USD 2...). */
  fractionDigits?: number
}

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(locale: string, iso: string, fractionDigits: number | undefined) {
  const key = `${locale}|${iso}|${fractionDigits ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: iso,
      currencyDisplay: 'narrowSymbol',
      // A balance is never shown larger than it is.
      roundingMode: 'trunc',
      ...(fractionDigits != null
        ? { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
        : {}),
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Formats an amount with the locale's grouping and symbol placement:
 * `formatMoney(1234567, 'VND', 'vi_VN')` → "1.234.567 ₫", `formatMoney(1234.5, 'USD', 'en_US')` → "$1,234.50".
 * Non-numeric input gives "–".
 */
export function formatMoney(
  amount: number | string,
  currency: string,
  locale?: string,
  options: FormatMoneyOptions = {},
): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return '–'
  const code = currency.toUpperCase()
  const iso = ISO_CODES[code] ?? code
  const symbol = options.symbol ?? CURRENCY_SYMBOLS[code]
  let formatter: Intl.NumberFormat
  try {
    formatter = formatterFor(toBcp47(locale), iso, options.fractionDigits)
  } catch {
    const plain = new Intl.NumberFormat(toBcp47(locale), {
      maximumFractionDigits: options.fractionDigits ?? 2,
    })
    return `${symbol ?? code} ${plain.format(value)}`
  }
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'currency' && symbol != null ? symbol : part.value))
    .join('')
}

const money = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export interface MoneyProps extends FormatMoneyOptions {
  amount: number | string
  /** Site currency code: VND, USD, RMB, WON... */
  currency: string
  /** BCP-47 or Lingui-style (`vi_VN`); default: the active Lingui locale. */
  locale?: string
  /** Hide the figure (the "eye" toggle of the wallet). */
  masked?: boolean
  className?: string
}

/** An amount of money, formatted for the locale with the currency's symbol. */
export function Money({ amount, currency, locale, masked, className, ...options }: MoneyProps) {
  const { i18n } = useLingui()
  const text = masked ? '******' : formatMoney(amount, currency, locale ?? i18n.locale, options)
  return (
    <span className={cx(money, className)} data-masked={masked ? '' : undefined}>
      {text}
    </span>
  )
}
