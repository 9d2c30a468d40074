import { createApp } from '../../../server/app.ts'
import { Contract } from '../../../server/contract/contract.ts'
import { openDatabase, type OpenedDatabase } from '../../../server/db/index.ts'

/** The backend under test: `API_BASE_URL` when set, else one in-process sandbox per test process. */
export interface Target {
  kind: 'remote' | 'sandbox'
  /** Sends a request to `/api<path>`. */
  fetch(path: string, init: RequestInit): Promise<Response>
  /** The sandbox's database (in-process runs only). */
  database: OpenedDatabase | null
}

export const contract = Contract.load()

let target: Promise<Target> | null = null

async function startSandbox(): Promise<Target> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
  const { app } = createApp({
    db: database.db,
    contract,
    config: { mode: 'test', validateResponses: true, log: (line) => console.error(line) },
  })
  return {
    kind: 'sandbox',
    database,
    fetch: async (path, init) => app.fetch(new Request(`http://localhost/api${path}`, init)),
  }
}

function remote(baseUrl: string): Target {
  const base = baseUrl.replace(/\/+$/, '')
  return { kind: 'remote', database: null, fetch: (path, init) => fetch(`${base}${path}`, init) }
}

export function getTarget(): Promise<Target> {
  const baseUrl = process.env.API_BASE_URL
  target ??= baseUrl ? Promise.resolve(remote(baseUrl)) : startSandbox()
  return target
}

export const isRemote = Boolean(process.env.API_BASE_URL)
