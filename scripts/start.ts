/**
 * `npm start`: builds the SPA and its server render when dist/ (or dist-server/) is missing or older
 * than its sources, then serves the site, /api and /realtime on one port (PORT, default 8080).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { main } from '../server/main.ts'

const SOURCES = ['src', 'index.html', 'vite.config.ts', 'locales', 'public', 'panda.config.ts']
const BUILT = 'dist/index.html'
/** The server render of that build. */
const RENDERER = 'dist-server/entry-server.js'

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function needsBuild(): string | null {
  if (!existsSync(BUILT)) return `${BUILT} is missing`
  if (!existsSync(RENDERER)) return `${RENDERER} is missing`
  const built = statSync(BUILT).mtimeMs
  const changed = SOURCES.find((source) => newestMtime(source) > built)
  return changed ? `${changed} changed since the last build` : null
}

const reason = needsBuild()
if (reason) {
  console.log(`[start] building: ${reason}`)
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('[start] the build failed')
    process.exit(build.status ?? 1)
  }
}

const running = await main([])
console.log(`[start] Lotus is running: ${running.url}`)
