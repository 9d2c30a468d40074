/**
 * Logins without the password form: the test account of demo mode and the third-party popup
 * (/authCallback) with the sandbox's stand-in identity provider.
 */
import { describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectBusinessError, expectSuccess, opTest } from './support/harness.ts'
import { withSiteFlags } from './support/site-flags.ts'
import { requires } from './support/target.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

async function authCode(account: string, site_id = 1): Promise<string> {
  const issued = await call('issueSandboxAuthCode', { body: { site_id, account } })
  expectSuccess(issued)
  return String(field(issued.data, 'code'))
}

describe(
  'demo mode login',
  requires('issueSandboxAuthCode', 'issueSandboxDeepLink', 'setSandboxSiteFlags'),
  () => {
    opTest(
      'demoLogin',
      'opens a session for the test account of the site; the same account each time',
      async () => {
        const first = await call('demoLogin', { body: { site_id: 2 } })
        expectSuccess(first)
        expect(field(first.data, 'member_account')).toBe('demotest')
        expect(field(first.data, 'member_currency')).toBe('RMB')
        expect(first.headers.get('authorization')).toBe(field(first.data, 'token'))
        const layout = await call('getMemberLayout', { body: {}, token: String(field(first.data, 'token')) })
        expectSuccess(layout)
        expect(field(layout.data, 'member_account')).toBe('demotest')
        const second = await call('demoLogin', { body: { site_id: 2 } })
        expect(field(second.data, 'member_id')).toBe(field(first.data, 'member_id'))
      },
    )
    opTest('demoLogin', '101 while the site is not in demo mode; the test account once it is', async () => {
      expectBusinessError(await call('demoLogin', { body: { site_id: 1 } }), 101)
      await withSiteFlags(1, { demo_mode: true }, async () => {
        const opened = await call('demoLogin', { body: { site_id: 1 } })
        expectSuccess(opened)
        expect(field(opened.data, 'member_account')).toBe('demotest')
      })
      expectBusinessError(await call('demoLogin', { body: { site_id: 1 } }), 101)
    })
    opTest('demoLogin', '101 on a site in demo mode without a test account', async () => {
      await withSiteFlags(3, { demo_mode: true }, async () => {
        expectBusinessError(await call('demoLogin', { body: { site_id: 3 } }), 101)
      })
    })
  },
)

describe('third-party popup login', requires('issueSandboxAuthCode', 'issueSandboxDeepLink'), () => {
  opTest('issueSandboxAuthCode', 'issues a code for an account; 404 for none', async () => {
    expect((await authCode('player01')).length).toBeGreaterThan(10)
    const missing = await call('issueSandboxAuthCode', { body: { site_id: 1, account: 'nobody0000' } })
    expect(missing.status).toBe(404)
  })
  opTest(
    'completeAuthLogin',
    'a code opens a session once; a reused or unknown code answers 101',
    async () => {
      const code = await authCode('player01')
      const done = await call('completeAuthLogin', { body: { site_id: 1, code } })
      expectSuccess(done)
      expect(field(done.data, 'member_account')).toBe('player01')
      expect(done.headers.get('authorization')).toBe(field(done.data, 'token'))
      expectBusinessError(await call('completeAuthLogin', { body: { site_id: 1, code } }), 101)
      expectBusinessError(await call('completeAuthLogin', { body: { site_id: 1, code: 'made-up' } }), 101)
    },
  )
  opTest('completeAuthLogin', 'a code from another site answers 101', async () => {
    expectBusinessError(
      await call('completeAuthLogin', { body: { site_id: 2, code: await authCode('player01') } }),
      101,
    )
  })
  opTest('completeAuthLogin', '102 for a disabled and 103 for a frozen account', async () => {
    expectBusinessError(
      await call('completeAuthLogin', { body: { site_id: 1, code: await authCode('locked01') } }),
      102,
    )
    expectBusinessError(
      await call('completeAuthLogin', { body: { site_id: 1, code: await authCode('frozen01') } }),
      103,
    )
  })
})

describe('deep-link login (enc)', requires('issueSandboxAuthCode', 'issueSandboxDeepLink'), () => {
  async function deepLink(account: string, ttl_seconds?: number): Promise<string> {
    const issued = await call('issueSandboxDeepLink', { body: { site_id: 1, account, ttl_seconds } })
    expectSuccess(issued)
    return String(field(issued.data, 'enc'))
  }
  opTest('issueSandboxDeepLink', 'signs a link for an account; 404 for none', async () => {
    expect(await deepLink('player01')).toMatch(/^[\w-]+\.[\w-]+$/)
    const missing = await call('issueSandboxDeepLink', { body: { site_id: 1, account: 'nobody0000' } })
    expect(missing.status).toBe(404)
  })
  opTest(
    'getEncryptedLoginData',
    'a link opens one session: used again it answers 101 and opens none',
    async () => {
      const enc = await deepLink('agent001')
      const first = await call('getEncryptedLoginData', { body: { enc } })
      expectSuccess(first)
      expect(field(first.data, 'member_account')).toBe('agent001')
      const replay = await call('getEncryptedLoginData', { body: { enc } })
      expectBusinessError(replay, 101)
      expect(replay.headers.get('authorization')).toBeNull()
    },
  )
  opTest('getEncryptedLoginData', 'the same link sent twice at once opens one session', async () => {
    const enc = await deepLink('player01')
    const answers = await Promise.all([1, 2, 3].map(() => call('getEncryptedLoginData', { body: { enc } })))
    expect(answers.map((answer) => answer.code).sort()).toEqual([100, 101, 101])
  })
  opTest(
    'getEncryptedLoginData',
    'a link valid for longer than 5 minutes, or expired, answers 101',
    async () => {
      expectBusinessError(
        await call('getEncryptedLoginData', { body: { enc: await deepLink('player01', 3600) } }),
        101,
      )
      expectBusinessError(
        await call('getEncryptedLoginData', { body: { enc: await deepLink('player01', -1) } }),
        101,
      )
      expectSuccess(await call('getEncryptedLoginData', { body: { enc: await deepLink('player01', 300) } }))
    },
  )
})
