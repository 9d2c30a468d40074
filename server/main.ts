import type { ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createApp } from './app.ts'
import { appConfigFromEnv, serverEnv, type ServerEnv } from './config.ts'
import { adoptStoredSecrets, missingProductionSecrets } from './secrets.ts'
import { gamePages } from './games/pages.ts'
import { openDatabaseFromEnv } from './db/index.ts'
import { listen } from './http/listener.ts'
import { htmlSecurityHeaders, securityOptionsFromEnv } from './http/security-headers.ts'
import { routeRuleRedirects } from './http/route-rules.ts'
import { requestInfo } from './http/dispatch.ts'
import { spaHandler } from './http/spa.ts'
import { asVisitor, defaultSsrDir, loadRenderer } from './http/ssr.ts'
import { paymentRoutes } from './payments/pay-page.ts'
import { seoFileRoutes } from './operations/content/seo-files.ts'
import { attachRealtime } from './realtime/attach.ts'

export interface StartOptions {
  /** Serve only /api (for `vite` dev, which proxies to it). */
  apiOnly?: boolean
  port?: number
  host?: string
  /** The built SPA (default dist/). */
  distDir?: string
  /** Its server render (default: `distDir` with `-server` appended). */
  ssrDir?: string
  /** The server environment (default: read from process.env). */
  env?: ServerEnv
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1'])

export interface RunningServer {
  server: ServerType
  url: string
  close(): Promise<void>
}

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const COMPRESS_THRESHOLD = 1024

/**
 * Adds `Vary: Accept-Encoding` where compress() would, before compress() sees the answer: added
 * after the answer is built, the header turns its ready JSON text into a stream that is slow to send.
 */
function varyOnEncoding(method: string, response: Response): Response {
  const headers = response.headers
  const length = headers.get('content-length')
  const type = headers.get('content-type')
  const compressible =
    response.status !== 206 &&
    method !== 'HEAD' &&
    !headers.has('content-encoding') &&
    !headers.has('transfer-encoding') &&
    !(length && Number(length) < COMPRESS_THRESHOLD) &&
    type !== null &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !NO_TRANSFORM.test(headers.get('cache-control') ?? '')
  const current = headers.get('vary')
  if (!compressible || current === '*' || (current && VARY_ACCEPT_ENCODING.test(current))) return response
  headers.set('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding')
  return response
}

const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url))

/** One port: the built SPA, `/api` and (when attached) `/realtime`. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? serverEnv()
  const missing = missingProductionSecrets(env)
  if (missing.length > 0)
    throw new Error(`NODE_ENV=production needs explicit secrets: set ${missing.join(', ')}`)
  const apiOnly = options.apiOnly ?? false
  const port = options.port ?? (apiOnly ? env.sandboxPort : env.port)
  const host = options.host ?? env.host
  if (env.sandboxHelpers && !LOOPBACK.has(host) && !env.sandboxHelpersPublic)
    throw new Error(
      `SANDBOX_HELPERS=1 lets anyone log in as any account: refused on HOST=${host}. ` +
        'Listen on 127.0.0.1, or set SANDBOX_HELPERS_PUBLIC=1 for a private test network.',
    )
  const log = (line: string) => console.log(line)

  const database = await openDatabaseFromEnv(log)
  await adoptStoredSecrets(database.db, env)
  const { app: api } = createApp({ db: database.db, config: { ...appConfigFromEnv(env), log } })
  const root = new Hono()
  root.use('*', compress())
  // The connection (c.env) goes along: the API reads the caller's address from it.
  root.all('/api/*', async (c) => varyOnEncoding(c.req.method, await api.fetch(c.req.raw, c.env)))
  root.route('/sandbox/pay', paymentRoutes(database.db))
  root.route('/sandbox', gamePages(database.db))
  if (apiOnly) {
    root.all('*', (c) =>
      c.json({ code: 404, message: 'API only: the site is served by Vite', data: null }, 404),
    )
  } else {
    root.use('*', routeRuleRedirects(database.db, env.sitemapSiteId))
    root.route('/', seoFileRoutes(database.db))
    const distDir = options.distDir ?? env.distDir ?? DIST_DIR
    // Pages are rendered on the server with their data, the API answered in process.
    const ssrDir = options.ssrDir ?? env.ssrDir ?? defaultSsrDir(distDir)
    const page = await loadRenderer(ssrDir, distDir, async (request) => api.fetch(request))
    if (!page) log(`[server] no server render in ${ssrDir}: pages are rendered in the browser`)
    const security = securityOptionsFromEnv(env)
    root.all(
      '*',
      spaHandler(
        distDir,
        htmlSecurityHeaders(security),
        page
          ? {
              page,
              headers: (nonce) => htmlSecurityHeaders(security, nonce),
              apiFetch: (c) => async (request) => api.fetch(asVisitor(request, c.req.raw), c.env),
              origin: (c) => {
                const request = requestInfo(c, { trustProxy: env.trustProxy, publicOrigin: env.publicOrigin })
                return `${request.protocol}://${request.hostWithPort}`
              },
              log,
            }
          : undefined,
      ),
    )
  }

  const server = await listen(root.fetch, { port, host, tls: env.tls })
  const realtime = attachRealtime(server, { db: database.db, log })
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  const url = `${env.tls ? 'https' : 'http'}://${shownHost}:${port}`
  log(`[server] ${apiOnly ? 'API only' : 'site + API'} on ${url}`)
  return {
    server,
    url,
    close: async () => {
      await realtime.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await database.close()
    },
  }
}

function closeOnSignals(running: RunningServer): void {
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/** `node --import tsx server/main.ts [--api-only]` */
export async function main(argv = process.argv.slice(2)): Promise<RunningServer> {
  const running = await startServer({ apiOnly: argv.includes('--api-only') })
  closeOnSignals(running)
  return running
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('[server] failed to start:', error)
    process.exit(1)
  })
}
