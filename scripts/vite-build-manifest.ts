import { randomUUID } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * Gives each build an id (exposed as `import.meta.env.VITE_BUILD_ID`) and writes the build manifest
 * the running app polls: `builds/latest.json` and `builds/meta/{buildId}.json` (spec §3 "Build manifest").
 */
export function buildManifest(): Plugin {
  const id = process.env.BUILD_ID ?? randomUUID()
  return {
    name: 'lotus-build-manifest',
    // The server render's build ships no manifest of its own.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    config() {
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }
    },
    generateBundle() {
      const timestamp = Date.now()
      const meta = { id, timestamp, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] }
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id, timestamp }),
      })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: JSON.stringify(meta) })
    },
  }
}
