import type { Db } from '../types.ts'

/** SQL type of each inserted column, e.g. `{ id: 'integer', names: 'jsonb' }`. */
export type ColumnTypes<Row> = { [K in keyof Row & string]: string }

const CHUNK = 2_000

/**
 * Inserts many rows in a few statements: the rows travel as one jsonb parameter expanded by
 * `jsonb_to_recordset`, which works the same on PGlite and PostgreSQL (arrays and jsonb included).
 */
export async function bulkInsert<Row extends object>(
  db: Db,
  table: string,
  columns: ColumnTypes<Row>,
  rows: readonly Row[],
): Promise<number> {
  const entries = Object.entries(columns)
  const names = entries.map(([name]) => name).join(', ')
  const definitions = entries.map(([name, type]) => `${name} ${type}`).join(', ')
  const sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${definitions})`
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + CHUNK))])
  }
  return rows.length
}

/** After inserting explicit ids into serial columns, moves each sequence past the highest id. */
export async function resetSequences(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST((SELECT COALESCE(max(id), 0) FROM ${table}), 1))`,
      [table],
    )
  }
}

/** A date relative to the seed's reference time, as an ISO string. */
export function daysFrom(reference: Date, days: number): string {
  return new Date(reference.getTime() + days * 86_400_000).toISOString()
}
