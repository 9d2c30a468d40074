/** Every call of spec §7 has a path in the contract. */
import { expect, test } from 'vitest'
import { asArray, asRecord } from '../../server/contract/json.ts'
import { contractPathOf, SPEC_PATHS } from '../../openapi/spec-paths.ts'
import { contract } from './support/target.ts'

test('spec §7 names 64 distinct calls', () => {
  expect(new Set(SPEC_PATHS).size).toBe(64)
})

test('every spec §7 path is in the contract (servers: /api)', () => {
  const paths = new Set(contract.operations.map((operation) => operation.path))
  const missing = SPEC_PATHS.map(contractPathOf).filter((path) => !paths.has(path))
  expect(missing).toEqual([])
  console.log(
    `All ${SPEC_PATHS.length} spec §7 paths are in the contract (${contract.operations.length} operations).`,
  )
})

test('every operation has an operationId, one declared tag and a 200 answer', () => {
  const declared = asArray(contract.document.tags).map((tag) => asRecord(tag).name)
  for (const tag of [
    'site',
    'content',
    'auth',
    'registration',
    'games',
    'wallet',
    'member',
    'letters',
    'promotions',
  ]) {
    expect(declared, 'the module tags of the issue are declared').toContain(tag)
  }
  for (const operation of contract.operations) {
    expect(operation.operationId, operation.path).toMatch(/^[a-z][A-Za-z0-9]+$/)
    expect(declared, operation.operationId).toContain(operation.tag)
    expect(operation.responses.has('200'), operation.operationId).toBe(true)
  }
})
