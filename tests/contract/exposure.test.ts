/**
 * What the reference backend exposes to strangers: its test hooks, the client address it believes,
 * the host it names, its secrets, the sandbox payment page and the headers of its answers.
 */
import { createHmac } from 'node:crypto'
import { networkInterfaces } from 'node:os'
import { describe, expect, test } from 'vitest'
import { createApp } from '../../server/app.ts'
import { serverEnvFrom, type AppConfig } from '../../server/config.ts'
import { contentSecurityPolicy, securityOptionsFromEnv } from '../../server/http/security-headers.ts'
import { seoFileRoutes } from '../../server/operations/content/seo-files.ts'
import { paymentRoutes } from '../../server/payments/pay-page.ts'
import { verifyToken, signToken } from '../../server/realtime/jwt.ts'
import { realtimeConfigFromEnv, SANDBOX_KEY_NAME } from '../../server/realtime/tokens.ts'
import { missingProductionSecrets } from '../../server/secrets.ts'
import { startServer } from '../../server/main.ts'
import { call, newIdempotencyKey } from './support/client.ts'
import { loginAs } from './support/session.ts'
import { contract, getTarget, requires } from './support/target.ts'

function hasIpv6Loopback(): boolean {
  return Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.address === '::1'),
  )
}

async function sandboxDb() {
  const target = await getTarget()
  if (!target.database) throw new Error('sandbox only')
  return target.database.db
}

async function appWith(config: Partial<AppConfig>) {
  const db = await sandboxDb()
  const { app } = createApp({
    db,
    contract,
    config: { mode: 'test', validateResponses: true, log: () => undefined, ...config },
  })
  return (path: string, init: RequestInit = {}) => app.fetch(new Request(`http://localhost/api${path}`, init))
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

async function envelope(response: Response): Promise<{ code: number; data: unknown }> {
  return (await response.json()) as { code: number; data: unknown }
}

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

describe('test hooks are off unless asked for', requires('in-process'), () => {
  test('without SANDBOX_HELPERS every /sandbox operation answers 404, with it they answer', async () => {
    const off = await appWith({ sandboxHelpers: false })
    const on = await appWith({ sandboxHelpers: true })
    const unknownPath = async (response: Response) => {
      const body = (await response.json()) as { message?: string }
      return response.status === 404 && /No such API path/.test(body.message ?? '')
    }
    expect(await unknownPath(await off('/sandbox/captcha/anything'))).toBe(true)
    expect(await unknownPath(await off('/sandbox/sms?phone=0912345678'))).toBe(true)
    expect(await unknownPath(await off('/sandbox/auth-code', json({ account: 'demo888' })))).toBe(true)
    const emit = json({ event: 'member.cash', member_id: 1, data: {} })
    expect(await unknownPath(await off('/sandbox/realtime/emit', emit))).toBe(true)
    expect(await unknownPath(await on('/sandbox/sms?phone=0912345678'))).toBe(false)
  })

  test('the environment turns them on only with SANDBOX_HELPERS=1, and npm start listens on loopback', () => {
    expect(serverEnvFrom({}).sandboxHelpers).toBe(false)
    expect(serverEnvFrom({ SANDBOX_HELPERS: '1' }).sandboxHelpers).toBe(true)
    expect(serverEnvFrom({}).host).toBe('127.0.0.1')
    expect(serverEnvFrom({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  test('a public listener refuses to serve the hooks unless forced', async () => {
    await expect(
      startServer({
        apiOnly: true,
        port: 0,
        host: '0.0.0.0',
        env: { ...serverEnvFrom({ SANDBOX_HELPERS: '1' }) },
      }),
    ).rejects.toThrow(/SANDBOX_HELPERS/)
  })
})

describe('no secret lives in the code', requires('in-process'), () => {
  test('realtime tokens signed with the old built-in secret are refused', () => {
    const oldKey = { name: SANDBOX_KEY_NAME, secret: 'lotus-sandbox-realtime-secret-not-for-production' }
    const forged = signToken(oldKey, { capability: { '*': ['*'] }, clientId: '1', ttlMs: 60_000 })
    const verdict = verifyToken(realtimeConfigFromEnv().key, forged.token)
    expect(verdict.ok).toBe(false)
  })

  test('a deep link signed with the old built-in secret opens no session', async () => {
    const payload = Buffer.from(
      JSON.stringify({ member_id: 1, exp: Math.floor(Date.now() / 1000) + 300 }),
    ).toString('base64url')
    const signature = createHmac('sha256', 'lotus-sandbox-enc-secret').update(payload).digest('base64url')
    const result = await call('getEncryptedLoginData', { body: { enc: `${payload}.${signature}` } })
    expect(result.code).not.toBe(100)
    expect(result.headers.get('authorization')).toBeNull()
  })

  test('production refuses to start without explicit secrets', async () => {
    const production = serverEnvFrom({ NODE_ENV: 'production' })
    expect(missingProductionSecrets(production)).toEqual(['REALTIME_SANDBOX_SECRET', 'LOTUS_ENC_SECRET'])
    expect(
      missingProductionSecrets(
        serverEnvFrom({
          NODE_ENV: 'production',
          REALTIME_SANDBOX_SECRET: 'a'.repeat(32),
          LOTUS_ENC_SECRET: 'b'.repeat(32),
        }),
      ),
    ).toEqual([])
    await expect(startServer({ apiOnly: true, port: 0, env: production })).rejects.toThrow(/LOTUS_ENC_SECRET/)
  })
})

describe('the client address and host come from trusted proxies only', requires('in-process'), () => {
  test('X-Forwarded-For from an untrusted peer does not pick the address (no IP code 106)', async () => {
    const untrusted = await appWith({ trustProxy: ['10.9.8.7'] })
    const trusted = await appWith({ trustProxy: 'all' })
    const loginFrom = async (api: typeof trusted) => {
      const issued = await envelope(await trusted('/captcha', json({ type: 1, site_id: 1 })))
      const token = String(field(issued.data, 'token'))
      const peek = await envelope(await trusted(`/sandbox/captcha/${token}`))
      const body = {
        account: 'demo888',
        password: 'lotus123',
        site_id: 1,
        captcha_token: token,
        answer: field(peek.data, 'answer'),
      }
      return envelope(await api('/login', json(body, { 'x-forwarded-for': '203.0.113.106' })))
    }
    expect((await loginFrom(trusted)).code).toBe(106)
    expect((await loginFrom(untrusted)).code).toBe(100)
  })

  // The one-port server hands /api its connection: without it every caller looked like 127.0.0.1, so a
  // loopback-only TRUST_PROXY believed anyone's X-Forwarded-For and every visitor shared one address.
  test.skipIf(!hasIpv6Loopback())(
    'over the network the API sees the caller, not the server in front of it',
    async () => {
      const running = await startServer({
        apiOnly: true,
        port: 0,
        host: '::1',
        env: serverEnvFrom({ TRUST_PROXY: '127.0.0.1' }),
      })
      try {
        const address = running.server.address()
        if (!address || typeof address === 'string') throw new Error('no port')
        const response = await fetch(`http://[::1]:${address.port}/api/get_login_header`, {
          ...json({ site_id: 1 }, { 'x-forwarded-for': '198.51.100.7' }),
        })
        const answer = await envelope(response)
        expect(field(answer.data, 'remote_addr')).toBe('::1')
      } finally {
        await running.close()
      }
    },
    60_000,
  )

  test('X-Forwarded-Host does not decide realtime_host; PUBLIC_ORIGIN does', async () => {
    const untrusted = await appWith({ trustProxy: 'none' })
    const configured = await appWith({ trustProxy: 'none', publicOrigin: 'https://www.lotus.example' })
    const request = json({ site_id: 1 }, { 'x-forwarded-host': 'evil.example' })
    const plain = await envelope(await untrusted('/arks/web/site/detail', request))
    const named = await envelope(await configured('/arks/web/site/detail', json({ site_id: 1 })))
    const hostOf = (data: unknown) => field(field(data, 'env_config'), 'realtime_host')
    expect(hostOf(plain.data)).not.toBe('evil.example')
    expect(hostOf(named.data)).toBe('www.lotus.example')
  })

  test('robots.txt and sitemap.xml name PUBLIC_ORIGIN; without it a reflected host is never cached', async () => {
    const db = await sandboxDb()
    const reflected = await seoFileRoutes(db, 1, undefined).fetch(
      new Request('http://evil.example/robots.txt', { headers: { host: 'evil.example' } }),
    )
    expect(reflected.headers.get('cache-control')).toContain('no-store')
    const configured = seoFileRoutes(db, 1, 'https://www.lotus.example')
    const robots = await configured.fetch(new Request('http://evil.example/robots.txt'))
    expect(await robots.text()).toContain('https://www.lotus.example/sitemap.xml')
    const sitemap = await configured.fetch(new Request('http://evil.example/sitemap.xml'))
    const xml = await sitemap.text()
    expect(xml).toContain('<loc>https://www.lotus.example/')
    expect(xml).not.toContain('evil.example')
    expect(sitemap.headers.get('cache-control')).toContain('public')
  })
})

describe('answers and pages', requires('in-process'), () => {
  test('every /api answer carries X-Content-Type-Options: nosniff', async () => {
    const api = await appWith({})
    for (const response of [
      await api('/arks/web/site/detail', json({ site_id: 1 })),
      await api('/no/such/path'),
      await api('/static/logo.svg'),
    ])
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('a body nested 10,000 levels deep answers 400, even with an Idempotency-Key', async () => {
    const api = await appWith({})
    const deep = '['.repeat(10_000) + ']'.repeat(10_000)
    const response = await api('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey() },
      body: `{"account":"demo888","password":"x","deep":${deep}}`,
    })
    expect(response.status).toBe(400)
  })

  test('the page CSP connects only to its own origin, the configured realtime origins and the public icon API', () => {
    const policy = contentSecurityPolicy(securityOptionsFromEnv(serverEnvFrom({})))
    const connect = policy.split('; ').find((directive) => directive.startsWith('connect-src')) ?? ''
    expect(connect.split(' ')).toEqual([
      'connect-src',
      "'self'",
      'https://api.iconify.design',
      'https://api.simplesvg.com',
      'https://api.unisvg.com',
    ])
    expect(connect.split(' ')).not.toContain('ws:')
    expect(connect.split(' ')).not.toContain('wss:')
    const configured = contentSecurityPolicy(
      securityOptionsFromEnv(serverEnvFrom({ REALTIME_ORIGIN: 'wss://rt.lotus.example' })),
    )
    expect(configured).toContain("connect-src 'self' wss://rt.lotus.example")
  })
})

describe('the sandbox payment page', requires('in-process'), () => {
  async function order(returnUrl?: string) {
    const token = await loginAs('demo888')
    if (!token) throw new Error('no session')
    const channels = await call('listDepositChannels', { token, body: {} })
    const list = field(channels.data, 'list')
    const channel: unknown = Array.isArray(list) ? list[0] : undefined
    const id = Number(field(channel, 'id'))
    const min = Number(field(channel, 'min_amount'))
    return call('createDeposit', {
      token,
      body: {
        channel_id: id,
        amount: min,
        depositor_name: 'Nguyen Van An',
        ...(returnUrl ? { return_url: returnUrl } : {}),
      },
    })
  }

  test('only the signed pay_url opens it; an order number alone neither shows nor settles the order', async () => {
    const db = await sandboxDb()
    const pages = paymentRoutes(db)
    const created = await order('/user/wallet')
    const payUrl = String(field(created.data, 'pay_url'))
    const orderNumber = String(field(created.data, 'order_number'))
    const bare = await pages.fetch(new Request(`http://localhost/${orderNumber}`))
    expect(bare.status).toBe(404)
    const settle = await pages.fetch(
      new Request(`http://localhost/${orderNumber}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      }),
    )
    expect(settle.status).toBe(404)
    const signed = await pages.fetch(new Request(`http://localhost${payUrl.replace('/sandbox/pay', '')}`))
    expect(signed.status).toBe(200)
    expect(signed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  test('a return_url that leaves the site is refused when the order is created', async () => {
    for (const url of ['//evil.example/wallet', '/\\evil.example', 'https://evil.example/']) {
      const created = await order(url)
      expect(created.status).toBe(400)
    }
  })
})
