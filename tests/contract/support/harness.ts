import { expect, test, type TestContext } from 'vitest'
import type { OperationId, ResponseData } from '../../../server/operations/define.ts'
import { isNotImplemented, type CallResult } from './client.ts'

declare module 'vitest' {
  interface TaskMeta {
    /** The contract operation a test exercises (read by the coverage reporter). */
    operationId?: string
    /** The backend answered 501 for it. */
    notImplemented?: boolean
    /** Why it cannot run against this target (a test hook or capability the target lacks). */
    skipReason?: string
    /** Every answer the test received, as `operationId status code` (read by the reports). */
    answers?: string[]
  }
}

/** Thrown inside an operation test when the backend answers 501 for the operation. */
export class NotImplementedByBackend extends Error {}

/** A test of one contract operation; a 501 answer ends it as "not implemented", not as a failure. */
export function opTest(operationId: string, name: string, fn: (context: TestContext) => Promise<void>): void {
  test(`${operationId} › ${name}`, async (context) => {
    context.task.meta.operationId = operationId
    try {
      await fn(context)
    } catch (error) {
      if (!(error instanceof NotImplementedByBackend)) throw error
      context.task.meta.notImplemented = true
    }
  })
}

function describe(result: CallResult): string {
  return `${result.operation.operationId} answered HTTP ${result.status}: ${result.text.slice(0, 400)}`
}

/** The answer matches the contract's schema for its status. */
export function expectValid(result: CallResult): void {
  expect(result.verdict.message, `${describe(result)}\nschema: ${result.verdict.message}`).toBe('')
}

/** A successful answer (HTTP 200, code 100/1000, or one of `codes`), valid against the contract. */
export function expectSuccess(result: CallResult, codes: readonly number[] = []): void {
  if (isNotImplemented(result)) throw new NotImplementedByBackend(result.message)
  expect(result.status, describe(result)).toBe(200)
  expectValid(result)
  if (!result.operation.enveloped) return
  expect([100, 1000, ...codes], describe(result)).toContain(result.code)
}

/** A business error: HTTP 200 with the §8 `code`, documented in x-lotus-codes, data null. */
export function expectBusinessError(result: CallResult, code: number): void {
  if (isNotImplemented(result)) throw new NotImplementedByBackend(result.message)
  expect(
    result.operation.codes,
    `${code} is not in x-lotus-codes of ${result.operation.operationId}`,
  ).toContain(code)
  expect(result.status, describe(result)).toBe(200)
  expect(result.code, describe(result)).toBe(code)
  expect(result.data, describe(result)).toBeNull()
  expectValid(result)
}

/** A protocol error: HTTP `status` = envelope code, valid against the contract, never a stack trace. */
export function expectProtocolError(result: CallResult, status: number): void {
  expect(result.status, describe(result)).toBe(status)
  expect(result.code, describe(result)).toBe(status)
  expect(result.text).not.toMatch(/\n\s+at .+:\d+:\d+/)
  expectValid(result)
}

/**
 * The `data` (or raw document) of a successful answer, typed from the generated contract types.
 * Checks the answer first, so the type is backed by the contract's own schema.
 */
export function successData<Op extends OperationId>(operationId: Op, result: CallResult): ResponseData<Op> {
  expect(result.operation.operationId).toBe(operationId)
  expectSuccess(result)
  expect(result.code ?? 100, `expected code 100: ${result.text.slice(0, 300)}`).toBe(100)
  // Validated above against the schema ResponseData<Op> is generated from.
  return (result.operation.enveloped ? result.data : result.body) as ResponseData<Op>
}
