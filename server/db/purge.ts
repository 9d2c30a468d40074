/**
 * Rows that have served their purpose are deleted: ended sessions, captchas, SMS codes, login
 * attempts, second-step challenges, password reset tokens, idempotency keys, spent deep links and
 * stale failure counters. Each server runs
 * the purge every PURGE_EVERY_MS while its database is open; several servers at once is harmless.
 */
import type { Db } from './types.ts'

export const PURGE_EVERY_MS = 10 * 60_000

/**
 * What goes, and after how long past its use. Throttle windows (login attempts: 10 minutes; SMS
 * codes and the register log: 24 hours) are read from these tables, so rows outlive them.
 */
const PURGES: readonly { table: string; where: string }[] = [
  {
    table: 'sessions',
    where: `expires_at < now() OR revoked_at < now() - interval '1 hour'
            OR last_seen_at < now() - interval '1 day'`,
  },
  { table: 'captchas', where: `expires_at < now() - interval '1 hour'` },
  { table: 'sms_codes', where: `created_at < now() - interval '2 days'` },
  { table: 'login_attempts', where: `created_at < now() - interval '2 days'` },
  { table: 'login_challenges', where: `expires_at < now() - interval '1 day'` },
  { table: 'password_reset_tokens', where: `expires_at < now() - interval '1 day'` },
  { table: 'register_log', where: `created_at < now() - interval '2 days'` },
  { table: 'idempotency_keys', where: `created_at < now() - interval '24 hours'` },
  {
    table: 'auth_failures',
    where: `last_failure < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
  },
  // An expired link is refused by its own expiry: its use record is no longer needed.
  { table: 'deep_link_uses', where: `expires_at < now() - interval '1 hour'` },
  { table: 'secret_failures', where: `locked_until < now() - interval '1 day'` },
]

/** Deletes expired rows; returns how many went per table. */
export async function purgeExpired(db: Db): Promise<Record<string, number>> {
  const removed: Record<string, number> = {}
  for (const { table, where } of PURGES) {
    const result = await db.query(`DELETE FROM ${table} WHERE ${where}`)
    removed[table] = result.rowCount
  }
  return removed
}

/** Purges every PURGE_EVERY_MS until the returned function is called. Never keeps the process alive. */
export function startPurging(db: Db, log: (line: string) => void = () => undefined): () => void {
  let running: Promise<void> | null = null
  const run = () => {
    running ??= purgeExpired(db)
      .then(
        (removed) => {
          const total = Object.values(removed).reduce((sum, count) => sum + count, 0)
          if (total > 0) log(`[db] purged ${total} expired row(s)`)
        },
        (error: unknown) =>
          log(`[db] purge failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(run, PURGE_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
