import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The contract suite: every operation of openapi/lotus.yaml against API_BASE_URL, or by default
 * against one in-process sandbox shared by all files (one fork, no isolation between files).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'contract',
    environment: 'node',
    include: ['tests/contract/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', SANDBOX_HELPERS: '1', TRUST_PROXY: 'all' },
    reporters: ['default', './tests/contract/coverage-reporter.ts'],
  },
})
