import { PGlite, type Transaction } from '@electric-sql/pglite'
import { TableChanges } from './changes.ts'
import { runTransaction, type OpenTransaction, type TxExecutor } from './transaction.ts'
import type { Db, DbHandle, QueryResult } from './types.ts'

function executorOf(target: PGlite | Transaction): TxExecutor {
  return {
    async query(sql, params) {
      const result = await target.query<object>(sql, params)
      // rowCount is the command tag's count (rows of a SELECT, rows changed by an UPDATE), as with pg.
      return {
        rows: result.rows,
        rowCount: result.rowCount ?? Math.max(result.rows.length, result.affectedRows ?? 0),
      }
    },
    async exec(sql) {
      await target.exec(sql)
    },
  }
}

class PgliteDb implements Db {
  readonly kind = 'pglite'
  readonly changes = new TableChanges()
  readonly #direct: TxExecutor

  constructor(private readonly pg: PGlite) {
    this.#direct = executorOf(pg)
  }

  async query<Row extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<QueryResult<Row>> {
    const result = await this.#direct.query(sql, [...params])
    this.changes.noteStatement(sql, result.rowCount)
    return { rows: result.rows as Row[], rowCount: result.rowCount }
  }

  async exec(sql: string): Promise<void> {
    await this.#direct.exec(sql)
    this.changes.noteScript(sql)
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return runTransaction('pglite', this.changes, () => this.#begin(), fn, this)
  }

  /** PGlite's transaction holds its one connection from BEGIN until the callback settles. */
  #begin(): Promise<OpenTransaction> {
    return new Promise((opened, failed) => {
      let decide: (commit: boolean) => void = () => undefined
      const decision = new Promise<boolean>((resolve) => {
        decide = resolve
      })
      const finished: Promise<void> = this.pg.transaction(async (tx) => {
        opened({
          executor: executorOf(tx),
          commit: () => {
            decide(true)
            return finished
          },
          rollback: () => {
            decide(false)
            return finished
          },
        })
        if (!(await decision)) await tx.rollback()
      })
      finished.catch(failed)
    })
  }
}

/** Embedded PostgreSQL: in memory, or persisted in `dataDir`. One connection; statements run one at a time. */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.waitReady
  return { db: new PgliteDb(pg), close: () => pg.close(), location: dataDir ?? 'memory' }
}
