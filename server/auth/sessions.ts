import { randomBytes } from 'node:crypto'
import { ReadCache } from '../db/read-cache.ts'
import type { Db } from '../db/types.ts'

export const SESSION_TTL_HOURS = 24

export interface SessionMember {
  token: string
  member_id: number
  site_id: number
  login_id: string
  member_account: string
  member_currency: string
  member_type: number
  status: number
}

/** Opens a session for a member and returns its token (sent back as the `authorization` header). */
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
      token,
      member.id,
      member.site_id,
      loginId,
      details.device ?? 1,
      details.ip ?? null,
      details.userAgent ?? null,
      SESSION_TTL_HOURS,
    ],
  )
  return { token, loginId }
}

/** Sessions by token, until a write to sessions or members (logins, logouts, status changes) or expiry. */
const sessions = new ReadCache<SessionMember | null>(['sessions', 'members'], 10_000)

/** The live session of a token with its member, or null when absent, expired or revoked. */
export async function findSession(db: Db, token: string): Promise<SessionMember | null> {
  if (!token || token.length > 200) return null
  return sessions.get(db, token, async () => {
    const result = await db.query<SessionMember & { valid_ms: number }>(
      `SELECT s.token, s.member_id, s.site_id, s.login_id, m.member_account, m.member_currency,
              m.member_type, m.status,
              (extract(epoch FROM s.expires_at - now()) * 1000)::float8 AS valid_ms
         FROM sessions s JOIN members m ON m.id = s.member_id
        WHERE s.token = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [token],
    )
    const row = result.rows[0]
    if (!row) return { value: null }
    const { valid_ms: validMs, ...session } = row
    return { value: session, until: Date.now() + validMs }
  })
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token = $1 AND revoked_at IS NULL', [token])
}
