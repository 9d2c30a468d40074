import { randomUUID } from 'node:crypto'
import { TestRunner } from 'vitest'
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
  /** Return a non-conforming answer instead of failing on it (tests of the checks themselves). */
  unchecked?: boolean
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

/** The answer broke the contract: undocumented status, invalid body, undeclared §8 code. */
export class ContractViolation extends Error {}

/** Success codes and the protocol code every enveloped operation may answer with HTTP 200. */
const ALWAYS_DECLARED = new Set([100, 1000, 403])

/** What is wrong with an answer by the contract alone, whatever the test expected; empty when nothing. */
export function contractProblems(result: CallResult): string[] {
  const { operation: spec, status } = result
  if (result.body === undefined) return [`not JSON: ${result.text.slice(0, 200)}`]
  const problems: string[] = []
  if (!result.verdict.ok) problems.push(`HTTP ${status} body: ${result.verdict.message}`)
  if (status !== 200 && result.code !== status)
    problems.push(`HTTP ${status} with envelope code ${String(result.code)} (must be equal)`)
  if (status === 200 && spec.enveloped && result.code !== undefined)
    if (!ALWAYS_DECLARED.has(result.code) && !spec.codes.includes(result.code))
      problems.push(`code ${result.code} is not in x-lotus-codes of ${spec.operationId}`)
  return problems
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
  const result: CallResult = {
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
  const test = TestRunner.getCurrentTest()
  if (test)
    (test.meta.answers ??= []).push(`${spec.operationId} ${result.status} ${String(result.code ?? '')}`)
  const problems = options.unchecked ? [] : contractProblems(result)
  if (problems.length > 0)
    throw new ContractViolation(
      `${spec.operationId} (${spec.method.toUpperCase()} /api${spec.path}) broke the contract:\n  ${problems.join('\n  ')}`,
    )
  return result
}

export function newIdempotencyKey(): string {
  return `contract-${randomUUID()}`
}

/** The sandbox's explicit "not implemented" answer. */
export function isNotImplemented(result: CallResult): boolean {
  return result.status === 501 && result.code === 501
}
