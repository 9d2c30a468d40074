import { createHash } from 'node:crypto'
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

function storedAnswer(status: number | null, response: unknown): StoredAnswer | null {
  if (status === null || !response || typeof response !== 'object') return null
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

export function requestFingerprint(parts: {
  operationId: string
  memberId: number | null
  request: unknown
}): string {
  return createHash('sha256')
    .update(`${parts.operationId}\n${parts.memberId ?? '-'}\n${canonical(parts.request)}`)
    .digest('hex')
}

/**
 * Runs `run` at most once per key, inside the caller's transaction: the key row is inserted first
 * (a concurrent request with the same key waits on the unique index until this one commits), the
 * answer is stored with it, and a later request with the same key and fingerprint gets the stored
 * answer back without running anything.
 */
export async function runOnce(
  tx: Db,
  key: { key: string; fingerprint: string; operationId: string; memberId: number | null },
  run: () => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (key, fingerprint, operation_id, member_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO NOTHING RETURNING key`,
    [key.key, key.fingerprint, key.operationId, key.memberId],
  )
  if (inserted.rowCount === 0) {
    const existing = await tx.query<{ fingerprint: string; http_status: number | null; response: unknown }>(
      'SELECT fingerprint, http_status, response FROM idempotency_keys WHERE key = $1',
      [key.key],
    )
    const row = existing.rows[0]
    const answer = row ? storedAnswer(row.http_status, row.response) : null
    if (!row || row.fingerprint !== key.fingerprint || !answer) return { kind: 'mismatch' }
    return { kind: 'replayed', answer }
  }
  const answer = await run()
  // The body is kept as its JSON text so a replay is byte for byte the first answer.
  const stored = { headers: answer.headers, body: JSON.stringify(answer.body) }
  await tx.query('UPDATE idempotency_keys SET http_status = $2, response = $3::jsonb WHERE key = $1', [
    key.key,
    answer.status,
    JSON.stringify(stored),
  ])
  return { kind: 'fresh', answer }
}
