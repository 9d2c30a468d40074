import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Db } from './types.ts'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/
/** Any constant: serialises concurrent migrators on a shared PostgreSQL. */
const MIGRATION_LOCK = 7_341_001

export interface Migration {
  version: number
  name: string
  sql: string
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => FILE_PATTERN.test(file)).sort()
  return Promise.all(
    files.map(async (name) => ({
      version: Number(name.slice(0, 3)),
      name,
      sql: await readFile(`${dir}/${name}`, 'utf8'),
    })),
  )
}

/** Applies pending `NNN_name.sql` files in order, each in its own transaction, recorded in schema_migrations. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations())
  const applied: string[] = []
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version     integer PRIMARY KEY,
    name        text NOT NULL,
    applied_at  timestamptz NOT NULL DEFAULT now()
  )`)
  for (const migration of all) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version])
      if (done.rowCount > 0) return
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
      applied.push(migration.name)
    })
  }
  return applied
}
