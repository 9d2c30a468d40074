import { mkdirSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import { Contract } from '../../server/contract/contract.ts'
import {
  renderHtmlReport,
  type CodeRow,
  type OperationRow,
  type RunSummary,
  type TestRow,
} from './report-html.ts'
import { readSummary, reportDir, targetName } from './report-files.ts'

interface Tally {
  tests: number
  passed: number
  failed: number
  skipped: number
  notImplemented: boolean
  skipReasons: Set<string>
}

function emptyTally(): Tally {
  return { tests: 0, passed: 0, failed: 0, skipped: 0, notImplemented: false, skipReasons: new Set() }
}

type State = 'passed' | 'failed' | 'skipped'

/**
 * After the contract suite: prints which operations were exercised and passed, and writes the run's
 * report to reports/contract/<target>/ — index.html (per operation, per §8 code, every skip with its
 * reason) and summary.json; vitest's junit reporter writes junit.xml beside them.
 */
export default class CoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const contract = Contract.load()
    const tallies = new Map<string, Tally>()
    const tests: TestRow[] = []
    /** `operationId code` -> states of the tests that received that answer. */
    const answered = new Map<string, State[]>()
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId)
      for (const testCase of module.children.allTests()) {
        const meta = testCase.meta()
        const result = testCase.result()
        const state: State =
          result.state === 'passed' ? 'passed' : result.state === 'failed' ? 'failed' : 'skipped'
        const reason =
          state === 'skipped'
            ? (meta.skipReason ?? (result.state === 'skipped' ? result.note : undefined) ?? 'skipped')
            : undefined
        tests.push({ file, name: testCase.fullName, state, reason, operationId: meta.operationId })
        for (const answer of new Set(meta.answers ?? [])) {
          const [operationId, , code] = answer.split(' ')
          if (!operationId || !code) continue
          const key = `${operationId} ${code}`
          answered.set(key, [...(answered.get(key) ?? []), state])
        }
        const operationId = meta.operationId
        if (!operationId) continue
        const tally = tallies.get(operationId) ?? emptyTally()
        tally.tests += 1
        if (state === 'passed') tally.passed += 1
        if (state === 'failed') tally.failed += 1
        if (state === 'skipped') {
          tally.skipped += 1
          if (reason) tally.skipReasons.add(reason)
        }
        if (meta.notImplemented) tally.notImplemented = true
        tallies.set(operationId, tally)
      }
    }
    const rows: OperationRow[] = contract.operations.map((operation) => {
      const tally = tallies.get(operation.operationId) ?? emptyTally()
      const status =
        tally.tests === 0
          ? 'not exercised'
          : tally.failed > 0
            ? 'FAILING'
            : tally.notImplemented
              ? 'not implemented'
              : tally.passed > 0
                ? 'passing'
                : 'skipped'
      const answeredCodes = new Set(
        [...answered.keys()]
          .filter((key) => key.startsWith(`${operation.operationId} `))
          .map((key) => key.slice(operation.operationId.length + 1)),
      )
      return {
        tag: operation.tag,
        operationId: operation.operationId,
        method: operation.method.toUpperCase(),
        path: operation.path,
        tests: tally.tests,
        passed: tally.passed,
        failed: tally.failed,
        skipped: tally.skipped,
        status,
        skipReasons: [...tally.skipReasons],
        codes: operation.codes.map((code) => ({ code, covered: answeredCodes.has(String(code)) })),
      }
    })
    const codeRows: CodeRow[] = []
    for (const operation of contract.operations) {
      for (const code of operation.codes) {
        const states = answered.get(`${operation.operationId} ${code}`) ?? []
        codeRows.push({
          operationId: operation.operationId,
          code,
          tests: states.length,
          passed: states.filter((state) => state === 'passed').length,
          failed: states.filter((state) => state === 'failed').length,
        })
      }
    }
    const target = targetName()
    const run = tests.filter((test) => test.state !== 'skipped').length
    // Compared only with an in-process run of the same tests (not one file run on its own).
    const last = target === 'sandbox' ? null : readSummary('sandbox')
    const inProcess = last?.total === tests.length ? last : null
    const summary: RunSummary = {
      target,
      finishedAt: new Date().toISOString(),
      total: tests.length,
      run,
      passed: tests.filter((test) => test.state === 'passed').length,
      failed: tests.filter((test) => test.state === 'failed').length,
      skipped: tests.length - run,
      inProcessRun: inProcess?.run ?? null,
    }
    const dir = reportDir(target)
    mkdirSync(dir, { recursive: true })
    writeFileSync(`${dir}/summary.json`, `${JSON.stringify(summary, null, 2)}\n`)
    writeFileSync(
      `${dir}/index.html`,
      renderHtmlReport({ summary, operations: rows, codes: codeRows, tests }),
    )
    this.#print(rows, summary, dir)
  }

  #print(rows: OperationRow[], summary: RunSummary, dir: string): void {
    const count = (status: string) => rows.filter((row) => row.status === status).length
    const exercised = rows.filter((row) => row.tests > 0).length
    const share = (part: number, whole: number) => (whole > 0 ? ((100 * part) / whole).toFixed(1) : '0.0')
    const lines = [
      '',
      `Contract coverage (openapi/lotus.yaml) against target ${summary.target}`,
      `  operations in the contract: ${rows.length}`,
      `  operations exercised:       ${exercised}`,
      `  operations passing:         ${count('passing')} (fully implemented and valid)`,
      `  not implemented (501):      ${count('not implemented')}`,
      `  only skipped:               ${count('skipped')}`,
      `  failing:                    ${count('FAILING')}`,
      `  tests run:                  ${summary.run} of ${summary.total} (${share(summary.run, summary.total)}%), ${summary.skipped} skipped`,
      ...(summary.inProcessRun
        ? [
            `  of the in-process run:      ${summary.run} of ${summary.inProcessRun} (${share(summary.run, summary.inProcessRun)}%)`,
          ]
        : []),
      '',
      `  ${'tag'.padEnd(17)} ${'operation'.padEnd(34)} ${'tests'.padStart(5)}  status`,
      ...rows.map(
        (row) =>
          `  ${row.tag.padEnd(17)} ${row.operationId.padEnd(34)} ${String(row.tests).padStart(5)}  ${row.status}`,
      ),
      '',
      `Report: ${dir}/index.html (JUnit: ${dir}/junit.xml)`,
      '',
    ]
    const notImplemented = rows.filter((row) => row.status === 'not implemented')
    if (notImplemented.length > 0)
      lines.push(`Not implemented: ${notImplemented.map((row) => row.operationId).join(', ')}`, '')
    process.stdout.write(`${lines.join('\n')}\n`)
  }
}
