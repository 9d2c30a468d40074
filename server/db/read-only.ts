import { isPlainRead, type ChangeClock } from './changes.ts'
import type { Db, QueryResult } from './types.ts'

/**
 * The database as an operation the contract marks read-only (`x-lotus-read-only`) sees it: plain
 * reads pass; a statement that writes, locks or changes a setting throws, so a wrong mark fails the
 * call (and the test that takes that path) instead of writing unnoticed.
 */
export class ReadOnlyDb implements Db {
  readonly kind: Db['kind']
  readonly changes?: ChangeClock
  readonly #db: Db
  readonly #operationId: string

  constructor(db: Db, operationId: string) {
    this.kind = db.kind
    if (db.changes) this.changes = db.changes
    this.#db = db
    this.#operationId = operationId
  }

  #refusal(sql: string): Error {
    const statement = sql.trim().split('\n')[0] ?? ''
    return new Error(`${this.#operationId} is read-only in the contract, yet ran: ${statement}`)
  }

  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>> {
    if (!isPlainRead(sql)) return Promise.reject(this.#refusal(sql))
    return this.#db.query<Row>(sql, params)
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.#db.transaction((tx) => fn(new ReadOnlyDb(tx, this.#operationId)))
  }

  exec(sql: string): Promise<void> {
    return Promise.reject(this.#refusal(sql))
  }
}
