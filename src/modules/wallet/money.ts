/**
 * Decimal-exact money input: amounts typed by the player are parsed into integer minor units
 * (bigint), compared as integers, and sent as the decimal string's number. No float arithmetic.
 */

/** Decimals each site currency uses (VND, WON, JPY, MMK have none). */
export const CURRENCY_DECIMALS: Record<string, number> = {
  VND: 0,
  WON: 0,
  JPY: 0,
  MMK: 0,
  RMB: 2,
  THB: 2,
  USD: 2,
  INR: 2,
  BRL: 2,
  BDT: 2,
  NGN: 2,
}

export function decimalsOf(currency: string): number {
  return CURRENCY_DECIMALS[currency] ?? 2
}

export type AmountProblem = 'empty' | 'format' | 'decimals' | 'min' | 'max' | 'balance'

/** Strips grouping (spaces, commas, dots used as thousands separators for 0-decimal currencies). */
export function normaliseAmountInput(raw: string, currency: string): string {
  const trimmed = raw.trim().replace(/[\s\u00a0_]/g, '')
  if (decimalsOf(currency) === 0) return trimmed.replace(/[.,]/g, '')
  return trimmed.replace(/,/g, '')
}

/** `"1234.5"` in USD → 123450n; null when it is not a plain non-negative decimal. */
export function toMinor(value: string, currency: string): bigint | null {
  const decimals = decimalsOf(currency)
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(value)
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  if (fraction.length > decimals) return null
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** A JSON amount (at most the currency's decimals) in minor units. */
export function numberToMinor(amount: number, currency: string): bigint {
  const decimals = decimalsOf(currency)
  // toFixed on a value that has at most `decimals` decimals is exact as a string.
  const fixed = amount.toFixed(decimals)
  return toMinor(fixed.replace(/^-/, ''), currency) ?? 0n
}

/** Minor units back to the decimal string the API receives. */
export function minorToDecimal(minor: bigint, currency: string): string {
  const decimals = decimalsOf(currency)
  if (decimals === 0) return minor.toString()
  const text = minor.toString().padStart(decimals + 1, '0')
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`
}

export interface AmountCheck {
  ok: boolean
  problem?: AmountProblem
  /** The decimal string to send, when ok. */
  value?: string
}

/** Validates typed input against limits given by the server (JSON numbers) and optionally a balance. */
export function checkAmount(
  raw: string,
  currency: string,
  limits: { min?: number; max?: number; balance?: number },
): AmountCheck {
  const normalised = normaliseAmountInput(raw, currency)
  if (normalised === '') return { ok: false, problem: 'empty' }
  if (!/^\d+(\.\d+)?$/.test(normalised)) return { ok: false, problem: 'format' }
  const minor = toMinor(normalised, currency)
  if (minor === null) return { ok: false, problem: 'decimals' }
  if (minor <= 0n) return { ok: false, problem: 'min' }
  if (limits.min !== undefined && minor < numberToMinor(limits.min, currency))
    return { ok: false, problem: 'min' }
  if (limits.max !== undefined && minor > numberToMinor(limits.max, currency))
    return { ok: false, problem: 'max' }
  if (limits.balance !== undefined && minor > numberToMinor(limits.balance, currency)) {
    return { ok: false, problem: 'balance' }
  }
  return { ok: true, value: minorToDecimal(minor, currency) }
}

/** Fee in minor units for a rate (0–1, at most 4 decimals), rounded half up like the server. */
export function feeMinor(amountMinor: bigint, rate: number): bigint {
  const rateUnits = BigInt(Math.round(rate * 10_000))
  return (amountMinor * rateUnits + 5_000n) / 10_000n
}

/** A fresh key for one money action (a new form submission intent). */
export function newActionKey(prefix: string): string {
  return `${prefix}-${globalThis.crypto.randomUUID()}`
}
