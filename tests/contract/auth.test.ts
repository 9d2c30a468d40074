/**
 * Identity operations: every §8 code of login, captcha, double validation, member transfer
 * verification, password change and the encrypted deep link that the sandbox can be made to answer.
 * Accounts and addresses: server/db/seed/auth.ts and the README's sandbox accounts.
 */
import { describe, expect } from 'vitest'
import { call, type CallResult } from './support/client.ts'
import { expectBusinessError, expectProtocolError, expectSuccess, opTest } from './support/harness.ts'
import { requires } from './support/target.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

let ipCounter = 0
/** A fresh documentation address per test, so throttling of one test never leaks into another. */
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`

async function captcha(ip: string, type: 1 | 2 = 1): Promise<{ token: string; answer: string }> {
  const issued = await call('getCaptcha', { body: { type, site_id: 1 }, headers: { 'x-forwarded-for': ip } })
  expectSuccess(issued)
  const token = String(field(issued.data, 'token'))
  const peek = await call('peekSandboxCaptcha', { params: { token } })
  expectSuccess(peek)
  return { token, answer: String(field(peek.data, 'answer')) }
}

async function login(
  account: string,
  password = 'lotus123',
  extra: Record<string, unknown> = {},
  ip = freshIp(),
): Promise<CallResult> {
  // Captchas come from another address: their own rate limit must not interfere with the login's.
  const { token, answer } = await captcha(freshIp())
  return call('login', {
    body: { account, password, site_id: 1, answer, captcha_token: token, ...extra },
    headers: { 'x-forwarded-for': ip },
  })
}

describe('auth: login', requires('peekSandboxCaptcha'), () => {
  opTest('login', 'succeeds for demo888 with the token in data and in the authorization header', async () => {
    const result = await login('demo888')
    expectSuccess(result)
    expect(field(result.data, 'member_account')).toBe('demo888')
    expect(field(result.data, 'member_currency')).toBe('VND')
    expect(result.headers.get('authorization')).toBe(field(result.data, 'token'))
  })
  opTest('login', '101 for a wrong password', async () =>
    expectBusinessError(await login('demo888', 'wrong123'), 101),
  )
  opTest('login', '101 for an unknown account', async () => expectBusinessError(await login('nobody99'), 101))
  opTest('login', '102 for a disabled account', async () => expectBusinessError(await login('locked01'), 102))
  opTest('login', '103 for a frozen account', async () => expectBusinessError(await login('frozen01'), 103))
  opTest('login', '107 for an account bound to another device', async () =>
    expectBusinessError(await login('device01', 'lotus123', { udid: 'another-phone' }), 107),
  )
  opTest('login', 'the bound device itself logs in', async () =>
    expectSuccess(await login('device01', 'lotus123', { udid: 'lotus-app-0001', device: 3 })),
  )
  opTest('login', '802 for a migrated member', async () => expectBusinessError(await login('moved01'), 802))
  for (const code of [106, 201, 202, 203]) {
    opTest('login', `${code} from a refused address, the code appended for 20x`, async () => {
      const result = await login('demo888', 'lotus123', {}, `203.0.113.${code}`)
      expectBusinessError(result, code)
      if (code !== 106) expect(result.message).toContain(String(code))
    })
  }
  opTest('login', '105 for a wrong captcha answer, and a captcha is spent once', async () => {
    const ip = freshIp()
    const { token, answer } = await captcha(ip)
    const wrong = answer === '0000' ? '1111' : '0000'
    const body = { account: 'demo888', password: 'lotus123', site_id: 1, captcha_token: token }
    expectBusinessError(
      await call('login', { body: { ...body, answer: wrong }, headers: { 'x-forwarded-for': ip } }),
      105,
    )
    expectBusinessError(
      await call('login', { body: { ...body, answer }, headers: { 'x-forwarded-for': ip } }),
      105,
    )
  })
  opTest('login', 'a credential-stuffing burst is slowed, then refused with 429 and a message', async () => {
    const ip = freshIp()
    let last: CallResult | undefined
    // One account per try: the address alone is what refuses here.
    for (let n = 0; n < 11; n += 1) last = await login(`stuffed${n}x`, `guess${n}x`, {}, ip)
    expect(last?.status).toBe(429)
    expect(last?.message).toMatch(/too many/i)
  })
  opTest('login', '400 without a captcha token', async () => {
    expectProtocolError(
      await call('login', { body: { account: 'demo888', password: 'lotus123', site_id: 1, answer: '1' } }),
      400,
    )
  })
})

describe('auth: captcha', requires('peekSandboxCaptcha'), () => {
  opTest('getCaptcha', 'an SVG data URL with a token', async () => {
    const issued = await call('getCaptcha', {
      body: { type: 2, site_id: 1 },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expectSuccess(issued)
    expect(String(field(issued.data, 'image'))).toMatch(/^data:image\/svg\+xml;base64,/)
  })
  opTest('getCaptcha', '101 when one address asks too fast', async () => {
    const ip = freshIp()
    const answers: (number | undefined)[] = []
    for (let n = 0; n < 7; n += 1)
      answers.push(
        (await call('getCaptcha', { body: { type: 1, site_id: 1 }, headers: { 'x-forwarded-for': ip } }))
          .code,
      )
    expect(answers).toContain(101)
  })
})

describe('auth: double validation', requires('peekSandboxCaptcha'), () => {
  async function challenge() {
    const result = await login('verify01')
    expectSuccess(result)
    expect(field(result.data, 'token')).toBeNull()
    expect(field(result.data, 'need_double_validation')).toBe(true)
    const dv = field(result.data, 'double_validation')
    return { id: String(field(dv, 'challenge_token')), question: String(field(dv, 'question')) }
  }
  async function challengeWithId() {
    const result = await login('verify01')
    expectSuccess(result)
    const dv = field(result.data, 'double_validation')
    return {
      loginId: Number(field(dv, 'member_login_id')),
      token: String(field(dv, 'challenge_token')),
      question: String(field(dv, 'question')),
    }
  }
  const ANSWERS: Record<string, string> = {
    member_name: 'Trần Thị Lan',
    member_phone: '0966000001',
    member_email: 'verify01@lotus.test',
    identity_id: '079201000001',
    withdraw_password: '1234',
  }
  async function answer(id: string, text: string, captchaOk = true) {
    const ip = freshIp()
    const { token, answer: captchaAnswer } = await captcha(ip)
    return call('submitDoubleValidation', {
      body: {
        challenge_token: id,
        answer: text,
        captcha_answer: captchaOk ? captchaAnswer : 'xxxx',
        captcha_token: token,
      },
      headers: { 'x-forwarded-for': ip },
    })
  }

  opTest('submitDoubleValidation', 'the right answer starts the session', async () => {
    const { id, question } = await challenge()
    const result = await answer(id, ANSWERS[question] ?? '')
    expectSuccess(result)
    expect(typeof field(result.data, 'token')).toBe('string')
    expectBusinessError(await answer(id, ANSWERS[question] ?? ''), 102)
  })
  opTest(
    'submitDoubleValidation',
    '105 for a wrong captcha, 103 for a wrong name answer, 998 after five failures',
    async () => {
      const { id } = await challenge()
      expectBusinessError(await answer(id, 'x', false), 105)
      expectBusinessError(await answer(id, 'Wrong Person'), 103)
      await answer(id, 'Wrong Person')
      await answer(id, 'Wrong Person')
      expectBusinessError(await answer(id, 'Wrong Person'), 998)
    },
  )
  opTest('submitDoubleValidation', '101 for an unknown challenge token', async () =>
    expectBusinessError(await answer('an-unknown-challenge-token', 'x'), 101),
  )
  opTest(
    'submitDoubleValidation',
    'the sequential login id no longer names a challenge: answering by id alone is refused',
    async () => {
      const login = await challengeWithId()
      const { token, answer: captchaAnswer } = await captcha(freshIp())
      const byId = await call('submitDoubleValidation', {
        body: {
          member_login_id: login.loginId,
          answer: ANSWERS[login.question] ?? '',
          captcha_answer: captchaAnswer,
          captcha_token: token,
        },
        headers: { 'x-forwarded-for': freshIp() },
      })
      expect(byId.status).toBe(400)
      expect(byId.headers.get('authorization')).toBeNull()
    },
  )
  opTest(
    'skipDoubleValidationQuestion',
    'without the challenge token no question is revealed and the challenge goes on',
    async () => {
      const login = await challengeWithId()
      const byId = await call('skipDoubleValidationQuestion', { body: { member_login_id: login.loginId } })
      expect(byId.status).toBe(400)
      expect(byId.text).not.toMatch(/member_(phone|email)|identity_id|withdraw_password"/)
      expectBusinessError(
        await call('skipDoubleValidationQuestion', {
          body: { challenge_token: 'guessed-challenge-token-0001' },
        }),
        101,
      )
      // The owner, who holds the token, still finishes.
      expectSuccess(await answer(login.token, ANSWERS[login.question] ?? ''))
    },
  )
  opTest(
    'submitDoubleValidation',
    'eight wrong answers at once are counted exactly: four 103, then 998, and the right one is refused',
    async () => {
      const { id, question } = await challenge()
      const answers = await Promise.all(Array.from({ length: 8 }, () => answer(id, 'Wrong Person')))
      const codes = answers.map((result) => result.code ?? 0).sort((a, b) => a - b)
      expect(codes).toEqual([103, 103, 103, 103, 998, 998, 998, 998])
      expectBusinessError(await answer(id, ANSWERS[question] ?? ''), 998)
    },
  )
  opTest(
    'skipDoubleValidationQuestion',
    'a skipped question keeps its wrong answers: five in all still answer 998',
    async () => {
      const { id } = await challenge()
      expectBusinessError(await answer(id, 'Wrong Person'), 103)
      await answer(id, 'Wrong Person')
      const skipped = await call('skipDoubleValidationQuestion', { body: { challenge_token: id } })
      expectSuccess(skipped)
      const next = String(field(field(skipped.data, 'double_validation'), 'challenge_token'))
      expectBusinessError(await answer(id, ANSWERS.member_name ?? ''), 102)
      await answer(next, '0000000000')
      await answer(next, '0000000000')
      expectBusinessError(await answer(next, '0000000000'), 998)
    },
  )
  opTest('submitDoubleValidation', '106 from a refused address', async () => {
    const { id } = await challenge()
    const { token, answer: captchaAnswer } = await captcha('203.0.113.106')
    const result = await call('submitDoubleValidation', {
      body: { challenge_token: id, answer: 'x', captcha_answer: captchaAnswer, captcha_token: token },
      headers: { 'x-forwarded-for': '203.0.113.106' },
    })
    expectBusinessError(result, 106)
  })
  opTest(
    'submitDoubleValidation',
    '104, 205 and 206 for wrong withdraw password, phone and email',
    async () => {
      const { id } = await challenge()
      let current = id
      const seen: number[] = []
      for (let n = 0; n < 2; n += 1) {
        const skipped = await call('skipDoubleValidationQuestion', { body: { challenge_token: current } })
        expectSuccess(skipped)
        const dv = field(skipped.data, 'double_validation')
        current = String(field(dv, 'challenge_token'))
        const question = String(field(dv, 'question'))
        const result = await answer(current, '0000000000')
        seen.push(result.code ?? 0)
        expect(
          {
            member_phone: 205,
            member_email: 206,
            withdraw_password: 104,
            identity_id: 103,
            member_name: 103,
          }[question],
        ).toBe(result.code)
      }
      expect(seen.length).toBe(2)
    },
  )
  opTest('skipDoubleValidationQuestion', 'another question until none is left, then 101', async () => {
    const { id, question } = await challenge()
    const asked = [question]
    let current = id
    for (;;) {
      const result = await call('skipDoubleValidationQuestion', { body: { challenge_token: current } })
      if (result.code === 101) break
      expectSuccess(result)
      const dv = field(result.data, 'double_validation')
      current = String(field(dv, 'challenge_token'))
      asked.push(String(field(dv, 'question')))
    }
    expect(asked.length).toBe(3)
    expect(new Set(asked).size).toBe(3)
  })
})

describe('auth: member transfer verification and reset', requires('peekSandboxCaptcha'), () => {
  const verify = async (body: Record<string, unknown>, ip = freshIp()) => {
    const { token, answer } = await captcha(freshIp())
    return call('verifyMemberTransfer', {
      body: {
        account: 'moved01',
        withdraw_password: '1234',
        site_id: 1,
        captcha_token: token,
        captcha_answer: answer,
        ...body,
      },
      headers: { 'x-forwarded-for': ip },
    })
  }
  opTest(
    'verifyMemberTransfer',
    'one answer, 101 with one message, whatever is wrong: account, state, withdraw password, email or phone',
    async () => {
      const answers = [
        await verify({ account: 'nobody99', method: 'email', member_email: 'x@lotus.test' }),
        await verify({ account: 'locked01', method: 'email', member_email: 'locked01@lotus.test' }),
        await verify({ withdraw_password: '9999', method: 'email', member_email: 'moved01@lotus.test' }),
        await verify({ method: 'email', member_email: 'other@lotus.test' }),
        await verify({ method: 'phone', member_phone: '0900000000' }),
      ]
      for (const result of answers) expectBusinessError(result, 101)
      expect(new Set(answers.map((result) => result.message)).size).toBe(1)
    },
  )
  opTest('verifyMemberTransfer', '400 without a captcha, 105 for a wrong one', async () => {
    const body = {
      account: 'moved01',
      withdraw_password: '1234',
      site_id: 1,
      method: 'phone',
      member_phone: '0966000003',
    }
    expectProtocolError(
      await call('verifyMemberTransfer', { body, headers: { 'x-forwarded-for': freshIp() } }),
      400,
    )
    const { token, answer } = await captcha(freshIp())
    const wrong = answer === '0000' ? '1111' : '0000'
    expectBusinessError(
      await call('verifyMemberTransfer', {
        body: { ...body, captcha_token: token, captcha_answer: wrong },
        headers: { 'x-forwarded-for': freshIp() },
      }),
      105,
    )
  })
  opTest(
    'resetMemberTransferPassword',
    'verify then reset, after which the member logs in with the new password',
    async () => {
      expectSuccess(
        await call('sendRecoverySms', {
          body: { account: 'moved01', member_phone: '0966000003', site_id: 1 },
          headers: { 'x-forwarded-for': freshIp() },
        }),
      )
      const sms = await call('peekSandboxSms', { query: { phone: '0966000003' } })
      const verified = await verify({
        method: 'phone',
        member_phone: '0966000003',
        verify_code: String(field(sms.data, 'code')),
      })
      expectSuccess(verified)
      const token = String(field(verified.data, 'token'))
      expectProtocolError(
        await call('resetMemberTransferPassword', { body: { account: 'moved01', password: 'abc', token } }),
        400,
      )
      expectBusinessError(
        await call('resetMemberTransferPassword', {
          body: { account: 'moved01', password: 'abcdefg', token },
        }),
        102,
      )
      expectBusinessError(
        await call('resetMemberTransferPassword', {
          body: { account: 'demo888', password: 'newpass1', token },
        }),
        204,
      )
      expectSuccess(
        await call('resetMemberTransferPassword', {
          body: { account: 'moved01', password: 'newpass1', password_confirmation: 'newpass1', token },
        }),
      )
      expectBusinessError(
        await call('resetMemberTransferPassword', {
          body: { account: 'moved01', password: 'newpass1', token },
        }),
        203,
      )
      expectBusinessError(
        await call('resetMemberTransferPassword', {
          body: { account: 'moved01', password: 'newpass1', token: 'unknown' },
        }),
        201,
      )
      expectSuccess(await login('moved01', 'newpass1'))
    },
  )
})

describe('auth: encrypted deep link and logout', requires('peekSandboxCaptcha'), () => {
  async function deepLink(account: string, ttl_seconds?: number): Promise<string> {
    const issued = await call('issueSandboxDeepLink', { body: { site_id: 1, account, ttl_seconds } })
    expectSuccess(issued)
    return String(field(issued.data, 'enc'))
  }
  opTest('getEncryptedLoginData', 'a signed enc opens a session; a tampered one answers 101', async () => {
    const enc = await deepLink('player01')
    expectBusinessError(await call('getEncryptedLoginData', { body: { enc: `${enc}x` } }), 101)
    const result = await call('getEncryptedLoginData', { body: { enc } })
    expectSuccess(result)
    expect(field(result.data, 'member_account')).toBe('player01')
    expectBusinessError(
      await call('getEncryptedLoginData', { body: { enc: await deepLink('player01', -10) } }),
      101,
    )
  })
  opTest('logout', 'ends the session: the token then answers 401', async () => {
    const result = await login('player01')
    const token = String(field(result.data, 'token'))
    expectSuccess(await call('getMemberLayout', { body: {}, token }))
    expectSuccess(await call('logout', { body: {}, token }))
    expectProtocolError(await call('getMemberLayout', { body: {}, token }), 401)
  })
})

describe('member profile', requires('peekSandboxCaptcha'), () => {
  opTest('getMemberLayout', 'the layout of a member who must change the password', async () => {
    const result = await login('newbie01')
    const token = String(field(result.data, 'token'))
    const layout = await call('getMemberLayout', { body: {}, token })
    expectSuccess(layout)
    expect(field(layout.data, 'first_login_to_change_password')).toBe(true)
    const profile = await call('getMemberProfile', { body: {}, token })
    expectSuccess(profile)
    expect(field(profile.data, 'member_account')).toBe('newbie01')
    const info = await call('getMemberInfo', { body: { id: Number(field(result.data, 'member_id')) }, token })
    expectSuccess(info)
    expect(field(info.data, 'currency')).toBe('VND')
  })
  opTest(
    'editPassword',
    '101 wrong old password, 102 rejected new one, then success clears the forced change',
    async () => {
      const result = await login('newbie01')
      const token = String(field(result.data, 'token'))
      expectBusinessError(
        await call('editPassword', { body: { old_password: 'nope', password: 'abc12345' }, token }),
        101,
      )
      expectBusinessError(
        await call('editPassword', { body: { old_password: 'lotus123', password: 'lotus123' }, token }),
        102,
      )
      expectBusinessError(
        await call('editPassword', {
          body: { old_password: 'lotus123', password: 'abc12345', password_confirmation: 'abc12346' },
          token,
        }),
        102,
      )
      expectSuccess(
        await call('editPassword', {
          body: { old_password: 'lotus123', password: 'abc12345', password_confirmation: 'abc12345' },
          token,
        }),
      )
      const layout = await call('getMemberLayout', { body: {}, token })
      expect(field(layout.data, 'first_login_to_change_password')).toBe(false)
      // Put the seed password back for the other files of the suite.
      expectSuccess(
        await call('editPassword', { body: { old_password: 'abc12345', password: 'lotus123' }, token }),
      )
    },
  )
})
