/** `npm run dev`: the sandbox API on SANDBOX_PORT and Vite (with /api proxied to it) together. */
import { spawn } from 'node:child_process'

const children = [
  spawn('node', ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    stdio: 'inherit',
    // Development turns the test hooks on (captcha and SMS peeks, realtime emit…); `npm start` does not.
    env: { ...process.env, SANDBOX_HELPERS: process.env.SANDBOX_HELPERS ?? '1' },
  }),
  // Realtime goes through Vite's /realtime proxy (the API behind the proxy only sees its own host).
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_REALTIME_URL: process.env.VITE_REALTIME_URL ?? '/realtime' },
  }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
