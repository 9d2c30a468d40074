/**
 * Fails when a generated file is stale: the API types (openapi-typescript), the route tree (tsr) and
 * the message catalogs (lingui extract). Each generator runs; if its output changed, the check fails
 * and the refreshed files are left in place for you to review and commit.
 */
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

function snapshot(paths: string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const path of paths) out.set(path, existsSync(path) ? readFileSync(path, 'utf8') : '')
  return out
}

function catalogFiles(): string[] {
  return readdirSync('locales', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join('locales', d.name, 'messages.po'))
}

const steps: { name: string; files: () => string[]; run: string; fix: string }[] = [
  {
    name: 'API types',
    files: () => ['openapi/lotus.gen.ts'],
    run: 'npm run --silent gen:api',
    fix: 'npm run gen:api',
  },
  {
    name: 'route tree',
    files: () => ['src/app/routeTree.gen.ts'],
    run: 'npx tsr generate',
    fix: 'npx tsr generate',
  },
  {
    name: 'message catalogs',
    files: catalogFiles,
    run: 'npx lingui extract --clean',
    fix: 'npm run i18n:extract',
  },
]

let stale = 0
for (const step of steps) {
  const before = snapshot(step.files())
  execSync(step.run, { stdio: ['ignore', 'ignore', 'inherit'] })
  const after = snapshot(step.files())
  const changed = [...after].filter(([path, text]) => before.get(path) !== text).map(([path]) => path)
  if (changed.length > 0) {
    stale++
    console.error(`✗ ${step.name} were stale (${changed.join(', ')}): run \`${step.fix}\` and commit.`)
  } else {
    console.log(`✓ ${step.name} up to date`)
  }
}
process.exit(stale > 0 ? 1 : 0)
