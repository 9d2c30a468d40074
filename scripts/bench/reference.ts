import react from '@vitejs/plugin-react'
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import type { Certificate } from './tls.ts'

const ROOT = 'bench/reference'
const OUT = '.data/bench-reference'
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

export type ReferenceSite = { baseUrl: string; close: () => Promise<void> }

/**
 * Builds the fixed reference page (bench/reference: the stack's libraries, no product code) and serves
 * it on its own port, so Lighthouse measures it in the same run, on the same machine, as the product.
 */
export async function serveReference(port: number, tls?: Certificate): Promise<ReferenceSite> {
  await buildReference()
  const serve = (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '')
    let file = join(OUT, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(OUT, 'index.html')
    response.statusCode = 200
    response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
    response.setHeader('cache-control', 'no-store')
    createReadStream(file).pipe(response)
  }
  // Served as the product is in the same run: over HTTPS with HTTP/2 when the bench has a certificate.
  const server = tls
    ? createSecureServer(
        { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile), allowHTTP1: true },
        serve,
      )
    : createServer(serve)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    baseUrl: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let built: Promise<unknown> | undefined

/** Builds the reference page once per run (the size step and Lighthouse both read it). */
function buildReference(): Promise<unknown> {
  built ??= build({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: join(process.cwd(), OUT), emptyOutDir: true },
  })
  return built
}

/**
 * The reference page's JS, gzip-compressed as the product's initial JS is: what the stack's libraries
 * weigh on a first route with no product code, beside the product's own figure.
 */
export async function referenceJsGzip(): Promise<number> {
  await buildReference()
  const assets = join(OUT, 'assets')
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length, 0)
}
