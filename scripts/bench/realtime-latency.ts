/**
 * Realtime publish → subscriber latency on loopback: the unmodified `ably` SDK against the sandbox's
 * realtime endpoint; the figure is the time from `publish()` to the subscriber's callback.
 * Goal: median ≤ 50 ms. Runnable alone: `node --import tsx scripts/bench/realtime-latency.ts`.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import * as Ably from 'ably'
import type { Db } from '../../server/db/types.ts'
import { attachRealtime } from '../../server/realtime/attach.ts'
import { memberChannel } from '../../server/realtime/channels.ts'
import { signToken } from '../../server/realtime/jwt.ts'
import { realtime } from '../../server/realtime/publisher.ts'
import { realtimeConfigFromEnv } from '../../server/realtime/tokens.ts'

export interface RealtimeLatency {
  samples: number
  connectMs: number
  medianMs: number
  p95Ms: number
  maxMs: number
  goal: string
}

const unusedDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('the realtime bench needs no database')),
  transaction: () => Promise.reject(new Error('the realtime bench needs no database')),
  exec: () => Promise.reject(new Error('the realtime bench needs no database')),
}

export async function benchRealtimeLatency(samples = 200): Promise<RealtimeLatency> {
  const config = realtimeConfigFromEnv()
  const server = createServer((_req, res) => res.writeHead(404).end())
  // One member session, live for the whole run.
  const endpoint = attachRealtime(server, {
    db: unusedDb,
    log: () => undefined,
    config,
    sessions: (ids) => Promise.resolve(new Set(ids)),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const channelName = memberChannel(1)
  const started = performance.now()
  const client = new Ably.Realtime({
    endpoint: '127.0.0.1',
    port,
    tls: false,
    fallbackHosts: [],
    useBinaryProtocol: false,
    transports: ['web_socket'],
    authCallback: (_params, callback) =>
      callback(
        null,
        signToken(config.key, {
          capability: { [channelName]: ['subscribe'] },
          clientId: '1',
          session: 'bench',
          ttlMs: 600_000,
        }).token,
      ),
  })
  try {
    const channel = client.channels.get(channelName)
    await channel.attach()
    const connectMs = performance.now() - started
    const times: number[] = []
    // The send time travels in the payload; the subscriber's clock is the same process's.
    const arrivals = new Map<number, number>()
    let arrived: (() => void) | undefined
    await channel.subscribe('member.cash', (message: Ably.InboundMessage) => {
      const payload: unknown = message.data
      if (
        typeof payload === 'object' &&
        payload !== null &&
        'sentAt' in payload &&
        typeof payload.sentAt === 'number'
      ) {
        arrivals.set(payload.sentAt, performance.now())
        arrived?.()
      }
    })
    for (let i = 0; i < samples; i++) {
      const received = new Promise<void>((resolve) => (arrived = resolve))
      const sentAt = performance.now()
      await realtime.publish(channelName, 'member.cash', { cash: i, sentAt })
      await received
      times.push((arrivals.get(sentAt) ?? sentAt) - sentAt)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) =>
      Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2))
    return {
      samples,
      connectMs: Number(connectMs.toFixed(1)),
      medianMs: at(0.5),
      p95Ms: at(0.95),
      maxMs: at(1),
      goal: 'median ≤ 50 ms',
    }
  } finally {
    client.close()
    await endpoint.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await benchRealtimeLatency())
}
