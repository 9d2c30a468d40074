/**
 * Wrong answers to a member's secrets, counted in the database so every server sees them:
 * SECRET_MAX_FAILURES in a row lock the secret for SECRET_LOCK_MINUTES, right answer or not.
 */
import { lockMember } from '../../db/locks.ts'
import type { Db } from '../../db/types.ts'
import { keepingWrites, type ApiError } from '../../http/envelope.ts'

export type Secret = 'withdraw_password' | 'login_password'
export const SECRET_MAX_FAILURES = 5
export const SECRET_LOCK_MINUTES = 30

export interface SecretRefusals {
  wrong: () => ApiError
  locked: (minutesLeft: number) => ApiError
}

/**
 * The member's counter row, locked until the request ends so concurrent guesses wait for each
 * other's outcome; an expired lock starts a fresh count. Minutes left of a lock, or null.
 */
async function lockedFor(db: Db, memberId: number, secret: Secret): Promise<number | null> {
  await lockMember(db, memberId) // the member's row first: one lock order (db/locks.ts)
  const row = await db.query<{ minutes: number | null }>(
    `INSERT INTO secret_failures (member_id, secret) VALUES ($1, $2)
     ON CONFLICT (member_id, secret) DO UPDATE SET
       failures = CASE WHEN secret_failures.locked_until <= now() THEN 0 ELSE secret_failures.failures END,
       locked_until = CASE WHEN secret_failures.locked_until <= now() THEN NULL ELSE secret_failures.locked_until END
     RETURNING ceil(extract(epoch FROM locked_until - now()) / 60)::int AS minutes`,
    [memberId, secret],
  )
  const minutes = row.rows[0]?.minutes
  return minutes === null || minutes === undefined ? null : Math.max(1, minutes)
}

/**
 * Checks one answer: refused while locked; a wrong one is counted and the count is kept although the
 * request fails (the last allowed one locks); a right one clears the count with the request's other
 * writes, i.e. once the request succeeds. Call it before any other write of the request: a refusal
 * keeps the request's writes.
 */
export async function checkSecret(
  db: Db,
  memberId: number,
  secret: Secret,
  isRight: () => Promise<boolean>,
  refusals: SecretRefusals,
): Promise<void> {
  const minutesLeft = await lockedFor(db, memberId, secret)
  if (minutesLeft !== null) throw refusals.locked(minutesLeft)
  if (await isRight()) {
    await db.query(
      'UPDATE secret_failures SET failures = 0 WHERE member_id = $1 AND secret = $2 AND failures > 0',
      [memberId, secret],
    )
    return
  }
  const counted = await db.query<{ failures: number }>(
    `UPDATE secret_failures SET failures = failures + 1,
            locked_until = CASE WHEN failures + 1 >= $3 THEN now() + make_interval(mins => $4) END
      WHERE member_id = $1 AND secret = $2 RETURNING failures`,
    [memberId, secret, SECRET_MAX_FAILURES, SECRET_LOCK_MINUTES],
  )
  const failures = counted.rows[0]?.failures ?? SECRET_MAX_FAILURES
  throw keepingWrites(
    failures >= SECRET_MAX_FAILURES ? refusals.locked(SECRET_LOCK_MINUTES) : refusals.wrong(),
  )
}
