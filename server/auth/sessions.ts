import { createHash, randomBytes } from 'node:crypto'
import { serverEnv } from '../config.ts'
import { ReadCache } from '../db/read-cache.ts'
import type { Db } from '../db/types.ts'

/** `last_seen_at` is written at most this often per session, so a busy member costs no write per call. */
const TOUCH_EVERY_MS = 60_000

export interface SessionMember {
  /**
   * The session's key as stored: the SHA-256 of the bearer token (hex). The database never holds a
   * usable token; pass this key to `revokeSession` or compare it with `sessions.token`.
   */
  token: string
  member_id: number
  site_id: number
  login_id: string
  member_account: string
  member_currency: string
  member_type: number
  status: number
  /** The member must change the password before any other member operation (first login). */
  must_change_password: boolean
}

/** The stored key of a bearer token (`sessions.token`). */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Opens a session for a member and returns its token (sent back as the `authorization` header);
 * only its hash is stored.
 */
export async function createSession(
  db: Db,
  member: { id: number; site_id: number },
  details: { device?: number; ip?: string | null; userAgent?: string | null } = {},
): Promise<{ token: string; loginId: string }> {
  const token = randomBytes(24).toString('base64url')
  const loginId = randomBytes(8).toString('hex')
  await db.query(
    `INSERT INTO sessions (token, member_id, site_id, login_id, device, ip, user_agent, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8))`,
    [
      sessionKey(token),
      member.id,
      member.site_id,
      loginId,
      details.device ?? 1,
      details.ip ?? null,
      details.userAgent ?? null,
      serverEnv().sessionTtlHours,
    ],
  )
  return { token, loginId }
}

/**
 * Sessions by key, until a write to sessions or members (logins, logouts, status changes), expiry,
 * idle end or the next touch. Only for PGlite, whose database one process owns: on PostgreSQL another
 * server may revoke a session, and every server must see that at once, so each call reads the row.
 */
const sessions = new ReadCache<SessionMember | null>(['sessions', 'members'], 10_000)

interface SessionRow extends SessionMember {
  /** Milliseconds until the absolute end or the idle end, whichever comes first. */
  valid_ms: number
  /** Milliseconds since `last_seen_at`. */
  seen_ms: number
}

async function loadSession(db: Db, key: string): Promise<{ value: SessionMember | null; until?: number }> {
  const result = await db.query<SessionRow>(
    `SELECT s.token, s.member_id, s.site_id, s.login_id, m.member_account, m.member_currency,
            m.member_type, m.status, m.first_login_to_change_password AS must_change_password,
            (extract(epoch FROM least(s.expires_at, s.last_seen_at + make_interval(mins => $2)) - now()) * 1000)::float8
              AS valid_ms,
            (extract(epoch FROM now() - s.last_seen_at) * 1000)::float8 AS seen_ms
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(mins => $2)`,
    [key, serverEnv().sessionIdleMinutes],
  )
  const row = result.rows[0]
  if (!row) return { value: null }
  const { valid_ms: validMs, seen_ms: seenMs, ...session } = row
  let untilMs = validMs
  if (seenMs >= TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE token = $1', [key])
    untilMs = Math.min(validMs + seenMs, TOUCH_EVERY_MS)
  } else {
    untilMs = Math.min(validMs, TOUCH_EVERY_MS - seenMs)
  }
  return { value: session, until: Date.now() + untilMs }
}

/**
 * The live session of a token with its member, or null when absent, expired, idle for longer than
 * SESSION_IDLE_MINUTES or revoked. Marks the session as seen (at most once a minute).
 */
export async function findSession(db: Db, token: string): Promise<SessionMember | null> {
  if (!token || token.length > 200) return null
  const key = sessionKey(token)
  if (db.kind === 'postgres') return (await loadSession(db, key)).value
  return sessions.get(db, key, () => loadSession(db, key))
}

/** Ends a session; `key` is `SessionMember.token` (the stored key, not the bearer token). */
export async function revokeSession(db: Db, key: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token = $1 AND revoked_at IS NULL', [key])
}

/**
 * The logins (`login_id`) among these that still have a live session (not revoked, not expired). The
 * realtime endpoint asks every second for the member connections it holds, so the answer is never cached.
 */
export async function liveLogins(db: Db, loginIds: readonly string[]): Promise<Set<string>> {
  if (loginIds.length === 0) return new Set()
  const result = await db.query<{ login_id: string }>(
    `SELECT DISTINCT login_id FROM sessions
      WHERE login_id = ANY($1::text[]) AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at > now() - make_interval(mins => $2)`,
    [loginIds, serverEnv().sessionIdleMinutes],
  )
  return new Set(result.rows.map((row) => row.login_id))
}
