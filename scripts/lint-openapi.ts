/**
 * Lints the backend contract (openapi/lotus.yaml) with Redocly's rules (openapi/redocly.yaml) and checks
 * that every call of the product specification §7 has a path in the contract.
 *
 * Run: npx tsx scripts/lint-openapi.ts [contract.yaml]  (npm run lint:api). Exits 1 on any lint error, missing
 * path or broken house rule.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core'
import { parse } from 'yaml'
import { contractPathOf, SPEC_PATHS } from '../openapi/spec-paths.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const contractPath = process.argv[2] ?? `${root}openapi/lotus.yaml`
const configPath = `${root}openapi/redocly.yaml`

/** Static documents of §7 served through the API (icons) or designed for it (site environment). */
export const STATIC_PATHS = ['/_nuxt_icon/{prefix}.json', '/site-env/{site_id}.json'] as const

const TAGS = [
  'site',
  'content',
  'auth',
  'registration',
  'games',
  'wallet',
  'member',
  'letters',
  'promotions',
  'agent',
  'realtime',
  'player-protection',
  'test-hooks',
]
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

interface Operation {
  operationId?: string
  tags?: string[]
  security?: unknown[]
  'x-lotus-codes'?: unknown
  'x-lotus-sandbox-only'?: boolean
}

async function main(): Promise<void> {
  let failed = false

  const config = await loadConfig({ configPath })
  const problems = await lint({ ref: contractPath, config })
  const totals = getTotals(problems)
  if (problems.length > 0) formatProblems(problems, { format: 'stylish', totals, version: 'lint-openapi' })
  console.log(`lint: ${totals.errors} error(s), ${totals.warnings} warning(s)`)
  if (totals.errors > 0) failed = true

  const doc = parse(readFileSync(contractPath, 'utf8')) as {
    paths?: Record<string, Record<string, Operation>>
  }
  const paths = doc.paths ?? {}

  const missing = SPEC_PATHS.map(contractPathOf).filter((p) => !(p in paths))
  console.log(`${SPEC_PATHS.length - missing.length}/${SPEC_PATHS.length} spec paths present`)
  for (const p of missing) console.error(`  missing spec path: ${p}`)
  const missingStatic = STATIC_PATHS.filter((p) => !(p in paths))
  console.log(`${STATIC_PATHS.length - missingStatic.length}/${STATIC_PATHS.length} static paths present`)
  for (const p of missingStatic) console.error(`  missing static path: ${p}`)
  if (missing.length + missingStatic.length > 0) failed = true

  // House conventions Redocly does not check.
  let operations = 0
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      operations++
      const where = `${method.toUpperCase()} ${path}`
      const errors: string[] = []
      if (!op.operationId || !/^[a-z][A-Za-z0-9]*$/.test(op.operationId))
        errors.push('operationId must be camelCase')
      if (op.tags?.length !== 1 || !TAGS.includes(op.tags[0] ?? ''))
        errors.push(`exactly one tag among ${TAGS.join(', ')}`)
      if (!Array.isArray(op.security)) errors.push('explicit security ([] for public operations)')
      if (!Array.isArray(op['x-lotus-codes'])) errors.push('x-lotus-codes array')
      // The test hooks are one documented group that a staging backend can implement.
      if ((op['x-lotus-sandbox-only'] === true) !== (op.tags?.[0] === 'test-hooks'))
        errors.push('a test hook is x-lotus-sandbox-only and tagged test-hooks, and only a test hook')
      for (const e of errors) console.error(`  ${where}: ${e}`)
      if (errors.length) failed = true
    }
  }
  console.log(`${operations} operations checked`)

  // Every string the contract describes is bounded (maxLength), unless it is an enum or a constant.
  const unbounded: string[] = []
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${pointer}/${index}`))
    if (typeof node !== 'object' || node === null) return
    const schema = node as Record<string, unknown>
    if (schema.type === 'string' && schema.maxLength === undefined && !schema.enum && !('const' in schema))
      unbounded.push(pointer)
    for (const [key, value] of Object.entries(schema)) walk(value, `${pointer}/${key}`)
  }
  walk(doc, '#')
  for (const pointer of unbounded) console.error(`  string without maxLength: ${pointer}`)
  console.log(`${unbounded.length} unbounded string(s)`)
  if (unbounded.length > 0) failed = true

  process.exit(failed ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
