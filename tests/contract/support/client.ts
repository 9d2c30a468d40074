import { randomUUID } from 'node:crypto'
import type { OperationSpec, ValidationResult } from '../../../server/contract/contract.ts'
import { contract, getTarget } from './target.ts'

export interface CallOptions {
  body?: unknown
  /** Raw request text instead of JSON (malformed-input tests). */
  rawBody?: string
  params?: Record<string, string | number>
  query?: Record<string, string>
  headers?: Record<string, string>
  token?: string | null
  lang?: string
  idempotencyKey?: string
}

export interface CallResult {
  operation: OperationSpec
  status: number
  headers: Headers
  /** Parsed JSON body (undefined when the body is not JSON). */
  body: unknown
  text: string
  /** The answer checked against the contract's schema for its HTTP status. */
  verdict: ValidationResult
  code: number | undefined
  message: string | undefined
  data: unknown
}

export function operation(operationId: string): OperationSpec {
  const found = contract.byId.get(operationId)
  if (!found) throw new Error(`operation ${operationId} is not in the contract`)
  return found
}

function pathOf(spec: OperationSpec, params: Record<string, string | number> = {}): string {
  return spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${spec.operationId}: missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? new Map(Object.entries(body)).get(name) : undefined
}

/** Calls an operation of the contract and checks the answer against the contract's response schema. */
export async function call(operationId: string, options: CallOptions = {}): Promise<CallResult> {
  const spec = operation(operationId)
  const target = await getTarget()
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (options.lang) headers.lang = options.lang
  if (options.token) headers.authorization = options.token
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
  let body: string | undefined
  if (spec.method !== 'get') {
    headers['content-type'] = 'application/json'
    body = options.rawBody ?? JSON.stringify(options.body ?? {})
  }
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : ''
  const response = await target.fetch(`${pathOf(spec, options.params)}${query}`, {
    method: spec.method.toUpperCase(),
    headers,
    body,
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  const verdict =
    parsed === undefined
      ? { ok: false, message: `not JSON: ${text.slice(0, 200)}`, issues: [] }
      : contract.validateResponse(spec, response.status, parsed)
  const code = field(parsed, 'code')
  const message = field(parsed, 'message')
  return {
    operation: spec,
    status: response.status,
    headers: response.headers,
    body: parsed,
    text,
    verdict,
    code: typeof code === 'number' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    data: field(parsed, 'data'),
  }
}

export function newIdempotencyKey(): string {
  return `contract-${randomUUID()}`
}

/** The sandbox's explicit "not implemented" answer. */
export function isNotImplemented(result: CallResult): boolean {
  return result.status === 501 && result.code === 501
}
