import { createHmac, timingSafeEqual } from 'node:crypto'
import { serverSecret } from '../secrets.ts'

/**
 * The sandbox payment page is reached only through the `pay_url` its order answered: the link
 * carries a signature of the order number, so knowing (or guessing) an order number is not enough
 * to settle someone else's deposit.
 */
export const SANDBOX_PAY_PREFIX = '/sandbox/pay'

function signatureOf(orderNumber: string): Buffer {
  return createHmac('sha256', serverSecret('deepLink')).update(`sandbox-pay:${orderNumber}`).digest()
}

export function payPageUrl(orderNumber: string): string {
  return `${SANDBOX_PAY_PREFIX}/${orderNumber}?sig=${signatureOf(orderNumber).toString('base64url')}`
}

export function isSignedPayLink(orderNumber: string, signature: string | undefined): boolean {
  if (!signature) return false
  const given = Buffer.from(signature, 'base64url')
  const expected = signatureOf(orderNumber)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A path on this site (`/wallet`), never another origin (`//evil.example`, `/\evil.example`, `https:`). */
export function isSameSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && ![...value].some((char) => char.charCodeAt(0) < 0x20)
}
