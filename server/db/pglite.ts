import { PGlite, type Transaction } from '@electric-sql/pglite'
import { SavepointTx, type TxExecutor } from './savepoint-tx.ts'
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
  readonly #direct: TxExecutor

  constructor(private readonly pg: PGlite) {
    this.#direct = executorOf(pg)
  }

  async query<Row extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<QueryResult<Row>> {
    const result = await this.#direct.query(sql, [...params])
    return { rows: result.rows as Row[], rowCount: result.rowCount }
  }

  async exec(sql: string): Promise<void> {
    await this.#direct.exec(sql)
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => fn(new SavepointTx('pglite', executorOf(tx))))
  }
}

/** Embedded PostgreSQL: in memory, or persisted in `dataDir`. One connection; statements run one at a time. */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.waitReady
  return { db: new PgliteDb(pg), close: () => pg.close(), location: dataDir ?? 'memory' }
}
