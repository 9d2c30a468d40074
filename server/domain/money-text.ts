/**
 * Amounts inside operator texts (bulletins, promotions, marquee, banners, letters) are written once as
 * `{{money:N}}`, N money units, and shown in the reader's currency and language: 20 units read
 * "200.000 ₫" for a Vietnamese VND member and "$20" for an English USD member.
 */

/** Rough size of one unit of money per currency, so amounts look right everywhere and limits scale with it. */
export const MONEY_UNITS: Record<string, number> = {
  VND: 10_000,
  USD: 1,
  RMB: 5,
  WON: 1_000,
  JPY: 100,
  THB: 30,
  INR: 50,
  MMK: 2_000,
  BRL: 5,
  BDT: 100,
  NGN: 1_000,
}

/** The contract's currency codes that are not ISO 4217 codes. */
const ISO_CODES: Record<string, string> = { RMB: 'CNY', WON: 'KRW' }

const TOKEN = /\{\{money:(\d+(?:\.\d+)?)\}\}/g

export function formatMoney(amount: number, currency: string, locale: string): string {
  const code = ISO_CODES[currency] ?? currency
  try {
    return new Intl.NumberFormat(locale.replace('_', '-'), {
      style: 'currency',
      currency: code,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(amount)
  } catch {
    return `${amount.toLocaleString('en-US')} ${currency}`
  }
}

/** The text with every `{{money:N}}` written as N units of `currency` in `locale`. */
export function withAmounts(text: string, currency: string, locale: string): string {
  if (!text.includes('{{money:')) return text
  const unit = MONEY_UNITS[currency] ?? 1
  return text.replace(TOKEN, (_, units: string) => formatMoney(Number(units) * unit, currency, locale))
}
