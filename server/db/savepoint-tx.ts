import type { Db, QueryResult } from './types.ts'

/** What a driver's open transaction can do; both PGlite's `Transaction` and a pg client fit. */
export interface TxExecutor {
  query(sql: string, params?: unknown[]): Promise<{ rows: object[]; rowCount: number }>
  exec(sql: string): Promise<void>
}

/** A `Db` bound to an open transaction; nested `transaction` calls become savepoints. */
export class SavepointTx implements Db {
  #depth = 0

  constructor(
    readonly kind: Db['kind'],
    private readonly executor: TxExecutor,
  ) {}

  async query<Row extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<QueryResult<Row>> {
    const result = await this.executor.query(sql, [...params])
    return { rows: result.rows as Row[], rowCount: result.rowCount }
  }

  async exec(sql: string): Promise<void> {
    await this.executor.exec(sql)
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    this.#depth += 1
    const name = `sp_${this.#depth}`
    await this.executor.exec(`SAVEPOINT ${name}`)
    try {
      const result = await fn(this)
      await this.executor.exec(`RELEASE SAVEPOINT ${name}`)
      return result
    } catch (error) {
      await this.executor.exec(`ROLLBACK TO SAVEPOINT ${name}`)
      throw error
    } finally {
      this.#depth -= 1
    }
  }
}
