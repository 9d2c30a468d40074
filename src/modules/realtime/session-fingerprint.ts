import { sha256Hex } from './sha256'

/**
 * The fingerprint the `login` event names a session by (contract: RealtimeLoginEvent): the first 32
 * hex characters of SHA-256 over `lotus-session:` + the session token. The server computes the same.
 */
export function sessionFingerprint(token: string): string {
  return sha256Hex(`lotus-session:${token}`).slice(0, 32)
}
