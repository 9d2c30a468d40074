/**
 * Static HTML of the public pages in every language, for a deployment with no server of its own (a
 * CDN in front of the operator's API): each page rendered by the server render of the build, with the
 * data the API answers now, and hydrated in the browser like a page the server rendered on request.
 *
 *   node --import tsx scripts/prerender.ts [distDir] [outDir]
 *
 * Reads `distDir` (default dist/) and its server render (`<distDir>-server`), and writes `outDir`
 * (default dist-static/): the client build, the pages as `<path>/index.html`, and `spa.html`, the
 * client-rendered page for every other address. The data comes from the API at API_ORIGIN (the
 * operator's backend, e.g. https://api.example.com) or, without it, from a sandbox started in process.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { createApp } from '../server/app.ts'
import { appConfigFromEnv, serverEnv } from '../server/config.ts'
import { openDatabaseFromEnv } from '../server/db/index.ts'
import { defaultSsrDir, loadRenderer } from '../server/http/ssr.ts'
import { adoptStoredSecrets } from '../server/secrets.ts'

/** The URL prefixes of the 11 languages (src/platform/i18n/locales.ts), and none: the site default. */
const PREFIXES = ['', 'zh-tw', 'zh-cn', 'en', 'vi', 'ko', 'ja', 'th', 'hi', 'my', 'ta', 'bn']

/** The public pages whose address alone decides what they show (no query string). */
const ROUTES = [
  '/',
  '/gameHall/3',
  '/gameHall/4',
  '/gameHall/5',
  '/gameHall/6',
  '/gameHall/8',
  '/gameHall/9',
  '/discount',
  '/faq',
  '/sponsor',
  '/app',
  '/safer-gambling',
]

/** The layout a page is prerendered for; a phone switches to its own after hydration. */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

const distDir = resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist')
const outDir = resolve(process.argv[3] ?? 'dist-static')
const ssrDir = process.env.SSR_DIR ?? defaultSsrDir(distDir)

async function apiFetchFor(): Promise<{
  fetch: (request: Request) => Promise<Response>
  close: () => Promise<void>
}> {
  const origin = process.env.API_ORIGIN
  if (origin) {
    return {
      fetch: (request) => {
        const url = new URL(request.url)
        return globalThis.fetch(new Request(new URL(url.pathname + url.search, origin), request))
      },
      close: async () => {},
    }
  }
  const env = serverEnv()
  const database = await openDatabaseFromEnv(() => {})
  await adoptStoredSecrets(database.db, env)
  const { app } = createApp({ db: database.db, config: { ...appConfigFromEnv(env), log: () => {} } })
  return { fetch: async (request) => app.fetch(request), close: () => database.close() }
}

const api = await apiFetchFor()
try {
  const render = await loadRenderer(ssrDir, distDir, api.fetch)
  if (!render) throw new Error(`no server render in ${ssrDir}: run npm run build first`)
  await mkdir(outDir, { recursive: true })
  await cp(distDir, outDir, { recursive: true })
  await writeFile(join(outDir, 'spa.html'), await readFile(join(distDir, 'index.html')))
  let pages = 0
  for (const prefix of PREFIXES) {
    for (const route of ROUTES) {
      const path = prefix ? `/${prefix}${route === '/' ? '' : route}` : route
      const response = await render(
        new Request(`http://localhost${path}`, { headers: { 'user-agent': USER_AGENT } }),
      )
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
      const file = join(outDir, path, 'index.html')
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, await response.text())
      pages++
    }
  }
  console.log(`[prerender] ${pages} pages in ${outDir}`)
} finally {
  await api.close()
}
