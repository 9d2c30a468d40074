import type { TestContext } from 'vitest'
import { createApp } from '../../../server/app.ts'
import { Contract } from '../../../server/contract/contract.ts'
import { openDatabase, type OpenedDatabase } from '../../../server/db/index.ts'
import { IN_PROCESS, selectedProfile, type TargetProfile } from './profile.ts'

/** The backend under test, chosen by its profile (CONTRACT_TARGET; tests/contract/targets/). */
export interface Target {
  kind: 'remote' | 'sandbox'
  /** Sends a request to `/api<path>`; it gives up after the profile's request timeout. */
  fetch(path: string, init: RequestInit): Promise<Response>
  /** The sandbox's database (in-process runs only). */
  database: OpenedDatabase | null
}

export const contract = Contract.load()

/** Operation ids of the test hooks: the operations tagged `test-hooks` in the contract. */
export const TEST_HOOKS: ReadonlySet<string> = new Set(
  contract.operations.filter((spec) => spec.sandboxOnly).map((spec) => spec.operationId),
)

/** What a test can need of a target besides the player API. */
export type Need = string

function hooksOf(profile: TargetProfile): Set<string> {
  const hooks = new Set<string>()
  for (const hook of profile.hooks) {
    if (hook === '*') for (const id of TEST_HOOKS) hooks.add(id)
    else if (hook === IN_PROCESS || TEST_HOOKS.has(hook)) hooks.add(hook)
    else throw new Error(`target profile ${profile.name}: "${hook}" is not a test hook of the contract`)
  }
  if (profile.realtime) hooks.add('realtime')
  return hooks
}

const profile = selectedProfile()

/** The selected profile and what it offers, known before any test is collected. */
export const backend = {
  name: profile.name,
  profile,
  inProcess: profile.baseUrl === IN_PROCESS,
  /** Test hooks (operation ids), `in-process` for white-box access, `realtime` with a realtime endpoint. */
  hooks: hooksOf(profile),
  requestTimeoutMs: profile.requestTimeoutMs,
}

/** Why a test needing `need` cannot run against this target, or null when it can. */
export function missing(need: Need): string | null {
  if (backend.hooks.has(need)) return null
  if (need === IN_PROCESS)
    return `white-box: reads the sandbox's own database or code (${IN_PROCESS} sandbox only)`
  if (need === 'realtime') return `target ${backend.name} has no realtime endpoint`
  const spec = contract.byId.get(need)
  const where = spec ? ` (${spec.method.toUpperCase()} /api${spec.path})` : ''
  return `target ${backend.name} offers no test hook ${need}${where}`
}

/**
 * Options for `describe(name, requires('peekSandboxCaptcha'), fn)` or `test(...)`: skipped, with the
 * reason in the report, when the target lacks one of `needs`.
 */
export function requires(...needs: Need[]): { skip: boolean; meta: { skipReason?: string } } {
  const reasons = needs.map(missing).filter((reason): reason is string => reason !== null)
  return reasons.length > 0
    ? { skip: true, meta: { skipReason: reasons.join('; ') } }
    : { skip: false, meta: {} }
}

/** Inside a test: skips it, with the reason, when the target lacks one of `needs`. */
export function skipUnless(context: Pick<TestContext, 'skip'>, ...needs: Need[]): void {
  const reasons = needs.map(missing).filter((reason): reason is string => reason !== null)
  if (reasons.length > 0) context.skip(reasons.join('; '))
}

/** Gives up on `work` after `ms`, naming `what`. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms)
  })
  return Promise.race([work, expired]).finally(() => clearTimeout(timer))
}

function timed(init: RequestInit): RequestInit {
  const timeout = AbortSignal.timeout(backend.requestTimeoutMs)
  return { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout }
}

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
    fetch: async (path, init) =>
      withTimeout(
        Promise.resolve(app.fetch(new Request(`http://localhost/api${path}`, timed(init)))),
        backend.requestTimeoutMs,
        `${init.method ?? 'GET'} /api${path}`,
      ),
  }
}

function remote(baseUrl: string): Target {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    kind: 'remote',
    database: null,
    fetch: (path, init) => fetch(`${base}${path}`, timed(init)),
  }
}

export function getTarget(): Promise<Target> {
  target ??= backend.inProcess ? startSandbox() : Promise.resolve(remote(profile.baseUrl))
  return target
}

/** The target is reached over HTTP. Not a reason to skip a test: use `requires(...)`. */
export const isRemote = !backend.inProcess
