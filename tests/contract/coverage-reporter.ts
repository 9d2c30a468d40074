import type { Reporter, TestModule } from 'vitest/node'
import { Contract } from '../../server/contract/contract.ts'

interface Tally {
  tests: number
  passed: number
  failed: number
  notImplemented: boolean
}

/** Prints, after the contract suite, which operations of the contract were exercised and passed. */
export default class CoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const contract = Contract.load()
    const tallies = new Map<string, Tally>()
    for (const module of testModules) {
      for (const testCase of module.children.allTests()) {
        const operationId = testCase.meta().operationId
        if (!operationId) continue
        const tally = tallies.get(operationId) ?? { tests: 0, passed: 0, failed: 0, notImplemented: false }
        const state = testCase.result().state
        tally.tests += 1
        if (state === 'passed') tally.passed += 1
        if (state === 'failed') tally.failed += 1
        if (testCase.meta().notImplemented) tally.notImplemented = true
        tallies.set(operationId, tally)
      }
    }
    const rows = contract.operations.map((operation) => {
      const tally = tallies.get(operation.operationId)
      const status = !tally
        ? 'not exercised'
        : tally.failed > 0
          ? 'FAILING'
          : tally.notImplemented
            ? 'not implemented in the sandbox'
            : 'passing'
      return { tag: operation.tag, operationId: operation.operationId, tests: tally?.tests ?? 0, status }
    })
    const count = (status: string) => rows.filter((row) => row.status === status).length
    const exercised = rows.filter((row) => row.tests > 0).length
    const lines = [
      '',
      'Contract coverage (openapi/lotus.yaml)',
      `  operations in the contract: ${rows.length}`,
      `  operations exercised:       ${exercised}`,
      `  operations passing:         ${count('passing')} (fully implemented and valid)`,
      `  not implemented (501):      ${count('not implemented in the sandbox')}`,
      `  failing:                    ${count('FAILING')}`,
      '',
      `  ${'tag'.padEnd(13)} ${'operation'.padEnd(34)} ${'tests'.padStart(5)}  status`,
      ...rows.map(
        (row) =>
          `  ${row.tag.padEnd(13)} ${row.operationId.padEnd(34)} ${String(row.tests).padStart(5)}  ${row.status}`,
      ),
      '',
    ]
    const notImplemented = rows.filter((row) => row.status === 'not implemented in the sandbox')
    if (notImplemented.length > 0) {
      lines.push(
        `Not implemented in the sandbox: ${notImplemented.map((row) => row.operationId).join(', ')}`,
        '',
      )
    }
    process.stdout.write(`${lines.join('\n')}\n`)
  }
}
