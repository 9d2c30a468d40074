import { serve, type ServerType } from '@hono/node-server'
import { readFileSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import type { ServerEnv } from '../config.ts'

export interface ListenOptions {
  port: number
  host: string
  /** PEM files (TLS_CERT_FILE, TLS_KEY_FILE): HTTPS with HTTP/2, HTTP/1.1 still accepted. */
  tls?: ServerEnv['tls']
}

/**
 * The one port. With a certificate it speaks HTTP/2 over TLS, so a browser fetches a page's files
 * over one connection, and still HTTP/1.1 for older clients and the realtime WebSocket upgrade.
 */
export function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  options: ListenOptions,
): Promise<ServerType> {
  const tls = options.tls
  const listener = tls
    ? {
        createServer: createSecureServer,
        serverOptions: { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile), allowHTTP1: true },
      }
    : {}
  return new Promise<ServerType>((resolve) => {
    const started = serve({ fetch, port: options.port, hostname: options.host, ...listener }, () =>
      resolve(started),
    )
  })
}
