import type { Db } from './types.ts'

/** Work that must wait for the commit of the current transaction (a realtime event, for instance). */
export type CommitCallback = () => void | Promise<void>

/** Registers a callback that runs once after the transaction commits, and never if it rolls back. */
export type AfterCommit = (callback: CommitCallback) => void

/**
 * The callbacks of one transaction. `collect` scopes a part of it (a savepoint): what that part
 * registers is kept only when it resolves, so a rolled-back savepoint drops its callbacks. `flush`
 * runs the kept callbacks once, in order, after the commit.
 */
export class AfterCommitQueue {
  readonly #pending: CommitCallback[] = []
  readonly #log: (line: string) => void

  constructor(log: (line: string) => void = () => undefined) {
    this.#log = log
  }

  async collect<T>(fn: (afterCommit: AfterCommit) => Promise<T>): Promise<T> {
    const own: CommitCallback[] = []
    const result = await fn((callback) => {
      own.push(callback)
    })
    this.#pending.push(...own)
    return result
  }

  /** Runs every kept callback now (without waiting for them); a failing one does not stop the rest. */
  flush(): void {
    const callbacks = this.#pending.splice(0)
    for (const callback of callbacks) {
      try {
        void Promise.resolve(callback()).catch((error: unknown) => this.#report(error))
      } catch (error) {
        this.#report(error)
      }
    }
  }

  #report(error: unknown): void {
    this.#log(`[after-commit] ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * `db.transaction(fn)` whose `afterCommit` callbacks run once it has committed. `db` must be the
 * database itself, not a transaction: inside one, the commit would only be a savepoint's release.
 */
export async function transactionWithAfterCommit<T>(
  db: Db,
  fn: (tx: Db, afterCommit: AfterCommit) => Promise<T>,
  log?: (line: string) => void,
): Promise<T> {
  const queue = new AfterCommitQueue(log)
  const result = await db.transaction((tx) => queue.collect((afterCommit) => fn(tx, afterCommit)))
  queue.flush()
  return result
}
