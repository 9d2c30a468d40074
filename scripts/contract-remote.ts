/**
 * The contract suite over HTTP: starts a second sandbox (`server/main.ts --api-only`) on its own port
 * with a fresh database of its own and the test hooks on, waits until it answers, runs the suite
 * against it with the `sandbox-http` profile, then stops it. Every step has a deadline.
 *
 *   node --import tsx scripts/contract-remote.ts [vitest arguments…]
 *
 * CONTRACT_SANDBOX_PORT (default 4391) picks the port; CONTRACT_REMOTE_TIMEOUT_S (default 1800)
 * bounds the whole run; FUZZ_PER_OPERATION defaults to 10 here (90 in-process).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const port = process.env.CONTRACT_SANDBOX_PORT || '4391'
const runLimitMs = Number(process.env.CONTRACT_REMOTE_TIMEOUT_S || 1800) * 1000
/** Migrating and seeding a fresh database takes a while on a busy machine. */
const startLimitMs = Number(process.env.CONTRACT_REMOTE_START_S || 300) * 1000

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

async function waitUntilUp(base: string, sandbox: ChildProcess): Promise<void> {
  const deadline = Date.now() + startLimitMs
  while (Date.now() < deadline) {
    if (sandbox.exitCode !== null) throw new Error(`the sandbox exited with ${sandbox.exitCode}`)
    try {
      const response = await fetch(`${base}/api/arks/web/site/detail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ site_id: 1 }),
        signal: AbortSignal.timeout(5_000),
      })
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the sandbox did not answer on ${base} within ${startLimitMs / 1000} s`)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, limitMs: number): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    const timer = setTimeout(() => {
      console.error(`[contract:remote] the suite ran past ${limitMs / 1000} s: stopped`)
      void stop(child)
    }, limitMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code ?? 1)
    })
  })
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lotus-contract-remote-'))
  const base = `http://127.0.0.1:${port}`
  const sandbox = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      SANDBOX_PORT: port,
      SANDBOX_HELPERS: '1',
      TRUST_PROXY: 'loopback',
      LOTUS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOTUS_VALIDATE_RESPONSES: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitUntilUp(base, sandbox)
    console.log(`[contract:remote] second sandbox up on ${base} (data in ${dataDir})`)
    return await run(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--config',
        'vitest.contract.config.ts',
        ...process.argv.slice(2),
      ],
      {
        ...process.env,
        CONTRACT_TARGET: 'sandbox-http',
        CONTRACT_SANDBOX_PORT: port,
        API_BASE_URL: '',
        // Over HTTP every fuzz request is a round trip: fewer per operation keep the run to minutes.
        FUZZ_PER_OPERATION: process.env.FUZZ_PER_OPERATION || '10',
      },
      runLimitMs,
    )
  } finally {
    await stop(sandbox)
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[contract:remote] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
