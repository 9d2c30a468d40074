import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'
import type { Db } from '../db/types.ts'

/** What is stored and replayed for an idempotent POST. */
export interface StoredAnswer {
  status: number
  /** The JSON value, or its exact text when replayed. */
  body: unknown
  headers: Record<string, string>
  /** Set on a replay: the stored JSON text of the body. */
  bodyText?: string
}

/** How long a key is remembered; an older row is forgotten (and purged, see db/purge.ts). */
export const IDEMPOTENCY_TTL_HOURS = 24

/**
 * Stored answers are sealed (AES-256-GCM) with a key derived from the Idempotency-Key and the
 * request itself, neither of which is stored (the row keeps their hashes): the database alone
 * cannot read an answer, so a login's token is not kept in plain text, yet the same request
 * with the same key gets the same answer back, byte for byte.
 */
function seal(plain: string, key: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

function unseal(text: string, key: Buffer): string | null {
  try {
    const raw = Buffer.from(text, 'base64')
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

function storedAnswer(status: number | null, stored: unknown, sealKey: Buffer): StoredAnswer | null {
  if (status === null || !stored || typeof stored !== 'object' || !('sealed' in stored)) return null
  if (typeof stored.sealed !== 'string') return null
  const plain = unseal(stored.sealed, sealKey)
  if (plain === null) return null
  const response: unknown = JSON.parse(plain)
  if (!response || typeof response !== 'object') return null
  const fields = new Map(Object.entries(response))
  const bodyText = fields.get('body')
  const rawHeaders = fields.get('headers')
  if (typeof bodyText !== 'string') return null
  const headers: Record<string, string> = {}
  if (rawHeaders && typeof rawHeaders === 'object') {
    for (const [name, value] of Object.entries(rawHeaders))
      if (typeof value === 'string') headers[name] = value
  }
  return { status, body: JSON.parse(bodyText), headers, bodyText }
}

export type IdempotentOutcome =
  { kind: 'fresh'; answer: StoredAnswer } | { kind: 'replayed'; answer: StoredAnswer } | { kind: 'mismatch' }

export const MAX_KEY_LENGTH = 255

/** JSON with sorted keys, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** What identifies a request: its stored digest, and the secret half its answer is sealed with. */
export interface RequestFingerprint {
  digest: string
  sealBase: Buffer
}

export function requestFingerprint(parts: {
  operationId: string
  memberId: number | null
  request: unknown
}): RequestFingerprint {
  const text = `${parts.operationId}\n${parts.memberId ?? '-'}\n${canonical(parts.request)}`
  return {
    digest: createHash('sha256').update(text).digest('hex'),
    sealBase: createHash('sha256').update(`answer-seal\n${text}`).digest(),
  }
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex')

/**
 * Runs `run` at most once per key within IDEMPOTENCY_TTL_HOURS, inside the caller's transaction:
 * the key row is inserted first (a concurrent request with the same key waits on the unique index
 * until this one commits; a row older than the TTL is taken over as if absent), the sealed answer
 * is stored with it, and a later request with the same key and fingerprint gets the stored answer
 * back without running anything. The row holds the SHA-256 of the key, never the key itself.
 */
export async function runOnce(
  tx: Db,
  key: { key: string; fingerprint: RequestFingerprint; operationId: string; memberId: number | null },
  run: () => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  const stored = hashOf(key.key)
  const sealKey = createHmac('sha256', key.fingerprint.sealBase).update(key.key).digest()
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (key, fingerprint, operation_id, member_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, operation_id = EXCLUDED.operation_id,
            member_id = EXCLUDED.member_id, http_status = NULL, response = NULL, created_at = now()
      WHERE idempotency_keys.created_at <= now() - make_interval(hours => $5)
     RETURNING key`,
    [stored, key.fingerprint.digest, key.operationId, key.memberId, IDEMPOTENCY_TTL_HOURS],
  )
  if (inserted.rowCount === 0) {
    const existing = await tx.query<{ fingerprint: string; http_status: number | null; response: unknown }>(
      'SELECT fingerprint, http_status, response FROM idempotency_keys WHERE key = $1',
      [stored],
    )
    const row = existing.rows[0]
    if (!row || row.fingerprint !== key.fingerprint.digest) return { kind: 'mismatch' }
    const answer = storedAnswer(row.http_status, row.response, sealKey)
    if (!answer) return { kind: 'mismatch' }
    return { kind: 'replayed', answer }
  }
  const answer = await run()
  // The body is kept as its JSON text so a replay is byte for byte the first answer.
  const plain = JSON.stringify({ headers: answer.headers, body: JSON.stringify(answer.body) })
  await tx.query('UPDATE idempotency_keys SET http_status = $2, response = $3::jsonb WHERE key = $1', [
    stored,
    answer.status,
    JSON.stringify({ sealed: seal(plain, sealKey) }),
  ])
  return { kind: 'fresh', answer }
}
