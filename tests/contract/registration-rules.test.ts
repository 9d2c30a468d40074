/**
 * POST /register enforces what the register form enforces (§5) and what the site's register settings
 * require, with the §8 codes: nothing the form refuses gets in by calling the API directly.
 */
import { beforeAll, describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectBusinessError, expectProtocolError, expectSuccess, opTest } from './support/harness.ts'
import { withSiteFlags } from './support/site-flags.ts'
import { getTarget, requires } from './support/target.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

let counter = 0
const unique = () => String(Date.now() * 100 + (counter++ % 100)).slice(-6)
const letters = () => unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')
const phone = () => `09${String(Date.now() * 100 + (counter++ % 100)).slice(-8)}`
// Addresses of this file only (benchmarking range), one per call: the 996/997 limits never interfere.
let ipCounter = 0
const freshIp = () => `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`

async function captcha(siteId = 1): Promise<{ captcha_token: string; answer: string }> {
  const issued = await call('getCaptcha', {
    body: { type: 2, site_id: siteId },
    headers: { 'x-forwarded-for': freshIp() },
  })
  const token = String(field(issued.data, 'token'))
  const peek = await call('peekSandboxCaptcha', { params: { token } })
  return { captcha_token: token, answer: String(field(peek.data, 'answer')) }
}

/** A register call from a fresh address (so the 996/997 limits never interfere), with its captcha. */
async function register(body: Record<string, unknown>) {
  const siteId = typeof body.site_id === 'number' ? body.site_id : 1
  return call('register', {
    body: {
      site_id: 1,
      member_account: `rr${unique()}`,
      password: 'play2024',
      ...body,
      ...(await captcha(siteId)),
    },
    headers: { 'x-forwarded-for': freshIp() },
  })
}

const verify = (fields: Record<string, unknown>, currency = 'VND', siteId = 1) =>
  call('verifyRegisterField', {
    body: { site_id: siteId, member_currency: currency, verification: 1, ...fields },
    headers: { 'x-forwarded-for': freshIp() },
  })

async function smsCode(mobile: string): Promise<string> {
  expectSuccess(
    await call('sendRegisterSms', {
      body: { member_phone: mobile, currency: 'VND', type: 'register_member', site_id: 1 },
      headers: { 'x-forwarded-for': freshIp() },
    }),
  )
  return String(field((await call('peekSandboxSms', { query: { phone: mobile } })).data, 'code'))
}

/** Registering needs the captcha answer and the SMS code. */
const HOOKS = requires('peekSandboxCaptcha', 'peekSandboxSms')

describe('register enforces the form rules and the register settings', HOOKS, () => {
  beforeAll(async () => {
    await getTarget()
  })

  opTest(
    'register',
    'VND needs name (227), phone (209), the SMS code (113) and the withdraw password (400)',
    async () => {
      const mobile = phone()
      const name = `Lan${letters()}`
      expectBusinessError(
        await register({ member_currency: 'VND', member_phone: mobile, withdraw_password: '1234' }),
        227,
      )
      expectBusinessError(
        await register({ member_currency: 'VND', member_name: name, withdraw_password: '1234' }),
        209,
      )
      expectBusinessError(
        await register({
          member_currency: 'VND',
          member_name: name,
          member_phone: mobile,
          withdraw_password: '1234',
        }),
        113,
      )
      const code = await smsCode(mobile)
      const missingPin = await register({
        member_currency: 'VND',
        member_name: name,
        member_phone: mobile,
        phone_verify: code,
      })
      expectProtocolError(missingPin, 400)
      expect(missingPin.text).toContain('withdraw_password')
      expectSuccess(
        await register({
          member_currency: 'VND',
          member_name: name,
          member_phone: mobile,
          phone_verify: code,
          withdraw_password: '1234',
        }),
      )
    },
  )

  opTest(
    'register',
    'USD needs the e-mail (206); RMB needs a Chinese name (227) and the withdraw password',
    async () => {
      expectBusinessError(await register({ member_currency: 'USD' }), 206)
      expectSuccess(await register({ member_currency: 'USD', member_email: `u${unique()}@lotus.test` }))
      expectBusinessError(await register({ member_currency: 'RMB', withdraw_password: '1234' }), 227)
      expectBusinessError(
        await register({ member_currency: 'RMB', member_name: 'Wang Wei', withdraw_password: '1234' }),
        227,
      )
      const han = '王小明丽华强'
      const name = `${han[Number(unique().slice(-1)) % 6] ?? '王'}${han[Number(unique().slice(-2, -1)) % 6] ?? '明'}${'一二三四五六七八九十'[Number(unique().slice(-1))] ?? '一'}${'春夏秋冬东西南北'[counter % 8] ?? '春'}`
      expectProtocolError(await register({ member_currency: 'RMB', member_name: name }), 400)
      const made = await register({ member_currency: 'RMB', member_name: name, withdraw_password: '1234' })
      expectSuccess(made, [103])
    },
  )

  opTest(
    'register',
    'a multi-word VND name (227) and a birthday in the future (400) are refused',
    async () => {
      const mobile = phone()
      const code = await smsCode(mobile)
      const base = {
        member_currency: 'VND',
        member_phone: mobile,
        phone_verify: code,
        withdraw_password: '1234',
      }
      expectBusinessError(await register({ ...base, member_name: 'Nguyen Van Lan' }), 227)
      const future = `${new Date().getUTCFullYear() + 1}-01-01`
      const born = await register({ ...base, member_name: `Lan${letters()}`, member_birthday: future })
      expectProtocolError(born, 400)
      expect(born.text).toContain('member_birthday')
    },
  )

  opTest(
    'register',
    'a plainly invalid e-mail answers 206 and a phone with letters 209, not 400',
    async () => {
      expectBusinessError(await register({ member_currency: 'USD', member_email: 'not-an-email' }), 206)
      expectBusinessError(
        await register({
          member_currency: 'USD',
          member_email: `u${unique()}@lotus.test`,
          member_phone: '09abc12345',
        }),
        209,
      )
      expectBusinessError(await verify({ member_email: 'not-an-email' }, 'USD'), 206)
      expectBusinessError(await verify({ member_phone: '09abc12345' }), 209)
    },
  )

  opTest(
    'register',
    'phone rules: 10 digits for VND and on site 3 whatever the currency, any length elsewhere',
    async () => {
      expectBusinessError(await verify({ member_phone: '09123456789' }), 209)
      expectBusinessError(await verify({ member_phone: '091234567' }, 'USD', 3), 209)
      expectSuccess(await verify({ member_phone: `0${unique()}${unique()}`.slice(0, 10) }, 'USD', 3))
      expectSuccess(await verify({ member_phone: `1${unique()}${unique()}` }, 'USD', 1))
      expectBusinessError(
        await register({
          site_id: 3,
          member_currency: 'USD',
          member_email: `g${unique()}@lotus.test`,
          member_phone: '123456789',
        }),
        209,
      )
    },
  )

  opTest(
    'register',
    'contact fields answer their own code (301-308) when malformed; a wrong SMS code format 113',
    async () => {
      expectBusinessError(await verify({ member_telegram: 'ab' }, 'USD'), 302)
      expectBusinessError(await verify({ member_skype: 'has space' }, 'USD'), 304)
      expectBusinessError(await verify({ member_zalo: 'x@y.com' }), 306)
      expectSuccess(await verify({ member_telegram: `@tg${unique()}` }, 'USD'))
      expectBusinessError(
        await register({
          member_currency: 'USD',
          member_email: `w${unique()}@lotus.test`,
          member_whats_app: 'a!b!c!d',
        }),
        303,
      )
      const mobile = phone()
      expectBusinessError(
        await register({
          member_currency: 'VND',
          member_name: `Lan${letters()}`,
          member_phone: mobile,
          phone_verify: '12ab',
          withdraw_password: '1234',
        }),
        113,
      )
    },
  )
})

describe('register on a site in demo mode', requires('peekSandboxCaptcha', 'setSandboxSiteFlags'), () => {
  opTest(
    'register',
    '111 while the site is in demo mode; the same form registers once it is not',
    async () => {
      const form = {
        member_account: `rd${unique()}`,
        member_currency: 'USD',
        member_email: `d${unique()}@lotus.test`,
      }
      await withSiteFlags(1, { demo_mode: true }, async () => {
        const refused = await register(form)
        expectBusinessError(refused, 111)
        expect(refused.message).toBe('Registration is closed while the site is in demo mode')
      })
      expectSuccess(await register(form))
    },
  )
})
