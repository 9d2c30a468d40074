/**
 * The storage port of the sandbox: plain SQL against PostgreSQL (PGlite or a real server).
 * Handlers receive a `Db` and must use only that handle, so a transaction opened around them
 * (idempotent POSTs) covers every write they make.
 */
import type { ChangeClock } from './changes.ts'

export interface QueryResult<Row> {
  rows: Row[]
  rowCount: number
}

export interface Db {
  readonly kind: 'pglite' | 'postgres'
  /**
   * What the statements run through this database (directly or in its transactions) may have
   * changed; read caches check it. A `Db` without it is never cached from.
   */
  readonly changes?: ChangeClock
  /** One statement with `$1…$n` parameters. Pass json values as `JSON.stringify(v)` with a `::jsonb` cast. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>
  /** Runs `fn` in a transaction (a savepoint when already inside one); rolls back when `fn` throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface DbHandle {
  db: Db
  close(): Promise<void>
  /** Where the data lives, for logs: `memory`, a directory or a redacted URL. */
  location: string
}
