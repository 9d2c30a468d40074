/**
 * Which tables the statements run through a database may have changed, as per-table counters that
 * in-memory read caches compare (see read-cache.ts). Deliberately coarse: a write counts for every
 * table its statement names, whether or not the rows it touched matter to a cache.
 */

/** What a statement can do to the data, from its first keyword. */
type StatementKind = 'read' | 'control' | 'write' | 'delete' | 'other'

const FIRST_WORD = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*([a-z]+)/i
const WORDS = /[a-z_][a-z0-9_]*/gi
/** String constants ('…' and $tag$…$tag$): their words name no table. */
const LITERALS = /'(?:[^']|'')*'|\$([a-z_]*)\$[\s\S]*?\$\1\$/gi
const DATA_CHANGING = /\b(?:insert|update|delete|merge|truncate)\b/i

function kindOf(sql: string): StatementKind {
  const word = FIRST_WORD.exec(sql)?.[1]?.toLowerCase()
  switch (word) {
    case 'select':
    case 'values':
    case 'show':
      return 'read'
    case 'begin':
    case 'commit':
    case 'rollback':
    case 'savepoint':
    case 'release':
    case 'start':
    case 'end':
      return 'control'
    case 'insert':
    case 'update':
    case 'merge':
      return 'write'
    case 'delete':
      return 'delete'
    case 'with':
      // A CTE may hold a data-changing statement whose count is not the statement's row count.
      return DATA_CHANGING.test(sql) ? 'other' : 'read'
    default:
      return 'other'
  }
}

/** Clauses that make a SELECT lock rows, take a lock or change state: it must run in its transaction. */
const NOT_PLAIN =
  /\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b|\bpg_advisory|\bnextval\b|\bsetval\b|\bset_config\b/i

/**
 * Whether a statement only reads committed data (a SELECT without row locks, advisory locks or
 * sequence/setting changes), so that running it outside a transaction that has not begun yet sees
 * what it would have seen as that transaction's first statement (READ COMMITTED).
 */
export function isPlainRead(sql: string): boolean {
  return kindOf(sql) === 'read' && !NOT_PLAIN.test(sql.replace(LITERALS, ' '))
}

/** The names a statement mentions, lower case: its tables among them. */
function namesIn(sql: string): string[] {
  const code = sql.replace(LITERALS, ' ')
  return [...new Set(Array.from(code.matchAll(WORDS), (match) => match[0].toLowerCase()))]
}

/** Where a read cache learns whether what it holds may be out of date. */
export interface ChangeClock {
  /** The database's own counters (the same object for the database and its transactions). */
  readonly database: TableChanges
  /**
   * A number that grows whenever one of `tables` may have changed; null when the handle asking has
   * changed one of them itself and not committed yet (nothing it reads may be cached or served).
   */
  version(tables: readonly string[]): number | null
}

/**
 * Counters of the changes made through one database. `version(tables)` grows whenever a statement
 * that may have changed one of `tables` completes, and again when the transaction it ran in ends,
 * so a value read while a writing transaction was open is never kept past its commit.
 */
export class TableChanges implements ChangeClock {
  readonly database = this
  readonly #versions = new Map<string, number>()
  /** Bumped by statements whose effect cannot be read from their text (DDL, DELETE with its cascades). */
  #everything = 0

  version(tables: readonly string[]): number {
    let sum = this.#everything
    for (const table of tables) sum += this.#versions.get(table) ?? 0
    return sum
  }

  /**
   * Records a completed statement and returns what it may have changed (for its transaction to
   * record again at its end): nothing, the names it mentions, or `'all'`.
   */
  noteStatement(sql: string, rowCount: number | null): readonly string[] | 'all' {
    const kind = kindOf(sql)
    if (kind === 'read' || kind === 'control') return []
    // INSERT, UPDATE and MERGE report the rows they changed; none changed means nothing changed.
    if (kind === 'write' && rowCount === 0) return []
    const changed = kind === 'write' ? namesIn(sql) : 'all'
    this.note(changed)
    return changed
  }

  /** Records a completed script of statements (migrations, savepoint commands). */
  noteScript(sql: string): readonly string[] | 'all' {
    if (kindOf(sql) === 'control' && !sql.includes(';')) return []
    this.note('all')
    return 'all'
  }

  note(changed: readonly string[] | 'all'): void {
    if (changed === 'all') {
      this.#everything += 1
      return
    }
    for (const table of changed) this.#versions.set(table, (this.#versions.get(table) ?? 0) + 1)
  }
}

/** Collects what the statements of one transaction may have changed. */
export class ChangeSet {
  #all = false
  readonly #tables = new Set<string>()

  add(changed: readonly string[] | 'all'): void {
    if (changed === 'all') this.#all = true
    else for (const table of changed) this.#tables.add(table)
  }

  get changed(): readonly string[] | 'all' {
    return this.#all ? 'all' : [...this.#tables]
  }

  touches(tables: readonly string[]): boolean {
    return this.#all || tables.some((table) => this.#tables.has(table))
  }

  get empty(): boolean {
    return !this.#all && this.#tables.size === 0
  }
}
