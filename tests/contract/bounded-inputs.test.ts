/**
 * Numbers the contract allows in shape but no list or limit can hold: a page past any list never
 * reaches SQL LIMIT/OFFSET, a protection limit below one unit of money is a business refusal.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { contract, getTarget } from './support/target.ts'
import { call } from './support/client.ts'
import { expectBusinessError } from './support/harness.ts'
import { locate, validBody } from './support/requests.ts'
import { loginAs } from './support/session.ts'

/** Operations whose request body has a `page` (every paged list of the contract). */
const PAGED = [...contract.byId.values()]
  .filter((spec) => spec.body && JSON.stringify(locate(spec.body.schemaPointer).schema).includes('"page"'))
  .map((spec) => spec.operationId)

// The in-process sandbox starts once (PGlite and the seed take a few seconds).
beforeAll(async () => {
  await getTarget()
})

describe('paging is bounded before SQL', () => {
  test('every paged list is found', () => {
    expect(PAGED.length).toBeGreaterThanOrEqual(8)
  })

  test.each(PAGED)('%s answers 400 for page=1e308, never 500', async (operationId) => {
    const token = await loginAs('agent001')
    const body = { ...(validBody(operationId) as object), page: 1e308 }
    const result = await call(operationId, { body, token })
    expect(result.status).toBe(400)
  })
})

describe('protection limits', () => {
  test('a deposit limit of 1e-7 answers 701, not a database error', async () => {
    const token = await loginAs('player01')
    expectBusinessError(
      await call('setProtectionLimit', { token, body: { kind: 'deposit', period: 'day', amount: 1e-7 } }),
      701,
    )
  })
})
