import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as Ably from 'ably'
import { WebSocket } from 'ws'
import type { Db } from '../../../server/db/types.ts'
import { attachRealtime, type AttachedRealtime } from '../../../server/realtime/attach.ts'

/** The sandbox's realtime endpoint on a port of its own, reading sessions from `db`. */
export interface RealtimeEndpoint {
  port: number
  attached: AttachedRealtime
  close(): Promise<void>
}

export async function startRealtimeEndpoint(db: Db): Promise<RealtimeEndpoint> {
  const server: Server = createServer((_req, res) => res.writeHead(404).end())
  const attached = attachRealtime(server, { db, log: () => undefined })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    attached,
    close: async () => {
      await attached.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Where the realtime endpoint of a target profile (`realtime`: a ws(s):// URL) listens. */
export interface RealtimeAddress {
  host: string
  port: number
  tls: boolean
}

export function realtimeAddress(url: string): RealtimeAddress {
  const parsed = new URL(url)
  const tls = parsed.protocol === 'wss:' || parsed.protocol === 'https:'
  return { host: parsed.hostname, port: Number(parsed.port) || (tls ? 443 : 80), tls }
}

/** The unmodified `ably` SDK against the endpoint, its tokens from `token()` (the auth callback). */
export function ablyClient(
  port: number,
  token: () => string | Promise<string>,
  address: Pick<RealtimeAddress, 'host' | 'tls'> = { host: '127.0.0.1', tls: false },
): Ably.Realtime {
  return new Ably.Realtime({
    endpoint: address.host,
    port,
    tls: address.tls,
    tlsPort: port,
    fallbackHosts: [],
    useBinaryProtocol: false,
    transports: ['web_socket'],
    disconnectedRetryTimeout: 300,
    suspendedRetryTimeout: 500,
    authCallback: (_params, callback) => {
      Promise.resolve(token()).then(
        (value) => callback(null, value),
        (error: unknown) => callback(String(error), null),
      )
    },
  })
}

/**
 * Resolves with the reason of the next change to `state` (with that error code when given); rejects
 * after `timeoutMs`, so a connection that never gets there fails the test instead of hanging it.
 */
export function nextState(
  client: Ably.Realtime,
  state: Ably.ConnectionState,
  code?: number,
  timeoutMs = 15_000,
): Promise<Ably.ErrorInfo | null> {
  return new Promise((resolve, reject) => {
    const listener = (change: Ably.ConnectionStateChange) => {
      if (change.current !== state || (code !== undefined && change.reason?.code !== code)) return
      client.connection.off(listener)
      clearTimeout(timer)
      resolve(change.reason ?? null)
    }
    const timer = setTimeout(() => {
      client.connection.off(listener)
      reject(
        new Error(`realtime: no "${state}"${code === undefined ? '' : ` (${code})`} within ${timeoutMs} ms`),
      )
    }, timeoutMs)
    client.connection.on(listener)
  })
}

export interface RawFrame {
  action: number
  channel?: string
  error?: { code: number }
}

/**
 * A bare WebSocket with a token: sends ATTACH for `channel` as soon as it opens and again once
 * CONNECTED (followed by `afterConnected`), then collects every frame for `ms` or until the server closes.
 */
export function rawAttempt(
  port: number,
  token: string,
  channel: string,
  ms = 1_500,
  afterConnected: readonly object[] = [],
): Promise<RawFrame[]> {
  return new Promise((resolve) => {
    const frames: RawFrame[] = []
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/?access_token=${encodeURIComponent(token)}&v=6&format=json`,
    )
    const done = () => {
      clearTimeout(timer)
      socket.terminate()
      resolve(frames)
    }
    const timer = setTimeout(done, ms)
    const attach = () => socket.send(JSON.stringify({ action: 10, channel }))
    socket.on('open', attach)
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as RawFrame
      frames.push(frame)
      if (frame.action !== 4) return
      attach()
      for (const extra of afterConnected) socket.send(JSON.stringify(extra))
    })
    socket.on('close', done)
    socket.on('error', done)
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
