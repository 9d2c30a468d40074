import type { ChangeClock, TableChanges } from './changes.ts'
import type { Db } from './types.ts'

interface Entry<V> {
  version: number
  value: V
  /** `Date.now()` from which the entry no longer holds (a session's expiry); Infinity when never. */
  until: number
}

/** A loaded value, and until when it holds regardless of writes (default: until a write). */
export interface Loaded<V> {
  value: V
  until?: number
}

/**
 * How long a value read from PostgreSQL is kept: another server on the same database may change it
 * without this process's change counters seeing it.
 */
export const SHARED_DATABASE_MAX_AGE_MS = 500

/** Values some ReadCache holds (frozen), with their JSON text once it was asked for. */
const held = new WeakMap<object, { json?: string }>()

/** The JSON text of a value a ReadCache holds, computed once; undefined for any other value. */
export function heldJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const entry = held.get(value)
  if (!entry) return undefined
  entry.json ??= JSON.stringify(value)
  return entry.json
}

function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * Values read from the database, kept in memory until a statement that names one of `tables` runs
 * through the same database (see TableChanges). Values are frozen: callers share them.
 *
 * A value is kept only when no such statement completed while it was loaded, and never when the
 * handle that loaded it has uncommitted changes to those tables. Changes made by another process are
 * not counted: on PostgreSQL, which several servers may share, a value is kept at most
 * SHARED_DATABASE_MAX_AGE_MS.
 */
export class ReadCache<V> {
  readonly #byDatabase = new WeakMap<TableChanges, Map<string, Entry<V>>>()

  constructor(
    readonly tables: readonly string[],
    readonly maxEntries = 1000,
  ) {}

  #entriesOf(clock: ChangeClock): Map<string, Entry<V>> {
    let entries = this.#byDatabase.get(clock.database)
    if (!entries) {
      entries = new Map()
      this.#byDatabase.set(clock.database, entries)
    }
    return entries
  }

  async get(db: Db, key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    const clock = db.changes
    const version = clock?.version(this.tables) ?? null
    if (!clock || version === null) return (await load()).value
    const entries = this.#entriesOf(clock)
    const hit = entries.get(key)
    if (hit && hit.version === version && Date.now() < hit.until) return hit.value
    const loaded = await load()
    if (clock.version(this.tables) !== version) return loaded.value
    if (!hit && entries.size >= this.maxEntries) {
      const oldest = entries.keys().next()
      if (!oldest.done) entries.delete(oldest.value)
    }
    const value = deepFreeze(loaded.value)
    if (typeof value === 'object' && value !== null) held.set(value, {})
    const until = loaded.until ?? Number.POSITIVE_INFINITY
    // Other servers may write to a PostgreSQL database, unseen by these counters: keep values briefly.
    const shared = db.kind === 'postgres' ? Date.now() + SHARED_DATABASE_MAX_AGE_MS : Number.POSITIVE_INFINITY
    entries.set(key, { version, value, until: Math.min(until, shared) })
    return value
  }
}
