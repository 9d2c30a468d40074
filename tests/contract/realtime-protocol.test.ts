/**
 * The unmodified `ably` SDK against the sandbox's realtime endpoint (Ably JSON protocol v6):
 * connect, attach, every event of spec §7, presence, capability refusal, token renewal, restart.
 * Sessions are not the subject here: every session a token names is live unless a test ends it
 * (realtime-sessions.test.ts checks them against the database).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as Ably from 'ably'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { attachRealtime, type AttachedRealtime } from '../../server/realtime/attach.ts'
import {
  REALTIME_EVENTS,
  memberChannel,
  memberCurrencyChannel,
  presenceChannel,
} from '../../server/realtime/channels.ts'
import { signToken, type Capability } from '../../server/realtime/jwt.ts'
import { realtime } from '../../server/realtime/publisher.ts'
import { realtimeConfigFromEnv, type RealtimeConfig } from '../../server/realtime/tokens.ts'
import { rawAttempt, sleep } from './support/realtime-endpoint.ts'

const config: RealtimeConfig = { ...realtimeConfigFromEnv(), tokenTtlMs: 3_600_000 }
const noDb = { query: () => Promise.reject(new Error('no db')) } as never
/** Sessions a test has ended; every other one is live. */
const endedSessions = new Set<string>()
const sessions = (ids: readonly string[]) =>
  Promise.resolve(new Set(ids.filter((id) => !endedSessions.has(id))))

interface Sandbox {
  server: Server
  endpoint: AttachedRealtime
  port: number
}

async function startSandbox(port = 0): Promise<Sandbox> {
  const server = createServer((_req, res) => res.writeHead(404).end())
  const endpoint = attachRealtime(server, { db: noDb, log: () => undefined, config, sessions })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, endpoint, port: (server.address() as AddressInfo).port }
}

async function stopSandbox(sandbox: Sandbox): Promise<void> {
  await sandbox.endpoint.close()
  await new Promise<void>((resolve) => sandbox.server.close(() => resolve()))
}

const MEMBER_CAPABILITY = (memberId: number, currency: string): Capability => ({
  web_member: ['subscribe'],
  [`web_api.${currency}`]: ['subscribe'],
  'template.site02': ['subscribe'],
  'mobile_template.H5_1': ['subscribe'],
  [memberChannel(memberId)]: ['subscribe'],
  [memberCurrencyChannel(currency)]: ['subscribe'],
  [presenceChannel(currency)]: ['presence', 'subscribe'],
})

let sandbox: Sandbox
const clients: Ably.Realtime[] = []

function connect(
  port: number,
  options: {
    memberId?: number
    currency?: string
    ttlMs?: number
    tokens?: { count: number }
    session?: string
  } = {},
): Ably.Realtime {
  const memberId = options.memberId ?? 7
  const currency = options.currency ?? 'VND'
  const client = new Ably.Realtime({
    endpoint: '127.0.0.1',
    port,
    tls: false,
    fallbackHosts: [],
    useBinaryProtocol: false,
    transports: ['web_socket'],
    disconnectedRetryTimeout: 300,
    suspendedRetryTimeout: 500,
    authCallback: (_params, callback) => {
      if (options.tokens) options.tokens.count++
      const { token } = signToken(config.key, {
        capability: MEMBER_CAPABILITY(memberId, currency),
        clientId: String(memberId),
        session: options.session ?? `session-${memberId}`,
        ttlMs: options.ttlMs ?? 60_000,
      })
      callback(null, token)
    },
  })
  clients.push(client)
  return client
}

function nextMessage(channel: Ably.RealtimeChannel, name?: string): Promise<Ably.Message> {
  return new Promise((resolve) => {
    const listener = (message: Ably.Message) => {
      channel.unsubscribe(listener)
      resolve(message)
    }
    if (name) void channel.subscribe(name, listener)
    else void channel.subscribe(listener)
  })
}

beforeAll(async () => {
  sandbox = await startSandbox()
})

afterEach(() => {
  while (clients.length) clients.pop()?.close()
})

afterAll(async () => {
  await stopSandbox(sandbox)
})

describe('realtime endpoint with the ably SDK', () => {
  it('connects with a sandbox JWT and names the client', async () => {
    const client = connect(sandbox.port, { memberId: 11 })
    await client.connection.once('connected')
    expect(client.connection.state).toBe('connected')
    expect(client.auth.clientId).toBe('11')
  })

  it('delivers every event of spec §7 on its channel with its payload', async () => {
    const client = connect(sandbox.port, { memberId: 12, currency: 'VND' })
    const channelOf: Record<string, string> = {
      web_member: 'web_member',
      web_api: 'web_api.VND',
      template: 'template.site02',
      mobile_template: 'mobile_template.H5_1',
      member: memberChannel(12),
      member_currency: memberCurrencyChannel('VND'),
    }
    for (const [event, spec] of Object.entries(REALTIME_EVENTS)) {
      const channel = client.channels.get(channelOf[spec.kind] ?? '')
      await channel.attach()
      const received = nextMessage(channel, event)
      const payload = { probe: event, cash: 12.5 }
      await realtime.publish(channel.name, event, payload)
      const message = await received
      expect(message.name).toBe(event)
      expect(message.data).toEqual(payload)
    }
  })

  it('refuses a foreign private channel with 40160', async () => {
    const client = connect(sandbox.port, { memberId: 13 })
    const foreign = client.channels.get(memberChannel(14))
    const error: unknown = await foreign.attach().then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(error).toMatchObject({ code: 40160 })
    expect(foreign.state).toBe('failed')
    // The connection itself stays usable.
    const own = client.channels.get(memberChannel(13))
    await own.attach()
    expect(own.state).toBe('attached')
  })

  it('enters presence on the currency presence channel and others see the member', async () => {
    const first = connect(sandbox.port, { memberId: 21, currency: 'USD' })
    const second = connect(sandbox.port, { memberId: 22, currency: 'USD' })
    const firstPresence = first.channels.get(presenceChannel('USD'))
    await firstPresence.presence.enter({ device: 'desktop' })
    const secondPresence = second.channels.get(presenceChannel('USD'))
    await secondPresence.attach()
    const members = await secondPresence.presence.get()
    expect(members.map((member) => member.clientId)).toContain('21')
    expect(members.find((member) => member.clientId === '21')?.data).toEqual({ device: 'desktop' })

    const entered = new Promise<Ably.PresenceMessage>((resolve) => {
      void firstPresence.presence.subscribe('enter', resolve)
    })
    await secondPresence.presence.enter()
    expect((await entered).clientId).toBe('22')
    expect(
      sandbox.endpoint.hub
        ?.presenceOf(presenceChannel('USD'))
        .map((m) => m.clientId)
        .sort(),
    ).toEqual(['21', '22'])
  })

  it('asks for a new token before expiry and renews in place: same connection, channels kept', async () => {
    const tokens = { count: 0 }
    const client = connect(sandbox.port, { memberId: 31, ttlMs: 3_000, tokens })
    const channel = client.channels.get(memberChannel(31))
    await channel.attach()
    const connectionId = client.connection.id
    const states: string[] = []
    client.connection.on((change) => void states.push(change.current))
    // Past the expiry of the first two tokens.
    await sleep(5_000)
    expect(tokens.count).toBeGreaterThanOrEqual(3)
    expect(client.connection.id).toBe(connectionId)
    expect(states.filter((state) => state !== 'connected')).toEqual([])
    const received = nextMessage(channel, 'member.cash')
    await realtime.publish(memberChannel(31), 'member.cash', { cash: 99 })
    expect((await received).data).toEqual({ cash: 99 })
  })

  it('disconnects a client that keeps its token past expiry (40142)', async () => {
    const { token } = signToken(config.key, {
      capability: MEMBER_CAPABILITY(32, 'VND'),
      clientId: '32',
      session: 'session-32',
      ttlMs: 1_200,
    })
    const frames = await rawAttempt(sandbox.port, token, memberChannel(32), 3_000)
    expect(frames.map((frame) => frame.action)).toContain(11)
    expect(frames.at(-1)).toMatchObject({ action: 6, error: { code: 40142 } })
  })

  it('refuses a token that grants private channels without naming a session (40141)', async () => {
    const { token } = signToken(config.key, {
      capability: MEMBER_CAPABILITY(33, 'VND'),
      clientId: '33',
      ttlMs: 60_000,
    })
    const frames = await rawAttempt(sandbox.port, token, memberChannel(33))
    expect(frames.map((frame) => [frame.action, frame.error?.code])).toEqual([[9, 40141]])
  })

  it("drops the connection when its session ends, and refuses that session's tokens on connect and on renewal (40141)", async () => {
    const client = connect(sandbox.port, { memberId: 34, session: 'session-34-a' })
    const channel = client.channels.get(memberChannel(34))
    await channel.attach()
    const dropped = new Promise<number | undefined>((resolve) => {
      client.connection.on('disconnected', (change) => resolve(change.reason?.code))
    })
    endedSessions.add('session-34-a')
    expect(await dropped).toBe(40141)
    const frames = await rawAttempt(
      sandbox.port,
      signToken(config.key, {
        capability: MEMBER_CAPABILITY(34, 'VND'),
        clientId: '34',
        session: 'session-34-a',
        ttlMs: 60_000,
      }).token,
      memberChannel(34),
    )
    expect(frames.map((frame) => [frame.action, frame.error?.code])).toEqual([[9, 40141]])

    // A live connection offered a token of the ended session on renewal (AUTH) is dropped.
    const sign = (session: string) =>
      signToken(config.key, {
        capability: MEMBER_CAPABILITY(34, 'VND'),
        clientId: '34',
        session,
        ttlMs: 60_000,
      }).token
    const renewal = await rawAttempt(sandbox.port, sign('session-34-b'), memberChannel(34), 1_500, [
      { action: 17, auth: { accessToken: sign('session-34-a') } },
    ])
    expect(renewal[0]?.action).toBe(4)
    expect(renewal.map((frame) => frame.action)).toContain(11)
    expect(renewal.at(-1)).toMatchObject({ action: 6, error: { code: 40141 } })
  })

  it('rejects a token signed by another key for good (40101)', async () => {
    const client = new Ably.Realtime({
      endpoint: '127.0.0.1',
      port: sandbox.port,
      tls: false,
      fallbackHosts: [],
      useBinaryProtocol: false,
      transports: ['web_socket'],
      authCallback: (_params, callback) =>
        callback(
          null,
          signToken({ name: 'other.key', secret: 'nope' }, { capability: { '*': ['*'] }, ttlMs: 60_000 })
            .token,
        ),
    })
    clients.push(client)
    const change = await client.connection.once('failed')
    expect(change.reason?.code).toBe(40101)
  })

  it('reconnects after the sandbox restarts and receives events again', async () => {
    const restartable = await startSandbox()
    const client = connect(restartable.port, { memberId: 41 })
    const channel = client.channels.get(memberChannel(41))
    await channel.attach()
    const port = restartable.port
    await stopSandbox(restartable)
    await client.connection.once('disconnected')
    const restarted = await startSandbox(port)
    try {
      await client.connection.once('connected')
      await channel.whenState('attached')
      const received = nextMessage(channel, 'letter.sent')
      await realtime.publish(memberChannel(41), 'letter.sent', { id: 5, unread_count: 2 })
      expect((await received).data).toEqual({ id: 5, unread_count: 2 })
    } finally {
      client.close()
      await stopSandbox(restarted)
    }
  })
})
