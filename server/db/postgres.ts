import { serverEnv } from '../config.ts'
import pg from 'pg'
import { DriverDb, type OpenTransaction, type TxExecutor } from './transaction.ts'
import type { DbHandle } from './types.ts'

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

async function beginOn(pool: pg.Pool): Promise<OpenTransaction> {
  const client = await pool.connect()
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
  return {
    db: new DriverDb('postgres', executorOf(pool), () => beginOn(pool)),
    close: () => pool.end(),
    location: redact(connectionString),
  }
}
