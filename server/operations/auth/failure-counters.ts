/**
 * Failed attempts at the doors to an account, kept in the database (auth_failures) so every server
 * on one PostgreSQL sees them. An attempt is counted before the secret is checked, in one statement
 * that commits at once: parallel guesses each take a numbered place, and those past the limit are
 * refused without a check. The check itself then runs holding no database connection.
 */
import { autocommitted } from '../../db/transaction.ts'
import type { Db } from '../../db/types.ts'

export type Door = 'login_account' | 'recovery_account' | 'recovery_address'

export interface DoorRule {
  /** Failures in a row allowed before the door shuts. */
  limit: number
  /** Failures older than this are forgotten (unless the door is shut). */
  forgetMinutes: number
  /** How long the door stays shut after the n-th failure in a row (0: open). */
  lockSeconds(failures: number): number
}

/** Login: from the 5th wrong password on one account, whatever the address, 30 s, then doubling up to 15 min. */
export const LOGIN_ACCOUNT_RULE: DoorRule = {
  limit: 5,
  forgetMinutes: 15,
  lockSeconds: (failures) => (failures < 5 ? 0 : Math.min(30 * 2 ** (failures - 5), 15 * 60)),
}

/** Account recovery: 5 wrong answers for one account shut it for 30 minutes. */
export const RECOVERY_ACCOUNT_RULE: DoorRule = {
  limit: 5,
  forgetMinutes: 30,
  lockSeconds: (failures) => (failures >= 5 ? 30 * 60 : 0),
}

/** Account recovery: 20 wrong answers from one address (any accounts) shut it for 30 minutes. */
export const RECOVERY_ADDRESS_RULE: DoorRule = {
  limit: 20,
  forgetMinutes: 30,
  lockSeconds: (failures) => (failures >= 20 ? 30 * 60 : 0),
}

/** The key of an account name on a site: the same for every spelling the login accepts. */
export function accountSubject(siteId: number, account: string): string {
  return `${siteId}:${account.trim().toLowerCase()}`
}

/** An attempt let through: its place in the current run of failures. */
export interface Attempt {
  door: Door
  subject: string
  rule: DoorRule
  place: number
}

/**
 * Counts an attempt at the door before its secret is checked; null when the door is shut (or as
 * many attempts as the limit allows are already under way). Once a shut door opens again, one
 * attempt is let through; if it fails too the door shuts for longer.
 */
export async function beginAttempt(
  db: Db,
  door: Door,
  subject: string,
  rule: DoorRule,
): Promise<Attempt | null> {
  const now = autocommitted(db)
  if (Math.random() < 0.01) await purgeStale(now)
  await now.query(
    `INSERT INTO auth_failures (door, subject) VALUES ($1, $2) ON CONFLICT (door, subject) DO NOTHING`,
    [door, subject],
  )
  const counted = await now.query<{ failures: number }>(
    `UPDATE auth_failures SET
       failures = CASE
         WHEN locked_until IS NULL AND last_failure <= now() - make_interval(mins => $3) THEN 1
         ELSE failures + 1 END,
       last_failure = now(), locked_until = NULL
     WHERE door = $1 AND subject = $2
       AND (locked_until IS NULL OR locked_until <= now())
       AND (locked_until IS NOT NULL OR failures < $4 OR last_failure <= now() - make_interval(mins => $3))
     RETURNING failures`,
    [door, subject, rule.forgetMinutes, rule.limit],
  )
  const place = counted.rows[0]?.failures
  return place === undefined ? null : { door, subject, rule, place }
}

/** The attempt failed: its count stays, and the door shuts when the rule says so. Answers the seconds shut. */
export async function attemptFailed(db: Db, attempt: Attempt): Promise<number> {
  const seconds = attempt.rule.lockSeconds(attempt.place)
  if (seconds > 0) {
    await autocommitted(db).query(
      `UPDATE auth_failures SET locked_until = now() + make_interval(secs => $3) WHERE door = $1 AND subject = $2`,
      [attempt.door, attempt.subject, seconds],
    )
  }
  return seconds
}

/** A success forgets the failures. */
export async function forgetFailures(db: Db, door: Door, subject: string): Promise<void> {
  await db.query('DELETE FROM auth_failures WHERE door = $1 AND subject = $2', [door, subject])
}

/** Rows nobody has failed on for a day go; rows other requests hold are left for later. */
async function purgeStale(db: Db): Promise<void> {
  await db.query(
    `DELETE FROM auth_failures WHERE ctid IN (
       SELECT ctid FROM auth_failures
        WHERE last_failure < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())
        LIMIT 500 FOR UPDATE SKIP LOCKED)`,
  )
}
