import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { reportDir, targetName } from './tests/contract/report-files.ts'

// `--target <name>` is the same as CONTRACT_TARGET=<name>; taken out before vitest reads the arguments.
const flag = process.argv.findIndex((arg) => arg === '--target' || arg.startsWith('--target='))
if (flag >= 0) {
  const [arg = '', value] = process.argv[flag]?.split('=') ?? []
  process.env.CONTRACT_TARGET = value ?? process.argv[flag + 1] ?? ''
  process.argv.splice(flag, arg.includes('=') ? 1 : 2)
}

const reports = reportDir(targetName())

/**
 * The contract suite: every operation of openapi/lotus.yaml against the target profile
 * CONTRACT_TARGET (tests/contract/targets/), by default one in-process sandbox shared by all files
 * (one fork, no isolation between files). Reports go to reports/contract/<target>/.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'contract',
    environment: 'node',
    include: ['tests/contract/**/*.test.ts'],
    setupFiles: ['tests/contract/support/setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    // The first hook starts and seeds the sandbox: slow on a busy two-core machine.
    hookTimeout: 180_000,
    teardownTimeout: 10_000,
    env: { NODE_ENV: 'test', SANDBOX_HELPERS: '1', TRUST_PROXY: 'all' },
    reporters: ['default', 'junit', './tests/contract/coverage-reporter.ts'],
    outputFile: { junit: `${reports}/junit.xml` },
  },
})
