import { createHash } from 'node:crypto'

/**
 * What the `login` event carries instead of the session token: the first 32 hex characters of
 * SHA-256 over `lotus-session:` + token. A page compares it with the fingerprint of its own token;
 * nothing in it can be used as a credential. The browser computes the same value in
 * src/modules/realtime/session-fingerprint.ts.
 */
export function sessionFingerprint(token: string): string {
  return createHash('sha256').update(`lotus-session:${token}`, 'utf8').digest('hex').slice(0, 32)
}
