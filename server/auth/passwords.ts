import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32

/** `scrypt$<salt>$<hash>` (base64url); salt random unless given (the seed passes a fixed one). */
export function hashPassword(password: string, salt = randomBytes(16).toString('base64url')): string {
  const hash = scryptSync(password, salt, KEY_LENGTH).toString('base64url')
  return `scrypt$${salt}$${hash}`
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return Promise.resolve(false)
  const expected = Buffer.from(hash, 'base64url')
  return new Promise((resolve) => {
    scrypt(password, salt, expected.length, (error, derived) => {
      resolve(!error && derived.length === expected.length && timingSafeEqual(derived, expected))
    })
  })
}
