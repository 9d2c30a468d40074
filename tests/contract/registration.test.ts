/**
 * Registration operations: settings, agreements, field pre-checks with their §8 codes, SMS with its
 * codes, register (success logs in; limits 996/997), link and domain checks.
 */
import { beforeAll, describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectBusinessError, expectSuccess, opTest } from './support/harness.ts'
import { getTarget, requires } from './support/target.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

let counter = 0
const unique = () => String(Date.now() * 100 + (counter++ % 100)).slice(-6)
/** A 10-digit phone (VND) unique to this run. */
const phone = () => `09${String(Date.now() * 100 + (counter++ % 100)).slice(-8)}`
let ipCounter = 0
const freshIp = () => `192.0.2.${(ipCounter++ % 250) + 1}`

const verify = (fields: Record<string, unknown>, currency = 'VND', ip = freshIp()) =>
  call('verifyRegisterField', {
    body: { site_id: 1, member_currency: currency, verification: 1, ...fields },
    headers: { 'x-forwarded-for': ip },
  })

async function captcha(): Promise<{ captcha_token: string; answer: string }> {
  const issued = await call('getCaptcha', {
    body: { type: 2, site_id: 1 },
    headers: { 'x-forwarded-for': freshIp() },
  })
  const token = String(field(issued.data, 'token'))
  const peek = await call('peekSandboxCaptcha', { params: { token } })
  return { captcha_token: token, answer: String(field(peek.data, 'answer')) }
}

describe('registration', requires('peekSandboxCaptcha', 'peekSandboxSms'), () => {
  // The in-process sandbox starts once (PGlite and the seed take a few seconds).
  beforeAll(async () => {
    await getTarget()
  })

  opTest('listRegisterSettings', 'fields per currency; VND verifies the phone', async () => {
    const result = await call('listRegisterSettings', { body: { site_id: 1 } })
    expectSuccess(result)
    const list = field(result.data, 'list')
    expect(Array.isArray(list)).toBe(true)
    const vndPhone = (Array.isArray(list) ? list : []).find(
      (item) => field(item, 'name') === 'member_phone' && field(item, 'currency') === 'VND',
    )
    expect(field(vndPhone, 'is_verification')).toBe(1)
  })
  opTest('listServiceAgreements', 'a localised agreement', async () => {
    const result = await call('listServiceAgreements', { body: { site_id: 1 }, lang: 'vi_VN' })
    expectSuccess(result)
  })
  opTest('verifyRegisterField', 'a free account passes; every pre-check code is reachable', async () => {
    expectSuccess(await verify({ member_account: `free${unique()}` }))
    expectBusinessError(await verify({ member_account: 'demo888' }), 102)
    expectBusinessError(await verify({ member_name: 'Nguyễn Văn An' }, 'USD'), 103)
    expectBusinessError(await verify({ member_phone: '0901234888' }), 104)
    expectBusinessError(await verify({ member_email: 'demo888@lotus.test' }), 105)
    expectBusinessError(await verify({ introducer: '999' }), 106)
    expectBusinessError(await verify({ introducer: 'LOTUS888' }, 'THB'), 107)
    expectBusinessError(await verify({ introducer: '2' }), 108)
    expectBusinessError(await verify({ introducer: 'LOCKED01' }), 109)
    expectBusinessError(await verify({ introducer: 'OLDCODE1' }), 110)
    expectBusinessError(await verify({ introducer: 'NOSUCHCODE' }), 112)
    expectBusinessError(await verify({ member_email: 'someone@example.c' }), 206)
    expectBusinessError(await verify({ member_phone: '090123456' }), 209)
    expectBusinessError(await verify({ member_name: 'Blocked Name' }), 214)
    expectBusinessError(await verify({ member_phone: '0999999999' }), 215)
    expectBusinessError(await verify({ member_email: 'blocked@lotus.test' }), 216)
    expectBusinessError(await verify({ member_account: `ip${unique()}` }, 'VND', '203.0.113.218'), 218)
    expectBusinessError(await verify({ member_name: 'R2D2' }), 227)
    expectBusinessError(await verify({ introducer: 'bad code!' }), 228)
  })
  opTest('sendRegisterSms', 'sends once per 300 s and answers 99, 102, 103, 104 and 201', async () => {
    const number = phone()
    const sent = await call('sendRegisterSms', {
      body: { member_phone: number, currency: 'VND', type: 'register_member', site_id: 1 },
    })
    expectSuccess(sent)
    expect(field(sent.data, 'resend_after')).toBe(300)
    expectSuccess(await call('peekSandboxSms', { query: { phone: number } }))
    expectBusinessError(
      await call('sendRegisterSms', {
        body: { member_phone: number, currency: 'VND', type: 'register_member', site_id: 1 },
      }),
      102,
    )
    expectBusinessError(
      await call('sendRegisterSms', {
        body: { member_phone: '0999999999', currency: 'VND', type: 'register_member', site_id: 1 },
      }),
      99,
    )
    expectBusinessError(
      await call('sendRegisterSms', {
        body: { member_phone: '0911111111', currency: 'USD', type: 'register_member', site_id: 3 },
      }),
      103,
    )
    expectBusinessError(
      await call('sendRegisterSms', {
        body: { member_phone: '0922222222', currency: 'VND', type: 'register_member', site_id: 1 },
        headers: { 'x-forwarded-for': '203.0.113.104' },
      }),
      104,
    )
    expectBusinessError(
      await call('sendRegisterSms', {
        body: { member_phone: '000000', currency: 'VND', type: 'register_member', site_id: 1 },
      }),
      201,
    )
  })
  opTest(
    'register',
    'a VND member with the SMS code is logged in; wrong codes and captcha are refused',
    async () => {
      const ip = freshIp()
      const mobile = phone()
      const account = `reg${unique()}`
      const base = {
        site_id: 1,
        member_account: account,
        password: 'play2024',
        member_currency: 'VND',
        member_name: 'Lan',
        member_phone: mobile,
        withdraw_password: '1234',
      }
      expectSuccess(
        await call('sendRegisterSms', {
          body: { member_phone: mobile, currency: 'VND', type: 'register_member', site_id: 1 },
        }),
      )
      const code = String(field((await call('peekSandboxSms', { query: { phone: mobile } })).data, 'code'))
      const headers = { 'x-forwarded-for': ip }
      expectBusinessError(
        await call('register', {
          body: { ...base, captcha_token: 'nope', answer: '0000', phone_verify: code },
          headers,
        }),
        224,
      )
      expectBusinessError(
        await call('register', {
          body: { ...base, ...(await captcha()), phone_verify: code === '000000' ? '111111' : '000000' },
          headers,
        }),
        113,
      )
      expectBusinessError(
        await call('register', {
          body: { ...base, ...(await captcha()), phone_verify: code, introducer: 'NOSUCH' },
          headers,
        }),
        219,
      )
      expectBusinessError(
        await call('register', {
          body: {
            ...base,
            ...(await captcha()),
            phone_verify: code,
            verify_code: '999999' === code ? '888888' : '999999',
          },
          headers,
        }),
        222,
      )
      const viber = `viber:${mobile}`
      const done = await call('register', {
        body: {
          ...base,
          ...(await captcha()),
          phone_verify: code,
          member_others: viber,
          errorTrack: 'form:member_phone;server:113',
        },
        headers,
      })
      expectSuccess(done)
      expect(field(done.data, 'member_account')).toBe(account)
      const token = done.headers.get('authorization')
      expect(token).toBe(field(done.data, 'token'))
      // The other contact the form offers VND players is the member's (spec §3 member_others).
      const profile = await call('getMemberProfile', { token, body: {} })
      expect(field(profile.data, 'member_others')).toBe(viber)
      // The form's refusals before this registration are kept with it for the operator.
      const database = (await getTarget()).database
      if (database) {
        const logged = await database.db.query<{ error_track: string | null }>(
          'SELECT l.error_track FROM register_log l JOIN members m ON m.id = l.member_id WHERE m.member_account = $1',
          [account],
        )
        expect(logged.rows.map((row) => row.error_track)).toEqual(['form:member_phone;server:113'])
      }
    },
  )
  opTest(
    'register',
    'the SMS code dies after five wrong tries: the right one is then refused (113)',
    async () => {
      const ip = freshIp()
      const mobile = phone()
      const name = `Hoa${unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`
      const base = {
        site_id: 1,
        member_account: `die${unique()}`,
        password: 'play2024',
        member_currency: 'VND',
        member_name: name,
        member_phone: mobile,
        withdraw_password: '1234',
      }
      expectSuccess(
        await call('sendRegisterSms', {
          body: { member_phone: mobile, currency: 'VND', type: 'register_member', site_id: 1 },
          headers: { 'x-forwarded-for': ip },
        }),
      )
      const code = String(field((await call('peekSandboxSms', { query: { phone: mobile } })).data, 'code'))
      const wrong = code === '000000' ? '111111' : '000000'
      const headers = { 'x-forwarded-for': ip }
      for (let n = 0; n < 5; n += 1) {
        expectBusinessError(
          await call('register', { body: { ...base, ...(await captcha()), phone_verify: wrong }, headers }),
          113,
        )
      }
      const refused = await call('register', {
        body: { ...base, ...(await captcha()), phone_verify: code },
        headers,
      })
      expectBusinessError(refused, 113)
      // No member was made: the account name is still free.
      expectSuccess(await verify({ member_account: base.member_account }))
    },
  )
  opTest('register', '996 after three registrations from one address within ten minutes', async () => {
    const ip = freshIp()
    const codes: (number | undefined)[] = []
    for (let n = 0; n < 4; n += 1) {
      const result = await call('register', {
        body: {
          site_id: 1,
          member_account: `brs${unique()}`,
          password: 'play2024',
          member_currency: 'USD',
          member_email: `b${unique()}@lotus.test`,
          ...(await captcha()),
        },
        headers: { 'x-forwarded-for': ip },
      })
      codes.push(result.code)
    }
    expect(codes.slice(0, 3)).toEqual([100, 100, 100])
    expect(codes[3]).toBe(996)
  })
  opTest('register', '301-308: a contact already used is refused on its field', async () => {
    const ip = freshIp()
    const zalo = `zalo${unique()}`
    const first = await call('register', {
      body: {
        site_id: 1,
        member_account: `ct${unique()}`,
        password: 'play2024',
        member_currency: 'USD',
        member_email: `c${unique()}@lotus.test`,
        member_telegram: zalo,
        ...(await captcha()),
      },
      headers: { 'x-forwarded-for': ip },
    })
    expectSuccess(first)
    expectBusinessError(await verify({ member_telegram: zalo }), 302)
  })
  opTest('checkRegisterLink', 'agent ids and recommend codes', async () => {
    const agent = await call('checkRegisterLink', { body: { site_id: 1, agent_id: 1 } })
    expectSuccess(agent)
    expect(field(agent.data, 'is_valid')).toBe(true)
    const old = await call('checkRegisterLink', { body: { site_id: 1, recommend_code: 'OLDCODE1' } })
    expect(field(old.data, 'is_valid')).toBe(false)
  })
  opTest('checkFriendBonus', 'friend recommendation is closed for THB', async () => {
    expect(
      field(
        (await call('checkFriendBonus', { body: { site_id: 1, member_currency: 'VND' } })).data,
        'is_friend',
      ),
    ).toBe(true)
    expect(
      field(
        (await call('checkFriendBonus', { body: { site_id: 1, member_currency: 'THB' } })).data,
        'is_friend',
      ),
    ).toBe(false)
  })
  opTest('checkAgentDomain', 'an agent domain gives its agent and currency', async () => {
    const result = await call('checkAgentDomain', { body: { site_id: 1, host: 'dl888.lotus.test' } })
    expectSuccess(result)
    expect(field(result.data, 'agent_id')).toBe(1)
    expect(
      field(
        (await call('checkAgentDomain', { body: { site_id: 1, host: 'old.lotus.test' } })).data,
        'is_valid',
      ),
    ).toBe(false)
  })
})
