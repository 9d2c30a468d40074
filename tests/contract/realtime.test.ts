/**
 * Realtime operations: the connection token (channels and capability per visitor or member), the
 * sandbox-only emit operation, and the `login` event, which names a session without carrying it.
 */
import { describe, expect } from 'vitest'
import { sessionFingerprint } from '../../src/modules/realtime/session-fingerprint.ts'
import { verifyToken } from '../../server/realtime/jwt.ts'
import { realtime } from '../../server/realtime/publisher.ts'
import { realtimeConfigFromEnv } from '../../server/realtime/tokens.ts'
import { call } from './support/client.ts'
import {
  expectBusinessError,
  expectProtocolError,
  expectSuccess,
  opTest,
  successData,
} from './support/harness.ts'
import { loginAs } from './support/session.ts'
import { requires } from './support/target.ts'

describe('realtime token', () => {
  opTest(
    'createRealtimeToken',
    'gives a guest the public channels of the site and currency only',
    async () => {
      const result = await call('createRealtimeToken', { body: { site_id: 1, currency: 'USD' } })
      expectSuccess(result)
      const data = successData('createRealtimeToken', result)
      expect(data.channels.public).toEqual(expect.arrayContaining(['web_member', 'web_api.USD']))
      expect(data.channels.private).toEqual([])
      expect(data.token.startsWith('{')).toBe(false)
      expect(Date.parse(data.expires_at)).toBeGreaterThan(Date.now())
    },
  )

  opTest(
    'createRealtimeToken',
    'gives a member its own private, currency and presence channels',
    async () => {
      const token = await loginAs('demo888')
      const result = await call('createRealtimeToken', { body: { site_id: 1, currency: 'USD' }, token })
      expectSuccess(result)
      const data = successData('createRealtimeToken', result)
      // The member's own currency wins over the requested one.
      expect(data.channels.private).toEqual(['member.1', 'member_currency.VND', 'presence.VND'])
      expect(data.client_id).toBe('1')
    },
  )

  opTest('createRealtimeToken', 'answers 400 for an unknown site or a malformed body', async () => {
    expectProtocolError(await call('createRealtimeToken', { body: { site_id: 999 } }), 400)
    expectProtocolError(await call('createRealtimeToken', { body: { currency: 'VND' } }), 400)
    expectProtocolError(await call('createRealtimeToken', { rawBody: '{"site_id":' }), 400)
  })
})

describe(
  'realtime token in the sandbox',
  requires('peekSandboxCaptcha', 'emitRealtimeEvent', 'in-process'),
  () => {
    opTest(
      'createRealtimeToken',
      'is an Ably-format JWT whose capability grants exactly those channels',
      async () => {
        const token = await loginAs('demo888')
        const data = successData(
          'createRealtimeToken',
          await call('createRealtimeToken', { body: { site_id: 1 }, token }),
        )
        const verified = verifyToken(realtimeConfigFromEnv().key, data.token)
        if (!verified.ok) throw new Error(verified.message)
        expect(verified.token.clientId).toBe('1')
        expect(Object.keys(verified.token.capability).sort()).toEqual(
          [...data.channels.public, ...data.channels.private].sort(),
        )
        expect(verified.token.capability['presence.VND']).toEqual(['presence', 'subscribe'])
        expect(verified.token.capability['member.2']).toBeUndefined()
      },
    )

    opTest(
      'createRealtimeToken',
      'never grants publish: every message on every channel comes from the server',
      async () => {
        const member = await loginAs('demo888')
        for (const token of [undefined, member]) {
          const data = successData(
            'createRealtimeToken',
            await call('createRealtimeToken', { body: { site_id: 1 }, ...(token ? { token } : {}) }),
          )
          const verified = verifyToken(realtimeConfigFromEnv().key, data.token)
          if (!verified.ok) throw new Error(verified.message)
          const granted = new Set(Object.values(verified.token.capability).flat())
          expect(
            [...granted].filter((operation) => operation !== 'subscribe' && operation !== 'presence'),
          ).toEqual([])
        }
      },
    )

    opTest(
      'createRealtimeToken',
      "binds a member's token to the session that asked for it, and lives minutes",
      async () => {
        const first = await loginAs('player01', { fresh: true })
        const second = await loginAs('player01', { fresh: true })
        const claims = async (session: string | null) => {
          const data = successData(
            'createRealtimeToken',
            await call('createRealtimeToken', {
              body: { site_id: 1 },
              ...(session ? { token: session } : {}),
            }),
          )
          const verified = verifyToken(realtimeConfigFromEnv().key, data.token)
          if (!verified.ok) throw new Error(verified.message)
          return verified.token
        }
        const [a, b, guest] = [await claims(first), await claims(second), await claims(null)]
        expect(a.session).toMatch(/\S/)
        expect(b.session).toMatch(/\S/)
        expect(a.session).not.toBe(b.session)
        expect(guest.session).toBeUndefined()
        // Minutes, not an hour (REALTIME_TOKEN_TTL_S, 600 s by default).
        expect(a.expiresAt - a.issuedAt).toBeLessThanOrEqual(15 * 60_000)
        // The claim is not the bearer token.
        expect(JSON.stringify(a)).not.toContain(first ?? '-')
      },
    )
  },
)

describe('the login event', requires('peekSandboxCaptcha', 'emitRealtimeEvent', 'in-process'), () => {
  opTest('login', 'names the new session by its fingerprint and never carries its token', async () => {
    const seen: { channel: string; name: string; data: unknown }[] = []
    const detach = realtime.attach({
      publish: (channel, name, data) => void seen.push({ channel, name, data }),
    })
    let token: string | null
    try {
      token = await loginAs('player01', { fresh: true })
    } finally {
      detach()
    }
    if (!token) throw new Error('no session')
    const logins = seen.filter((event) => event.name === 'login')
    expect(logins).toHaveLength(1)
    expect(logins[0]?.channel).toBe('member.2')
    // The page computes the same fingerprint from its own token (src/modules/realtime).
    expect(logins[0]?.data).toEqual({ fingerprint: sessionFingerprint(token) })
    expect(JSON.stringify(seen)).not.toContain(token)
  })
})

describe(
  'emit a realtime event (sandbox only)',
  requires('peekSandboxCaptcha', 'emitRealtimeEvent', 'in-process'),
  () => {
    opTest(
      'emitRealtimeEvent',
      'publishes a member event on the member channel with its payload',
      async () => {
        const seen: { channel: string; name: string; data: unknown }[] = []
        const detach = realtime.attach({
          publish: (channel, name, data) => void seen.push({ channel, name, data }),
        })
        try {
          const result = await call('emitRealtimeEvent', {
            body: { event: 'member.cash', member_id: 1, data: { cash: 321.5 } },
          })
          expectSuccess(result)
          expect(successData('emitRealtimeEvent', result)).toEqual({
            channel: 'member.1',
            event: 'member.cash',
          })
          expect(seen).toEqual([{ channel: 'member.1', name: 'member.cash', data: { cash: 321.5 } }])
        } finally {
          detach()
        }
      },
    )

    opTest('emitRealtimeEvent', 'routes currency and site events to their channels', async () => {
      const red = await call('emitRealtimeEvent', { body: { event: 'RedEnvelopeDisplay', member_id: 1 } })
      expect(successData('emitRealtimeEvent', red).channel).toBe('member_currency.VND')
      const banner = await call('emitRealtimeEvent', {
        body: { event: 'carousel_picture.url', currency: 'THB' },
      })
      expect(successData('emitRealtimeEvent', banner).channel).toBe('web_api.THB')
      const sponsor = await call('emitRealtimeEvent', {
        body: { event: 'model_sponsor.url', site_id: 1, data: { language: 'vi_VN' } },
      })
      expect(successData('emitRealtimeEvent', sponsor).channel).toBe('mobile_template.H5_1')
    })

    opTest('emitRealtimeEvent', 'answers 404 for an unknown member', async () => {
      expectBusinessError(
        await call('emitRealtimeEvent', { body: { event: 'profile.updated', member_id: 999999 } }),
        404,
      )
    })

    opTest(
      'emitRealtimeEvent',
      'answers 400 for a payload that breaks the event schema or a missing member',
      async () => {
        const bad = await call('emitRealtimeEvent', {
          body: { event: 'member.cash', member_id: 1, data: { cash: 'lots' } },
        })
        expectProtocolError(bad, 400)
        expect(bad.message).toContain('cash')
        expectProtocolError(
          await call('emitRealtimeEvent', { body: { event: 'member.cash', data: { cash: 1 } } }),
          400,
        )
        expectProtocolError(await call('emitRealtimeEvent', { body: { event: 'no.such.event' } }), 400)
      },
    )
  },
)
