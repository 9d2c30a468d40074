/**
 * `npm run bench`: size, speed and throughput figures of the built site against the sandbox.
 * Prints a table and writes bench/results.json. Goals are printed beside the figures, never asserted.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { serverEnv } from '../server/config.ts'
import { startServer } from '../server/main.ts'
import { benchApi } from './bench/api.ts'
import { benchLoginThrottle } from './bench/login-throttle.ts'
import { benchRealtimeUiLatency } from './bench/realtime-ui-latency.ts'
import { runLighthouse, type LighthouseFigure } from './bench/lighthouse.ts'
import { referenceJsGzip, serveReference } from './bench/reference.ts'
import { measureInitialSize } from './bench/size.ts'
import { benchCertificate } from './bench/tls.ts'

const only = new Set(process.argv.slice(2))
const wants = (name: string) => only.size === 0 || only.has(name)

async function optional<T>(module: string, name: string): Promise<(() => Promise<T>) | undefined> {
  if (!existsSync(new URL(module, import.meta.url))) return undefined
  const loaded: Record<string, unknown> = await import(module)
  const fn = loaded[name]
  return typeof fn === 'function' ? () => fn() : undefined
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('Build first: npm run build')
  const port = Number(process.env.BENCH_PORT ?? 4399)
  // The benchmarks read captcha answers and emit realtime events through the test hooks.
  process.env.SANDBOX_HELPERS ??= '1'
  process.env.TRUST_PROXY ??= 'loopback'
  const running = await startServer({ port, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${port}`
  const results: Record<string, unknown> = {
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    at: new Date().toISOString(),
  }
  try {
    if (wants('size')) {
      const sizes = await measureInitialSize(base, ['/', '/gameHall/3'])
      const reference = await referenceJsGzip()
      results.initialSize = sizes
      results.referenceJsGzip = reference
      console.log(
        `reference page (bench/reference, the stack's libraries only): ${(reference / 1024).toFixed(1)} KB JS gz`,
      )
      console.table(
        sizes.map((s) => ({
          path: s.path,
          'JS gz KB to hydrate (≤130)': (s.jsGzip / 1024).toFixed(1),
          'JS gz KB before LCP': (s.jsGzipBeforeLcp / 1024).toFixed(1),
          'LCP ms': s.lcpMs ?? '–',
          'CSS gz KB (≤20)': (s.cssGzip / 1024).toFixed(1),
          'Ably in initial': s.ablyInInitial,
          'Ably after first paint': s.ablyAfterFirstPaint ?? 'not loaded',
          'first paint / Ably ms': `${s.firstPaintMs ?? '–'} / ${s.ablyRequestedAtMs ?? '–'}`,
        })),
      )
    }
    if (wants('api')) {
      const api = await benchApi(base)
      results.api = api
      console.table(api.map((a) => ({ ...a, goal: '≥3000 req/s, p99 ≤20 ms' })))
    }
    if (wants('lighthouse')) {
      const runs = Number(process.env.BENCH_RUNS ?? 3)
      // Pages are measured as a deployment serves them, over HTTPS with HTTP/2, on a second listener
      // of the same build; BENCH_PROTOCOL=http1 measures the plain HTTP/1.1 port instead.
      const http1 = process.env.BENCH_PROTOCOL === 'http1'
      const tls = http1 ? undefined : benchCertificate()
      const secure = tls
        ? await startServer({
            port: port + 2,
            host: '127.0.0.1',
            // The first server's environment, read before the reference build set NODE_ENV=production.
            env: { ...serverEnv(), tls },
          })
        : undefined
      const reference = await serveReference(port + 1, tls)
      const siteBase = secure ? `https://127.0.0.1:${port + 2}` : base
      // BENCH_PATHS=/,/discount measures only those pages (the reference page is always measured).
      const paths = process.env.BENCH_PATHS?.split(',') ?? [
        '/',
        '/gameHall/3',
        '/slotgame?gt_id=2',
        '/discount',
      ]
      let figures: LighthouseFigure[]
      try {
        figures = await runLighthouse(
          [
            { baseUrl: reference.baseUrl, path: '/reference' },
            ...paths.map((path) => ({ baseUrl: siteBase, path })),
          ],
          runs,
          { selfSignedCertificate: tls !== undefined },
        )
      } finally {
        await reference.close()
        await secure?.close()
      }
      results.lighthouseProtocol = http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS'
      results.lighthouse = figures
      const referenceOf = (preset: string) =>
        figures.find((f) => f.path === '/reference' && f.preset === preset)
      const ratio = (value: number, to: number | undefined) => (to ? `×${(value / to).toFixed(2)}` : '–')
      console.log(
        `Lighthouse over ${http1 ? 'HTTP/1.1' : 'HTTP/2 (TLS)'}: median of ${runs} runs; × figures are ratios to the reference page (bench/reference)`,
      )
      console.table(
        figures.map((f) => ({
          path: f.path,
          preset: f.preset,
          score: f.score,
          'LCP ms': f.lcpMs,
          'LCP / ref': ratio(f.lcpMs, referenceOf(f.preset)?.lcpMs),
          'TBT ms': f.tbtMs,
          'TBT / ref': ratio(f.tbtMs, referenceOf(f.preset)?.tbtMs),
          CLS: f.cls,
          runs: f.runs.map((r) => `${r.score}/${r.lcpMs}/${r.tbtMs}`).join(' '),
          goal: f.preset === 'mobile' ? 'score≥95 LCP≤1500 TBT≤100 CLS≤0.02' : 'score≥98',
        })),
      )
      for (const f of figures)
        console.log(
          `${f.path} ${f.preset}: LCP element ${f.lcpElement.join(' ') || '–'}; shifted: ${f.shifted.join(' | ') || '–'}`,
        )
    }
    if (wants('lobby')) {
      const lobby = await optional<unknown>('./bench/lobby-search.ts', 'benchLobbySearch')
      if (lobby) results.lobbySearch = await lobby()
      console.log('lobby search:', results.lobbySearch ?? 'not measured')
    }
    if (wants('login')) {
      const throttle = await benchLoginThrottle(base)
      results.loginThrottle = throttle
      console.table(throttle.attempts)
      console.log(
        `login throttling: slowed from attempt ${throttle.slowedFrom ?? '-'}, refused (429) from attempt ${throttle.refusedFrom ?? '-'}`,
      )
    }
    if (wants('realtime')) {
      const realtime = await optional<unknown>('./bench/realtime-latency.ts', 'benchRealtimeLatency')
      if (realtime) results.realtimeLatency = await realtime()
      console.log('realtime publish → SDK callback:', results.realtimeLatency ?? 'not measured')
      const ui = await benchRealtimeUiLatency(base)
      results.realtimeUiLatency = ui
      console.log('realtime publish → balance painted in the header (Chromium):')
      console.table(ui)
    }
  } finally {
    await running.close()
  }
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n')
  console.log('written bench/results.json')
}

// A failed step fails the command: a build tool's logger may have taken over uncaught errors.
await main().catch((error: unknown) => {
  console.error('[bench] failed:', error)
  process.exitCode = 1
})
