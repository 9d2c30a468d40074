import { PGlite, type Transaction } from '@electric-sql/pglite'
import { DriverDb, type OpenTransaction, type TxExecutor } from './transaction.ts'
import type { DbHandle } from './types.ts'

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

/** PGlite's transaction holds its one connection from BEGIN until the callback settles. */
function beginOn(pg: PGlite): Promise<OpenTransaction> {
  return new Promise((opened, failed) => {
    let decide: (commit: boolean) => void = () => undefined
    const decision = new Promise<boolean>((resolve) => {
      decide = resolve
    })
    const finished: Promise<void> = pg.transaction(async (tx) => {
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

/** Embedded PostgreSQL: in memory, or persisted in `dataDir`. One connection; statements run one at a time. */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.waitReady
  return {
    db: new DriverDb('pglite', executorOf(pg), () => beginOn(pg)),
    close: () => pg.close(),
    location: dataDir ?? 'memory',
  }
}
