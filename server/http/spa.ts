import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { newNonce, type RenderPage } from './ssr.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
}

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (path.endsWith('.html') || path.startsWith('/builds/')) return 'no-cache'
  return 'public, max-age=3600'
}

async function fileAt(root: string, path: string): Promise<{ file: string; size: number } | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = normalize(join(root, decoded))
  if (file !== root && !file.startsWith(root + sep)) return null
  try {
    const info = await stat(file)
    return info.isFile() ? { file, size: info.size } : null
  } catch {
    return null
  }
}

async function send(
  c: Context,
  file: { file: string; size: number },
  path: string,
  extra: Record<string, string>,
): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file.file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(file.size),
    'cache-control': cacheControl(path),
    'x-content-type-options': 'nosniff',
    ...extra,
  }
  if (c.req.method === 'HEAD') return new Response(null, { headers })
  return new Response(new Uint8Array(await readFile(file.file)), { headers })
}

/** A page rendered on the server, with the headers of an HTML document for its script nonce. */
export type ServerRender = {
  page: RenderPage
  /** The page's public origin as the browser sees it (PUBLIC_ORIGIN, or the trusted forwarded host). */
  origin: (c: Context) => string
  headers: (nonce: string) => Record<string, string>
  /** How the render's API calls reach the API as this page's visitor (their address and country). */
  apiFetch: (c: Context) => (request: Request) => Promise<Response>
  log: (line: string) => void
}

async function rendered(c: Context, render: ServerRender): Promise<Response | null> {
  const nonce = newNonce()
  try {
    const response = await render.page(c.req.raw, {
      nonce,
      origin: render.origin(c),
      apiFetch: render.apiFetch(c),
    })
    const headers = new Headers(response.headers)
    for (const [name, value] of Object.entries(render.headers(nonce))) headers.set(name, value)
    headers.set('cache-control', 'no-cache')
    const body = c.req.method === 'HEAD' ? null : response.body
    if (!body) void response.body?.cancel()
    return new Response(body, { status: response.status, headers })
  } catch (error) {
    render.log(
      `[ssr] ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    return null
  }
}

/**
 * Serves the built SPA from `root` (dist/): files as they are, hashed /assets/* cached for a year,
 * index.html and builds/*.json revalidated, and for any other GET that is not a file the page rendered
 * on the server (`render`, when the build has one) or else index.html.
 */
export function spaHandler(root: string, htmlHeaders: Record<string, string>, render?: ServerRender) {
  const absoluteRoot = resolve(root)
  return async (c: Context): Promise<Response> => {
    const path = c.req.path
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405)
    const found = path.endsWith('/') ? null : await fileAt(absoluteRoot, path)
    if (found) return send(c, found, path, found.file.endsWith('.html') ? htmlHeaders : {})
    if (extname(path) !== '' && !path.endsWith('.html')) return c.text('Not found', 404)
    const page = render && !path.endsWith('.html') ? await rendered(c, render) : null
    if (page) return page
    const index = await fileAt(absoluteRoot, '/index.html')
    if (!index) return c.text('The site is not built: run `npm run build`.', 503)
    return send(c, index, '/index.html', htmlHeaders)
  }
}
