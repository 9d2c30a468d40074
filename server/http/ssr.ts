import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The server render's handler (src/app/entry-server.tsx, built by `vite build --ssr`). */
export type RenderPage = (
  request: Request,
  options?: { nonce?: string; origin?: string; apiFetch?: (request: Request) => Promise<Response> },
) => Promise<Response>

type RenderModule = {
  createRenderer(options: {
    indexHtml: string
    pageChunks?: unknown
    apiFetch?: (request: Request) => Promise<Response>
  }): RenderPage
}

function isRenderModule(value: unknown): value is RenderModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'createRenderer' in value &&
    typeof value.createRenderer === 'function'
  )
}

/** Where the server render of a site's build lives unless SSR_DIR says: beside it, `-server` appended. */
export function defaultSsrDir(distDir: string): string {
  return `${resolve(distDir)}-server`
}

/**
 * Loads the server render of the build in `ssrDir` for the site in `distDir`, its API calls answered by
 * `apiFetch`. Null when that build has none (the site is then served as a client-rendered SPA).
 */
export async function loadRenderer(
  ssrDir: string,
  distDir: string,
  apiFetch: (request: Request) => Promise<Response>,
): Promise<RenderPage | null> {
  const entry = join(resolve(ssrDir), 'entry-server.js')
  const index = join(resolve(distDir), 'index.html')
  if (!existsSync(entry) || !existsSync(index)) return null
  const loaded: unknown = await import(pathToFileURL(entry).href)
  if (!isRenderModule(loaded)) throw new Error(`${entry} does not export createRenderer`)
  // The chunks each route and catalogue load beyond the entry (written by the client build).
  const chunks = join(resolve(distDir), 'page-chunks.json')
  const pageChunks: unknown = existsSync(chunks) ? JSON.parse(readFileSync(chunks, 'utf8')) : undefined
  return loaded.createRenderer({ indexHtml: readFileSync(index, 'utf8'), pageChunks, apiFetch })
}

/**
 * What a page's request says about its visitor that the API reads too (address, country, browser) and
 * the host the page was asked for: the site detail names it (`realtime_host`), and a page sent with an
 * answer the browser would not get re-renders its whole frame when it asks again after hydration.
 */
const VISITOR_HEADERS = [
  'host',
  'x-forwarded-for',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-sandbox-country',
  'user-agent',
] as const

/**
 * An API call a page's render makes, as its visitor would make it: the visitor's forwarding, country
 * and browser headers (the API believes them by its own rules: the connection is the visitor's).
 */
export function asVisitor(apiRequest: Request, pageRequest: Request): Request {
  const headers = new Headers(apiRequest.headers)
  for (const name of VISITOR_HEADERS) {
    const value = pageRequest.headers.get(name)
    if (value === null) headers.delete(name)
    else headers.set(name, value)
  }
  return new Request(apiRequest, { headers })
}

/** A fresh script nonce for one page. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}
