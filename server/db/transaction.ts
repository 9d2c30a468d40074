import { ChangeSet, isPlainRead, TableChanges, type ChangeClock } from './changes.ts'
import type { Db, QueryResult } from './types.ts'

/** What a driver's open transaction can do; both PGlite's `Transaction` and a pg client fit. */
export interface TxExecutor {
  query(sql: string, params?: unknown[]): Promise<{ rows: object[]; rowCount: number }>
  exec(sql: string): Promise<void>
}

/** A transaction a driver has begun. */
export interface OpenTransaction {
  executor: TxExecutor
  commit(): Promise<void>
  rollback(): Promise<void>
}

interface Savepoint {
  name: string
  issued: boolean
}

/**
 * A `Db` bound to a transaction that is begun at its first statement that writes or locks, so a
 * request answered from memory never takes the database's connection (PGlite has only one), and
 * plain reads before that (a member's password hash before a scrypt check, for instance) take a
 * connection only for the read itself: under READ COMMITTED every statement sees what was committed
 * when it started, in a transaction or not. Nested `transaction` calls become savepoints, issued just
 * as lazily. Statements run one at a time, in the order they came.
 */
class LazyTransaction implements Db {
  readonly #begin: () => Promise<OpenTransaction>
  readonly #direct: Db
  #open: Promise<OpenTransaction> | null = null
  readonly #savepoints: Savepoint[] = []
  #tail: Promise<unknown> = Promise.resolve()
  readonly touched = new ChangeSet()
  readonly #database: TableChanges
  /** The database's clock, except for tables this transaction changed and has not committed. */
  readonly changes: ChangeClock

  constructor(
    readonly kind: Db['kind'],
    database: TableChanges,
    begin: () => Promise<OpenTransaction>,
    direct: Db,
  ) {
    this.#database = database
    this.#begin = begin
    this.#direct = direct
    this.changes = {
      database,
      version: (tables) => (this.touched.touches(tables) ? null : database.version(tables)),
    }
  }

  /** Queues work after every statement already queued on this transaction. */
  #enqueue<R>(work: () => Promise<R>): Promise<R> {
    const next = this.#tail.then(work)
    this.#tail = next.catch(() => undefined)
    return next
  }

  /** The open transaction, begun now if needed, with every pending savepoint issued. */
  async #ready(): Promise<TxExecutor> {
    this.#open ??= this.#begin()
    const { executor } = await this.#open
    for (const savepoint of this.#savepoints) {
      if (savepoint.issued) continue
      await executor.exec(`SAVEPOINT ${savepoint.name}`)
      savepoint.issued = true
    }
    return executor
  }

  #record(sql: string, rowCount: number | null): void {
    this.touched.add(this.#database.noteStatement(sql, rowCount))
  }

  /** See `autocommitted` below. */
  autocommitted(): Db {
    return this.#open === null || this.kind === 'postgres' ? this.#direct : this
  }

  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<QueryResult<Row>> {
    return this.#enqueue(async () => {
      if (!this.#open && isPlainRead(sql)) return this.#direct.query<Row>(sql, params)
      const executor = await this.#ready()
      const result = await executor.query(sql, [...params])
      this.#record(sql, result.rowCount)
      // The driver returns untyped rows; the caller names their shape, as with the drivers' own query.
      return { rows: result.rows as Row[], rowCount: result.rowCount }
    })
  }

  exec(sql: string): Promise<void> {
    return this.#enqueue(async () => {
      const executor = await this.#ready()
      await executor.exec(sql)
      this.touched.add(this.#database.noteScript(sql))
    })
  }

  /** Ends the savepoint with `sql` (RELEASE or ROLLBACK TO) when it was issued, and forgets it. */
  #closeSavepoint(savepoint: Savepoint, sql: string): Promise<void> {
    return this.#enqueue(async () => {
      const index = this.#savepoints.lastIndexOf(savepoint)
      this.#savepoints.splice(index, 1)
      if (!savepoint.issued || !this.#open) return
      const { executor } = await this.#open
      await executor.exec(`${sql} ${savepoint.name}`)
    })
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const savepoint: Savepoint = { name: `sp_${this.#savepoints.length + 1}`, issued: false }
    this.#savepoints.push(savepoint)
    let result: T
    try {
      result = await fn(this)
    } catch (error) {
      await this.#closeSavepoint(savepoint, 'ROLLBACK TO SAVEPOINT')
      throw error
    }
    await this.#closeSavepoint(savepoint, 'RELEASE SAVEPOINT')
    return result
  }

  /** Commits (or rolls back) what was begun; a transaction that ran no statement has nothing to end. */
  end(commit: boolean): Promise<void> {
    return this.#enqueue(async () => {
      if (!this.#open) return
      const open = await this.#open
      if (commit) await open.commit()
      else await open.rollback()
    })
  }
}

/**
 * Runs `fn` in a transaction begun at its first statement: committed when `fn` resolves, rolled back
 * when it throws. What its statements may have changed is recorded again once it has ended.
 */
export async function runTransaction<T>(
  kind: Db['kind'],
  changes: TableChanges,
  begin: () => Promise<OpenTransaction>,
  fn: (tx: Db) => Promise<T>,
  direct: Db,
): Promise<T> {
  const tx = new LazyTransaction(kind, changes, begin, direct)
  try {
    let result: T
    try {
      result = await fn(tx)
    } catch (error) {
      await tx.end(false).catch(() => undefined)
      throw error
    }
    await tx.end(true)
    return result
  } finally {
    if (!tx.touched.empty) changes.note(tx.touched.changed)
  }
}

/**
 * A handle whose statements commit at once, whatever becomes of the transaction `db` may be: its
 * database when that transaction has not begun or runs on a pool (PostgreSQL), else the transaction
 * itself (PGlite's one connection is held by it: a statement outside it would wait forever).
 * For writes that must outlive a rolled-back answer, such as spending a captcha.
 */
export function autocommitted(db: Db): Db {
  return db instanceof LazyTransaction ? db.autocommitted() : db
}

/** A database as a driver opens it: statements on `direct`, transactions begun by `begin`. */
export class DriverDb implements Db {
  readonly changes = new TableChanges()

  constructor(
    readonly kind: Db['kind'],
    private readonly direct: TxExecutor,
    private readonly begin: () => Promise<OpenTransaction>,
  ) {}

  async query<Row extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<QueryResult<Row>> {
    const result = await this.direct.query(sql, [...params])
    this.changes.noteStatement(sql, result.rowCount)
    return { rows: result.rows as Row[], rowCount: result.rowCount }
  }

  async exec(sql: string): Promise<void> {
    await this.direct.exec(sql)
    this.changes.noteScript(sql)
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return runTransaction(this.kind, this.changes, this.begin, fn, this)
  }
}
