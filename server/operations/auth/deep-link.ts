/**
 * The `enc` of a deep-link login: `<payload>.<signature>`, the payload naming the member, a unique
 * link id, its issue and its expiry, signed with HMAC-SHA256 (LOTUS_ENC_SECRET). A link is valid
 * for at most DEEP_LINK_MAX_TTL_SECONDS and opens one session: its id is recorded when used.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/types.ts'
import { serverSecret } from '../../secrets.ts'

export const DEEP_LINK_MAX_TTL_SECONDS = 300

interface DeepLink {
  memberId: number
  linkId: string
  expiresAt: number
}

const sign = (payload: string) => createHmac('sha256', serverSecret('deepLink')).update(payload).digest()

/** Builds the `enc` of a deep link for a member (the operator's back office does this in production). */
export function encodeDeepLink(
  memberId: number,
  ttlSeconds = DEEP_LINK_MAX_TTL_SECONDS,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000)
  const payload = Buffer.from(
    JSON.stringify({
      member_id: memberId,
      jti: randomBytes(16).toString('base64url'),
      iat,
      exp: iat + ttlSeconds,
    }),
  ).toString('base64url')
  return `${payload}.${sign(payload).toString('base64url')}`
}

function numberField(parsed: object, name: string): number {
  return name in parsed ? Number(new Map(Object.entries(parsed)).get(name)) : NaN
}

/** The link an `enc` names when its signature holds and it is within its (at most 5-minute) life. */
export function decodeDeepLink(enc: string, now = Date.now()): DeepLink | null {
  const [payload, signature, extra] = enc.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = sign(payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof parsed !== 'object' || parsed === null) return null
    const memberId = numberField(parsed, 'member_id')
    const iat = numberField(parsed, 'iat')
    const exp = numberField(parsed, 'exp')
    const jti = 'jti' in parsed ? new Map(Object.entries(parsed)).get('jti') : undefined
    if (!Number.isSafeInteger(memberId) || typeof jti !== 'string' || jti.length < 16) return null
    if (!Number.isFinite(iat) || !Number.isFinite(exp) || exp - iat > DEEP_LINK_MAX_TTL_SECONDS) return null
    if (exp * 1000 <= now || iat * 1000 > now + 60_000) return null
    return { memberId, linkId: jti, expiresAt: exp * 1000 }
  } catch {
    return null
  }
}

/**
 * Records the link as used; false when it was used before. Two uses at the same time meet on the
 * primary key, so only one of them opens a session.
 */
export async function spendDeepLink(db: Db, link: DeepLink): Promise<boolean> {
  if (Math.random() < 0.05)
    await db.query(`DELETE FROM deep_link_uses WHERE expires_at < now() - interval '1 hour'`)
  const inserted = await db.query(
    `INSERT INTO deep_link_uses (link_id, member_id, expires_at) VALUES ($1, $2, to_timestamp($3))
     ON CONFLICT (link_id) DO NOTHING RETURNING link_id`,
    [link.linkId, link.memberId, link.expiresAt / 1000],
  )
  return inserted.rows.length === 1
}
