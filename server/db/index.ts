import { serverEnv } from '../config.ts'
import { migrate } from './migrate.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'
import { startPurging } from './purge.ts'
import { startBackoffice } from '../backoffice/clock.ts'
import { seedIfEmpty, type SeedReport } from './seed/index.ts'
import type { DbHandle } from './types.ts'

export type { Db, DbHandle, QueryResult } from './types.ts'

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string | undefined
  /** PGlite data directory; in memory when absent. */
  dataDir?: string | undefined
  /** Seed when the database has no site yet (default true). */
  seed?: boolean
  log?: (line: string) => void
}

export interface OpenedDatabase extends DbHandle {
  migrations: string[]
  seed: SeedReport | null
  timings: { openMs: number; migrateMs: number; seedMs: number }
}

/** Opens the configured database, applies migrations, seeds an empty one and purges expired rows periodically. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const log = options.log ?? (() => undefined)
  const started = performance.now()
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir)
  const opened = performance.now()
  const migrations = await migrate(handle.db)
  const migrated = performance.now()
  const seed = options.seed === false ? null : await seedIfEmpty(handle.db)
  const seeded = performance.now()
  const timings = {
    openMs: Math.round(opened - started),
    migrateMs: Math.round(migrated - opened),
    seedMs: Math.round(seeded - migrated),
  }
  log(
    `[db] ${handle.db.kind} at ${handle.location}: open ${timings.openMs} ms, ` +
      `${migrations.length} migration(s) ${timings.migrateMs} ms, ` +
      (seed ? `seeded ${seed.games} games in ${timings.seedMs} ms` : 'seed kept'),
  )
  const stopPurging = startPurging(handle.db, log)
  const stopBackoffice = startBackoffice(handle.db, log)
  const close = async () => {
    stopPurging()
    stopBackoffice()
    await handle.close()
  }
  return { ...handle, close, migrations, seed, timings }
}

/** Opens a database using `DATABASE_URL` / `LOTUS_DATA_DIR` from the environment. */
export function openDatabaseFromEnv(log?: (line: string) => void): Promise<OpenedDatabase> {
  return openDatabase({
    databaseUrl: serverEnv().databaseUrl,
    dataDir: serverEnv().dataDir,
    ...(log ? { log } : {}),
  })
}
