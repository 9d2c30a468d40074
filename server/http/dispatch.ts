import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { TrustProxy } from '../config.ts'
import { pendingPasswordChange } from '../auth/first-login.ts'
import { findSession, type SessionMember } from '../auth/sessions.ts'
import type { Contract, OperationSpec, ValidationResult } from '../contract/contract.ts'
import { isRecord } from '../contract/json.ts'
import { AfterCommitQueue } from '../db/after-commit.ts'
import { heldJson } from '../db/read-cache.ts'
import { ReadOnlyDb } from '../db/read-only.ts'
import type { Db } from '../db/types.ts'
import { isLocale, type Locale } from '../domain/reference.ts'
import { t } from '../i18n/messages.ts'
import type {
  HandlerRegistry,
  HandlerSettings,
  OperationContext,
  RequestInfo,
} from '../operations/context.ts'
import {
  ApiError,
  FailureKeepingWrites,
  SUCCESS_CODE,
  badRequest,
  envelopeResponse,
  protocolError,
  type Envelope,
} from './envelope.ts'
import { rejectedByDatabase } from './database-errors.ts'
import { MAX_KEY_LENGTH, requestFingerprint, runOnce, type StoredAnswer } from './idempotency.ts'

export const MAX_BODY_BYTES = 256 * 1024
/** Objects and arrays nested deeper than this are refused before anything walks them. */
export const MAX_JSON_DEPTH = 400

export interface NetworkSettings {
  trustProxy: TrustProxy
  publicOrigin: string | undefined
}

export interface DispatchOptions {
  db: Db
  contract: Contract
  handlers: HandlerRegistry
  settings: HandlerSettings
  network: NetworkSettings
  /** Validate every answer against the contract and turn a mismatch into a loud 500. */
  validateResponses: boolean
  log: (line: string) => void
}

/** The address of the peer that opened the connection (loopback for in-process requests). */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1'
  } catch {
    return '127.0.0.1'
  }
}

function trusts(trustProxy: TrustProxy, peer: string): boolean {
  if (trustProxy === 'all') return true
  if (trustProxy === 'none') return false
  return trustProxy.includes(peer)
}

/**
 * Who asked and through which host. `X-Forwarded-*` headers count only when the peer is a trusted
 * proxy (TRUST_PROXY); with PUBLIC_ORIGIN set, the host and protocol are the configured ones.
 */
export function requestInfo(c: Context, network: NetworkSettings): RequestInfo {
  const peer = peerAddress(c)
  const trusted = trusts(network.trustProxy, peer)
  const forwarded = trusted ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  const url = new URL(c.req.url)
  const publicUrl = network.publicOrigin ? new URL(network.publicOrigin) : null
  const hostWithPort = (
    publicUrl?.host ??
    (trusted ? c.req.header('x-forwarded-host') : undefined) ??
    c.req.header('host') ??
    url.host
  ).toLowerCase()
  const proto =
    publicUrl?.protocol.replace(':', '') ??
    (trusted ? c.req.header('x-forwarded-proto') : undefined) ??
    url.protocol.replace(':', '')
  return {
    ip: forwarded || (trusted ? c.req.header('x-real-ip') : undefined) || peer,
    userAgent: c.req.header('user-agent') ?? '',
    host: hostWithPort.replace(/:\d+$/, ''),
    hostWithPort,
    protocol: proto === 'https' ? 'https' : 'http',
    headers: c.req.raw.headers,
  }
}

function tokenOf(c: Context): string {
  const raw = c.req.header('authorization')?.trim() ?? ''
  return raw.toLowerCase().startsWith('bearer ') ? raw.slice(7).trim() : raw
}

async function readJsonBody(c: Context, operation: OperationSpec): Promise<unknown> {
  if (!operation.body) return undefined
  const text = await c.req.text()
  if (text.length > MAX_BODY_BYTES)
    throw badRequest('/body', `must not be larger than ${MAX_BODY_BYTES} bytes`, 'maxLength')
  if (text.trim() === '') {
    if (operation.body.required) throw badRequest('/body', 'is required', 'required')
    return undefined
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('/body', 'must be valid JSON', 'type')
  }
  if (depthOf(parsed) > MAX_JSON_DEPTH)
    throw badRequest('/body', `must not nest deeper than ${MAX_JSON_DEPTH} levels`, 'maxDepth')
  return parsed
}

/** How deeply a parsed JSON value nests, counted without recursion (a deep body must not overflow the stack). */
function depthOf(value: unknown): number {
  let deepest = 0
  const pending: [unknown, number][] = [[value, 1]]
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number]
    if (typeof item !== 'object' || item === null) continue
    deepest = Math.max(deepest, depth)
    if (deepest > MAX_JSON_DEPTH) return deepest
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1])
  }
  return deepest
}

function collectParams(
  c: Context,
  operation: OperationSpec,
  location: 'query' | 'header',
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const param of operation.parameters) {
    if (param.in !== location) continue
    const value = location === 'query' ? c.req.query(param.name) : c.req.header(param.name)
    if (value !== undefined) values[param.name] = value
  }
  return values
}

function check(result: ValidationResult): void {
  if (!result.ok) throw new ApiError(400, 400, result.message, { errors: result.issues })
}

type Answer = StoredAnswer & { replayed?: boolean }

/** `JSON.stringify(body)`, but the `data` of an envelope held by a read cache is serialised only once. */
function textOf(body: unknown): string {
  if (isRecord(body) && typeof body.code === 'number' && typeof body.message === 'string') {
    const keys = Object.keys(body)
    const data = heldJson(body.data)
    if (
      data !== undefined &&
      keys.length === 3 &&
      keys[0] === 'code' &&
      keys[1] === 'message' &&
      keys[2] === 'data'
    )
      return `{"code":${JSON.stringify(body.code)},"message":${JSON.stringify(body.message)},"data":${data}}`
  }
  return JSON.stringify(body)
}

/** Runs one contract operation: validation, auth, 501, idempotency, the handler, the envelope. */
export async function dispatch(
  c: Context,
  match: { operation: OperationSpec; params: Record<string, string> },
  options: DispatchOptions,
): Promise<Response> {
  const { operation } = match
  let answer: Answer
  try {
    answer = await answerOf(c, match, options)
  } catch (error) {
    // A value the database cannot take fails its (rolled back) statement: a 400, not a 500.
    const rejected = error instanceof ApiError ? error : rejectedByDatabase(error)
    if (!rejected) throw error
    answer = { status: rejected.httpStatus, body: rejected.toEnvelope(), headers: {} }
  }
  if (options.validateResponses) {
    const verdict = options.contract.validateResponse(operation, answer.status, answer.body)
    if (!verdict.ok) {
      const message = `Contract violation in the ${operation.operationId} response (HTTP ${answer.status}): ${verdict.message}`
      options.log(`[contract] ${message}`)
      return envelopeResponse(500, { code: 500, message, data: null })
    }
  }
  const headers = answer.replayed ? { ...answer.headers, 'idempotent-replayed': 'true' } : answer.headers
  return new Response(answer.bodyText ?? textOf(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

async function answerOf(
  c: Context,
  match: { operation: OperationSpec; params: Record<string, string> },
  options: DispatchOptions,
): Promise<Answer> {
  const { operation } = match
  const { contract, db } = options
  const langHeader = c.req.header('lang')
  const lang: Locale | undefined = isLocale(langHeader) ? langHeader : undefined
  const params: Record<string, string> = { ...match.params }
  check(contract.validateParameters(operation, 'path', params))
  const query = collectParams(c, operation, 'query')
  check(contract.validateParameters(operation, 'query', query))
  check(contract.validateParameters(operation, 'header', collectParams(c, operation, 'header')))

  let session: SessionMember | null = null
  if (operation.auth !== 'none') {
    const token = tokenOf(c)
    session = token ? await findSession(db, token) : null
    if (!session && operation.auth === 'required') throw new ApiError(401, 401, t('unauthorized', lang))
    const refusal =
      operation.auth === 'required' ? pendingPasswordChange(session, operation.operationId, lang) : null
    if (refusal) throw refusal
  }

  const body = await readJsonBody(c, operation)
  if (body !== undefined) check(contract.validateBody(operation, body))

  const handler = options.handlers.get(operation.operationId)
  if (!handler) throw protocolError(501, `Not implemented in the sandbox: ${operation.operationId}`)

  const idempotencyKey = c.req.method === 'POST' ? c.req.header('idempotency-key') : undefined
  if (
    idempotencyKey !== undefined &&
    (idempotencyKey.length === 0 || idempotencyKey.length > MAX_KEY_LENGTH)
  ) {
    throw badRequest('/header/idempotency-key', `must be 1 to ${MAX_KEY_LENGTH} characters`, 'maxLength')
  }
  const request = requestInfo(c, options.network)

  const committed = new AfterCommitQueue(options.log)
  const answer = await db.transaction(async (tx): Promise<Answer> => {
    const execute = async (): Promise<StoredAnswer> => {
      const headers: Record<string, string> = {}
      const context: Omit<OperationContext, 'db' | 'afterCommit'> = {
        body,
        params,
        query,
        lang,
        session,
        request,
        operation,
        settings: options.settings,
        setHeader: (name, value) => {
          headers[name.toLowerCase()] = value
        },
      }
      try {
        // A savepoint: a business error undoes the handler's writes (and drops its afterCommit
        // callbacks) but is still stored as the answer.
        const outcome = await committed.collect((afterCommit) =>
          tx.transaction(async (inner) => {
            try {
              // A read-only operation (the contract's mark) is held to it: a write throws.
              const db = operation.readOnly ? new ReadOnlyDb(inner, operation.operationId) : inner
              return { data: await handler({ ...context, db, afterCommit }) }
            } catch (error) {
              if (error instanceof FailureKeepingWrites) return { failure: error }
              throw error
            }
          }),
        )
        if (outcome.failure) {
          return { status: outcome.failure.httpStatus, body: outcome.failure.toEnvelope(), headers }
        }
        const { data } = outcome
        if (!operation.enveloped) return { status: 200, body: data, headers }
        const envelope: Envelope = { code: SUCCESS_CODE, message: t('success', lang), data: data ?? null }
        return { status: 200, body: envelope, headers }
      } catch (error) {
        if (error instanceof ApiError) return { status: error.httpStatus, body: error.toEnvelope(), headers }
        throw error
      }
    }
    // A read changes nothing to run twice: its key is not remembered, so reading stores nothing.
    if (idempotencyKey === undefined || operation.readOnly) return execute()
    const fingerprint = requestFingerprint({
      operationId: operation.operationId,
      memberId: session?.member_id ?? null,
      request: { body, params, query },
    })
    const outcome = await runOnce(
      tx,
      {
        key: idempotencyKey,
        fingerprint,
        operationId: operation.operationId,
        memberId: session?.member_id ?? null,
      },
      execute,
    )
    if (outcome.kind === 'mismatch') {
      return {
        status: 422,
        body: { code: 422, message: 'Idempotency-Key was already used with a different request', data: null },
        headers: {},
      }
    }
    return { ...outcome.answer, replayed: outcome.kind === 'replayed' }
  })
  committed.flush()
  return answer
}
