/**
 * The back office's own clock: every SETTLE_EVERY_MS, withdrawals still processing and agent
 * applications still pending after `BACKOFFICE_DELAY_MINUTES` (default 10) are decided. A withdrawal
 * whose whole amount ends in 44 is rejected (the money goes back), every other one is paid; an
 * application whose phone ends in 44 is rejected, every other one approved. Several servers on one
 * PostgreSQL may run it at once: each decision re-reads its row under the member's lock.
 */
import { serverEnv } from '../config.ts'
import type { Db } from '../db/types.ts'
import { transactionWithAfterCommit } from '../db/after-commit.ts'
import { decideAgentApplication, settleWithdrawal } from './outcomes.ts'

export const SETTLE_EVERY_MS = 30_000

/** Decides everything older than `afterMinutes`; returns how many withdrawals and applications changed. */
export async function settleDue(
  db: Db,
  afterMinutes = serverEnv().backofficeDelayMinutes,
): Promise<{ withdrawals: number; applications: number }> {
  const withdrawals = await db.query<{ order_number: string; rejected: boolean }>(
    `SELECT order_number, (trunc(amount)::bigint % 100 = 44) AS rejected FROM withdraw_orders
      WHERE status IN ('pending', 'processing') AND created_at <= now() - make_interval(secs => $1)
      ORDER BY id LIMIT 200`,
    [afterMinutes * 60],
  )
  let settled = 0
  for (const order of withdrawals.rows) {
    const result = await transactionWithAfterCommit(db, (tx, afterCommit) =>
      settleWithdrawal(tx, order.order_number, order.rejected ? 'failed' : 'success', afterCommit),
    )
    if (result?.changed) settled += 1
  }
  const applications = await db.query<{ member_id: number; rejected: boolean }>(
    `SELECT member_id, member_phone LIKE '%44' AS rejected FROM agent_applications
      WHERE status = 1 AND created_at <= now() - make_interval(secs => $1) ORDER BY id LIMIT 200`,
    [afterMinutes * 60],
  )
  let decided = 0
  for (const application of applications.rows) {
    const result = await transactionWithAfterCommit(db, (tx, afterCommit) =>
      decideAgentApplication(
        tx,
        application.member_id,
        application.rejected ? 'rejected' : 'approved',
        afterCommit,
      ),
    )
    if (result) decided += 1
  }
  return { withdrawals: settled, applications: decided }
}

/** Runs `settleDue` every SETTLE_EVERY_MS until the returned function is called. Never keeps the process alive. */
export function startBackoffice(db: Db, log: (line: string) => void = () => undefined): () => void {
  let running: Promise<void> | null = null
  const run = () => {
    running ??= settleDue(db)
      .then(
        (done) => {
          if (done.withdrawals + done.applications > 0)
            log(
              `[backoffice] settled ${done.withdrawals} withdrawal(s), decided ${done.applications} application(s)`,
            )
        },
        (error: unknown) =>
          log(`[backoffice] failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(run, SETTLE_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
