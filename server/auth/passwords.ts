import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32
/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads and DNS share. At most this many
 * checks run at once; the rest wait their turn here, holding nothing (no database connection: the
 * request's transaction begins at its first write, after the check).
 */
const MAX_CONCURRENT_CHECKS = 2

let running = 0
const waiting: (() => void)[] = []

async function withCheckSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_CHECKS) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    // The slot passes straight to the next waiter; only when none waits is it given back.
    if (next) next()
    else running -= 1
  }
}

function derive(password: string, salt: string, length: number): Promise<Buffer | null> {
  return withCheckSlot(
    () =>
      new Promise<Buffer | null>((resolve) => {
        scrypt(password, salt, length, (error, derived) => resolve(error ? null : derived))
      }),
  )
}

/** `scrypt$<salt>$<hash>` (base64url); salt random unless given (the seed passes a fixed one). */
export function hashPassword(password: string, salt = randomBytes(16).toString('base64url')): string {
  const hash = scryptSync(password, salt, KEY_LENGTH).toString('base64url')
  return `scrypt$${salt}$${hash}`
}

/** `hashPassword` off the event loop, sharing the bounded slots of `verifyPassword`. */
export async function hashPasswordAsync(
  password: string,
  salt = randomBytes(16).toString('base64url'),
): Promise<string> {
  const derived = await derive(password, salt, KEY_LENGTH)
  if (!derived) throw new Error('scrypt failed')
  return `scrypt$${salt}$${derived.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const derived = await derive(password, salt, expected.length)
  return derived !== null && derived.length === expected.length && timingSafeEqual(derived, expected)
}
