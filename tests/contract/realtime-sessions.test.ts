/**
 * Realtime tokens die with their session: the sandbox's realtime endpoint (with the unmodified `ably`
 * SDK, and bare sockets where the exact frames matter) against the same database as the API. With
 * DATABASE_URL the endpoint reads through a connection pool of its own, as a second server would.
 */
import type * as Ably from 'ably'
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest'
import { findSession } from '../../server/auth/sessions.ts'
import { openDatabase, type Db, type OpenedDatabase } from '../../server/db/index.ts'
import { signToken } from '../../server/realtime/jwt.ts'
import { issueRealtimeToken, realtimeConfigFromEnv, SANDBOX_KEY_NAME } from '../../server/realtime/tokens.ts'
import { call } from './support/client.ts'
import { expectSuccess, opTest, successData } from './support/harness.ts'
import {
  ablyClient,
  nextState,
  rawAttempt,
  sleep,
  startRealtimeEndpoint,
  type RealtimeEndpoint,
} from './support/realtime-endpoint.ts'
import { ACCOUNTS, loginAs } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

const PLAYER = ACCOUNTS.player01.id
const MEMBER_CHANNEL = `member.${PLAYER}`

let endpoint: RealtimeEndpoint
let apiDb: Db
let otherServer: OpenedDatabase | null = null
const clients: Ably.Realtime[] = []

async function session(): Promise<string> {
  const token = await loginAs('player01', { fresh: true })
  if (!token) throw new Error('no session')
  return token
}

async function realtimeToken(sessionToken: string | null): Promise<string> {
  const result = await call('createRealtimeToken', {
    body: { site_id: 1 },
    ...(sessionToken ? { token: sessionToken } : {}),
  })
  return successData('createRealtimeToken', result).token
}

function client(token: () => string | Promise<string>): Ably.Realtime {
  const created = ablyClient(endpoint.port, token)
  clients.push(created)
  return created
}

/** Every message a channel receives from now on. */
async function heardOn(channel: Ably.RealtimeChannel): Promise<Ably.Message[]> {
  const heard: Ably.Message[] = []
  await channel.subscribe((message) => void heard.push(message))
  return heard
}

describe('realtime tokens die with their session', requires('in-process'), () => {
  beforeAll(async () => {
    const target = await getTarget()
    if (!target.database) throw new Error('in-process sandbox only')
    apiDb = target.database.db
    if (process.env.DATABASE_URL)
      otherServer = await openDatabase({ databaseUrl: process.env.DATABASE_URL, seed: false })
    endpoint = await startRealtimeEndpoint(otherServer?.db ?? apiDb)
  })

  afterEach(() => {
    while (clients.length) clients.pop()?.close()
  })

  afterAll(async () => {
    await endpoint.close()
    await otherServer?.close()
  })

  opTest(
    'logout',
    'a token taken before logout is dropped within a second, no longer attaches, and never hears the next login',
    async () => {
      const member = await session()
      const stolen = await realtimeToken(member)
      // Whoever holds the token keeps offering it: the SDK's auth callback always answers the same one.
      const holder = client(() => stolen)
      const channel = holder.channels.get(MEMBER_CHANNEL)
      await channel.attach()
      const heard = await heardOn(channel)
      expectSuccess(
        await call('emitRealtimeEvent', { body: { event: 'profile.updated', member_id: PLAYER } }),
      )
      await expect.poll(() => heard.map((message) => message.name)).toEqual(['profile.updated'])

      const dropped = nextState(holder, 'disconnected', 40141)
      const loggedOutAt = Date.now()
      expectSuccess(await call('logout', { token: member }))
      await dropped
      expect(Date.now() - loggedOutAt).toBeLessThan(2_500)

      // The member logs in again: the old token's connection hears nothing of it, whatever it retries.
      await session()
      expectSuccess(
        await call('emitRealtimeEvent', {
          body: { event: 'member.cash', member_id: PLAYER, data: { cash: 1 } },
        }),
      )
      await sleep(1_000)
      expect(heard.map((message) => message.name)).toEqual(['profile.updated'])
      expect(holder.connection.state).not.toBe('connected')

      // A fresh socket with the old token is refused before it can attach.
      const frames = await rawAttempt(endpoint.port, stolen, MEMBER_CHANNEL)
      expect(frames.map((frame) => [frame.action, frame.error?.code])).toEqual([[9, 40141]])
    },
  )

  opTest(
    'startExclusion',
    'a revoked session (self-exclusion ends every session) drops its connections within a second',
    async () => {
      const member = successData(
        'createSandboxProtectionMember',
        await call('createSandboxProtectionMember', { body: { member_currency: 'USD' } }),
      )
      const captcha = successData('getCaptcha', await call('getCaptcha', { body: { type: 1, site_id: 1 } }))
      const peek = successData(
        'peekSandboxCaptcha',
        await call('peekSandboxCaptcha', { params: { token: captcha.token } }),
      )
      const login = successData(
        'login',
        await call('login', {
          body: {
            account: member.member_account,
            password: member.password,
            site_id: 1,
            answer: peek.answer,
            captcha_token: captcha.token,
          },
        }),
      )
      if (!login.token) throw new Error('no token')
      const token = login.token
      const connected = client(() => realtimeToken(token))
      const channel = connected.channels.get(`member.${login.member_id}`)
      await channel.attach()
      const heard = await heardOn(channel)

      const dropped = nextState(connected, 'disconnected', 40141)
      const revokedAt = Date.now()
      expectSuccess(
        await call('startExclusion', { token, body: { kind: 'time_out', period: '24h', confirm: true } }),
      )
      await dropped
      expect(Date.now() - revokedAt).toBeLessThan(2_500)
      // Renewal now answers a visitor's token (the session is gone): the member's events no longer arrive.
      await sleep(1_000)
      expectSuccess(
        await call('emitRealtimeEvent', { body: { event: 'profile.updated', member_id: login.member_id } }),
      )
      await sleep(500)
      expect(heard).toEqual([])
    },
  )

  opTest(
    'createRealtimeToken',
    'a short-lived token is renewed in place through the auth callback: same connection, subscription kept',
    async () => {
      const member = await session()
      const found = await findSession(apiDb, member)
      if (!found) throw new Error('no session')
      const shortLived = { ...realtimeConfigFromEnv(), tokenTtlMs: 3_000 }
      const site = { desktop_template: 'default', mobile_template: 'H5_1', currencies: ['USD'] }
      let issued = 0
      const renewing = client(() => {
        issued++
        const subject = {
          currency: 'USD',
          member: { member_id: PLAYER, member_currency: 'USD', session: found.login_id },
        }
        return issueRealtimeToken(shortLived, site, subject).token
      })
      const channel = renewing.channels.get(MEMBER_CHANNEL)
      await channel.attach()
      const connectionId = renewing.connection.id
      const states: string[] = []
      renewing.connection.on((change) => void states.push(change.current))
      const heard = await heardOn(channel)

      // Past the first token's expiry.
      await sleep(4_500)
      expect(issued).toBeGreaterThanOrEqual(2)
      expect(renewing.connection.id).toBe(connectionId)
      expect(states.filter((state) => state !== 'connected')).toEqual([])
      expect(channel.state).toBe('attached')
      expectSuccess(
        await call('emitRealtimeEvent', {
          body: { event: 'member.cash', member_id: PLAYER, data: { cash: 42 } },
        }),
      )
      await expect.poll(() => heard.map((message) => message.data)).toEqual([{ cash: 42 }])
      expectSuccess(await call('logout', { token: member }))
    },
  )

  opTest(
    'createRealtimeToken',
    'a token forged with another secret is refused (40101) and hears nothing',
    async () => {
      const forged = signToken(
        { name: SANDBOX_KEY_NAME, secret: 'not-the-server-secret' },
        { capability: { '*': ['*'] }, clientId: String(PLAYER), session: 'forged', ttlMs: 60_000 },
      ).token
      const frames = await rawAttempt(endpoint.port, forged, MEMBER_CHANNEL)
      expect(frames.map((frame) => [frame.action, frame.error?.code])).toEqual([[9, 40101]])

      const forger = client(() => forged)
      expect((await nextState(forger, 'failed'))?.code).toBe(40101)
    },
  )

  opTest(
    'createRealtimeToken',
    'a client cannot publish: a forged member.cash is refused (40160) and reaches no page',
    async () => {
      const member = await session()
      const page = client(() => realtimeToken(member))
      const pageChannel = page.channels.get(MEMBER_CHANNEL)
      await pageChannel.attach()
      const heard = await heardOn(pageChannel)

      const attacker = client(() => realtimeToken(member))
      for (const name of [MEMBER_CHANNEL, 'web_member']) {
        const refused: unknown = await attacker.channels
          .get(name)
          .publish('member.cash', { cash: 999_999_999 })
          .then(
            () => null,
            (error: unknown) => error,
          )
        expect(refused).toMatchObject({ code: 40160 })
      }
      await sleep(300)
      expect(heard).toEqual([])
      expectSuccess(await call('logout', { token: member }))
    },
  )
})
