import { serverEnv } from '../config.ts'
import pg from 'pg'
import { TableChanges } from './changes.ts'
import { runTransaction, type OpenTransaction, type TxExecutor } from './transaction.ts'
import type { Db, DbHandle, QueryResult } from './types.ts'

/** int8 (count(*), bigserial) as a JS number, like PGlite, so both drivers return the same row shapes. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value))

function executorOf(client: pg.Pool | pg.PoolClient): TxExecutor {
  return {
    async query(sql, params) {
      const result = await client.query<object>({ text: sql, values: params })
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql) {
      await client.query(sql)
    },
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres'
  readonly changes = new TableChanges()
  readonly #direct: TxExecutor

  constructor(private readonly pool: pg.Pool) {
    this.#direct = executorOf(pool)
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
    return runTransaction('postgres', this.changes, () => this.#begin(), fn, this)
  }

  async #begin(): Promise<OpenTransaction> {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
    } catch (error) {
      client.release()
      throw error
    }
    return {
      executor: executorOf(client),
      commit: async () => {
        try {
          await client.query('COMMIT')
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined)
          throw error
        } finally {
          client.release()
        }
      },
      rollback: async () => {
        try {
          await client.query('ROLLBACK')
        } finally {
          client.release()
        }
      },
    }
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres'
  }
}

/** A real PostgreSQL server through a `pg` pool (`DATABASE_URL`). */
export async function openPostgres(connectionString: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString, max: serverEnv().databasePoolSize })
  pool.on('error', (error) => console.error('[db] idle client error', error))
  await pool.query('SELECT 1')
  return { db: new PostgresDb(pool), close: () => pool.end(), location: redact(connectionString) }
}
