import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { RunSummary } from './report-html.ts'

const REPORTS = fileURLToPath(new URL('../../reports/contract/', import.meta.url))

/** The target a run tests, as named in its report folder. */
export function targetName(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CONTRACT_TARGET) return env.CONTRACT_TARGET
  if (env.API_BASE_URL) return 'api-base-url'
  return env.DATABASE_URL ? 'sandbox-pg' : 'sandbox'
}

/** reports/contract/<target> (git-ignored). */
export function reportDir(target: string): string {
  return `${REPORTS}${target}`
}

/** The summary of the last run against `target`, if there was one. */
export function readSummary(target: string): RunSummary | null {
  const file = `${reportDir(target)}/summary.json`
  if (!existsSync(file)) return null
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!parsed || typeof parsed !== 'object' || !('run' in parsed) || typeof parsed.run !== 'number')
    return null
  const total = 'total' in parsed && typeof parsed.total === 'number' ? parsed.total : parsed.run
  return {
    target,
    finishedAt: '',
    total,
    run: parsed.run,
    passed: 0,
    failed: 0,
    skipped: total - parsed.run,
    inProcessRun: null,
  }
}
