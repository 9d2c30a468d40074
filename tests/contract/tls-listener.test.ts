/**
 * The one port with a certificate (TLS_CERT_FILE, TLS_KEY_FILE): HTTP/2 over TLS for browsers, HTTP/1.1
 * over TLS for older clients, and the realtime WebSocket upgrade on the same port.
 */
import type { ServerType } from '@hono/node-server'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { createApp } from '../../server/app.ts'
import { serverEnvFrom } from '../../server/config.ts'
import { listen } from '../../server/http/listener.ts'
import { attachRealtime, type AttachedRealtime } from '../../server/realtime/attach.ts'
import { contract, getTarget, requires } from './support/target.ts'

const SITE_ENV = '/api/site-env/1.json'

describe('the one port over TLS', requires('in-process'), () => {
  let dir = ''
  let ca: Buffer
  let server: ServerType
  let realtime: AttachedRealtime
  let port = 0

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lotus-tls-'))
    const certFile = join(dir, 'cert.pem')
    const keyFile = join(dir, 'key.pem')
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
        ...['-keyout', keyFile, '-out', certFile, '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    )
    ca = readFileSync(certFile)
    const env = serverEnvFrom({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile })
    const target = await getTarget()
    if (!target.database) throw new Error('sandbox only')
    const db = target.database.db
    const { app } = createApp({
      db,
      contract,
      config: { mode: 'test', validateResponses: true, log: () => undefined },
    })
    server = await listen(app.fetch, { port: 0, host: '127.0.0.1', tls: env.tls })
    realtime = attachRealtime(server, { db, log: () => undefined })
    const address = server.address()
    port = typeof address === 'object' && address ? address.port : 0
  })

  afterAll(async () => {
    await realtime?.close()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    rmSync(dir, { recursive: true, force: true })
  })

  test('TLS_CERT_FILE and TLS_KEY_FILE go together', () => {
    expect(serverEnvFrom({}).tls).toBeUndefined()
    expect(() => serverEnvFrom({ TLS_CERT_FILE: '/etc/cert.pem' })).toThrow(/TLS_KEY_FILE/)
  })

  test('a browser-like client gets HTTP/2, and the site settings name a TLS realtime endpoint', async () => {
    const session = connect(`https://localhost:${port}`, { ca })
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': SITE_ENV, accept: 'application/json' })
        let status = 0
        let body = ''
        stream.on('response', (headers) => (status = Number(headers[':status'])))
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => (body += chunk))
        stream.on('end', () => resolve({ status, body }))
        stream.on('error', reject)
        stream.end()
      })
      expect(session.alpnProtocol).toBe('h2')
      expect(answer.status).toBe(200)
      // The page is told to open its realtime connection over TLS too.
      expect(JSON.parse(answer.body)).toMatchObject({ site_id: 1, realtime: { tls: true } })
    } finally {
      session.close()
    }
  })

  test('an HTTP/1.1 client is still answered on the same port', async () => {
    const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      const sent = httpsRequest(
        { host: '127.0.0.1', port, path: SITE_ENV, ca, servername: 'localhost' },
        (response) => {
          response.resume()
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, version: response.httpVersion }),
          )
        },
      )
      sent.on('error', reject)
      sent.end()
    })
    expect(answer).toEqual({ status: 200, version: '1.1' })
  })

  test('the realtime WebSocket upgrades over TLS and the hub answers (here: no token, an error)', async () => {
    const socket = new WebSocket(`wss://localhost:${port}/realtime`, { ca })
    try {
      const first = await new Promise<string>((resolve, reject) => {
        socket.once('message', (data: Buffer) => resolve(data.toString()))
        socket.once('unexpected-response', (_request, response) =>
          reject(new Error(`no upgrade: HTTP ${response.statusCode}`)),
        )
        socket.once('error', reject)
      })
      expect(JSON.parse(first)).toHaveProperty('error')
    } finally {
      socket.terminate()
    }
  })
})
