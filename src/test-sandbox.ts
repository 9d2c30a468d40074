import { afterAll, beforeAll, vi } from 'vitest'
import { createApp } from '../server/app.ts'
import { openDatabase, type OpenedDatabase } from '../server/db/index.ts'

/**
 * Unit tests' `fetch` answered by the in-process sandbox (a fresh PGlite database for the file).
 * Returns the paths asked for, in order; a test may empty it (`asked.length = 0`).
 */
export function answerFetchFromSandbox(): string[] {
  const asked: string[] = []
  let database: OpenedDatabase | undefined
  beforeAll(async () => {
    database = await openDatabase()
    const { app } = createApp({ db: database.db, config: { log: () => undefined } })
    vi.stubGlobal('fetch', (input: Request) => {
      asked.push(new URL(input.url).pathname)
      return app.fetch(input)
    })
  }, 60_000)
  afterAll(async () => {
    vi.unstubAllGlobals()
    await database?.close()
  })
  return asked
}
