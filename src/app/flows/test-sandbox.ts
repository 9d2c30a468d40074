import { afterAll, beforeAll, vi } from 'vitest'
import { createApp } from '../../../server/app.ts'
import { openDatabase, type OpenedDatabase } from '../../../server/db/index.ts'

/**
 * For a flow's tests: the sandbox backend runs in the test's process on a fresh database, and every
 * `fetch` is answered by it. Returns a reader of that database (open once the suite has started).
 */
export function inProcessSandbox(): () => OpenedDatabase {
  let database: OpenedDatabase | undefined
  beforeAll(async () => {
    database = await openDatabase()
    const { app } = createApp({ db: database.db, config: { log: () => undefined } })
    vi.stubGlobal('fetch', (input: Request) => app.fetch(input))
  }, 60_000)
  afterAll(async () => {
    vi.unstubAllGlobals()
    await database?.close()
  })
  return () => {
    if (!database) throw new Error('the sandbox opens when the suite starts')
    return database
  }
}
