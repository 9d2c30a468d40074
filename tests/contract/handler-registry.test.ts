/** The registry of server/operations: every handler is bound with the typed binder (`handler()` of define.ts). */
import { describe, expect, test } from 'vitest'
import { isBoundHandler } from '../../server/operations/define.ts'
import { handlers } from '../../server/operations/index.ts'

describe('the handler registry', () => {
  test('every registered operation was bound with handler(operationId, typedHandler)', () => {
    const unbound = [...handlers]
      .filter(([, raw]) => !isBoundHandler(raw))
      .map(([operationId]) => operationId)
    expect(unbound).toEqual([])
    expect(handlers.size).toBeGreaterThan(100)
  })

  test('a handler written by hand is told apart', () => {
    expect(isBoundHandler(async () => null)).toBe(false)
  })
})
