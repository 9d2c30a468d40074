import type { SessionMember } from '../auth/sessions.ts'
import type { OperationSpec } from '../contract/contract.ts'
import type { AfterCommit } from '../db/after-commit.ts'
import type { Db } from '../db/types.ts'
import type { Locale } from '../domain/reference.ts'

export interface RequestInfo {
  ip: string
  userAgent: string
  /** Host header without port, lower case. */
  host: string
  /** Host header as sent (with its port). */
  hostWithPort: string
  protocol: 'http' | 'https'
  headers: Headers
}

/** Settings handlers may read (a slice of the app config). */
export interface HandlerSettings {
  /** Origins allowed in game frames besides the sandbox itself (CSP frame-src, check_iframe). */
  frameSrc: readonly string[]
}

/** What a handler receives. `body`, `params` and `query` were validated against the contract. */
export interface OperationContext<Body = unknown> {
  /** The request's transaction: use only this handle; a thrown ApiError rolls every write back. */
  db: Db
  body: Body
  params: Record<string, string>
  query: Record<string, unknown>
  /** The `lang` header when it is one of the 11 locales. */
  lang: Locale | undefined
  /** The session of the `authorization` header; never null when the operation requires auth. */
  session: SessionMember | null
  request: RequestInfo
  operation: OperationSpec
  settings: HandlerSettings
  /** Adds a response header (e.g. `authorization` after login); replayed with idempotent answers. */
  setHeader(name: string, value: string): void
  /**
   * The one way to publish a realtime event: the callback runs once the request's transaction has
   * committed, and never when the handler's writes roll back (a thrown ApiError) or the commit fails.
   */
  afterCommit: AfterCommit
}

/** A handler as the dispatcher sees it; typed handlers are declared with `defineHandlers`. */
export type RawHandler = (ctx: OperationContext) => Promise<unknown>
export type HandlerRegistry = ReadonlyMap<string, RawHandler>
