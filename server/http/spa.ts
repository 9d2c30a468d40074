import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { parseAccept } from 'hono/utils/accept'
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

async function fileAt(root: string, path: string): Promise<Found | null> {
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

type Found = { file: string; size: number }

/** The copies the build compressed beside a hashed asset (scripts/vite-precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

type Precompressed = (typeof PRECOMPRESSED)[number]['encoding']

/** The encodings an `Accept-Encoding` header takes (q > 0, named or through `*`). */
function acceptedEncodings(header: string | undefined): Set<Precompressed> {
  const accepted = new Set<Precompressed>()
  if (!header) return accepted
  const entries = parseAccept(header)
  const wildcard = entries.find((entry) => entry.type === '*')?.q ?? 0
  for (const { encoding } of PRECOMPRESSED) {
    const named = entries.find((entry) => entry.type.toLowerCase() === encoding)
    if ((named ? named.q : wildcard) > 0) accepted.add(encoding)
  }
  return accepted
}

type Encoded = { encoding: Precompressed; found: Found }

/**
 * A hashed asset never changes under its name: it is looked up (with its compressed copies) and read
 * once, then answered from memory (the whole of assets/ is a few MB). Only files that exist are kept.
 */
const hashedAssets = new Map<string, { found: Found; encoded: Encoded[] }>()
const assetBytes = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

async function hashedAssetAt(
  root: string,
  path: string,
): Promise<{ found: Found; encoded: Encoded[] } | null> {
  const known = hashedAssets.get(root + path)
  if (known) return known
  const found = await fileAt(root, path)
  if (!found) return null
  const copies = await Promise.all(
    PRECOMPRESSED.map(async ({ encoding, suffix }) => {
      const copy = await fileAt(root, path + suffix)
      return copy ? { encoding, found: copy } : null
    }),
  )
  const asset = { found, encoded: copies.filter((copy) => copy !== null) }
  hashedAssets.set(root + path, asset)
  return asset
}

function bytesOf(file: string, immutable: boolean): Promise<Uint8Array<ArrayBuffer>> {
  if (!immutable) return readFile(file).then((buffer) => new Uint8Array(buffer))
  let bytes = assetBytes.get(file)
  if (!bytes) {
    bytes = readFile(file).then((buffer) => new Uint8Array(buffer))
    bytes.catch(() => assetBytes.delete(file))
    assetBytes.set(file, bytes)
  }
  return bytes
}

/** `found` as it is, or the best of its compressed copies (`encoded`) the browser accepts. */
async function send(
  c: Context,
  found: Found,
  path: string,
  extra: Record<string, string>,
  encoded: readonly Encoded[] = [],
): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl(path),
    'x-content-type-options': 'nosniff',
    ...extra,
  }
  let body = found
  if (encoded.length > 0) {
    headers.vary = 'Accept-Encoding'
    const accepted = acceptedEncodings(c.req.header('accept-encoding'))
    const best = encoded.find((variant) => accepted.has(variant.encoding))
    if (best) {
      headers['content-encoding'] = best.encoding
      body = best.found
    }
  }
  headers['content-length'] = String(body.size)
  if (c.req.method === 'HEAD') return new Response(null, { headers })
  return new Response(await bytesOf(body.file, path.startsWith('/assets/')), { headers })
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
    if (path.startsWith('/assets/')) {
      const asset = await hashedAssetAt(absoluteRoot, path)
      return asset ? send(c, asset.found, path, {}, asset.encoded) : c.text('Not found', 404)
    }
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
