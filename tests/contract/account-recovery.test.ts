/**
 * Account recovery (/vx/verify): a captcha on every try, one answer whatever detail is wrong, and
 * throttles per account and per address, kept across failed tries.
 */
import { describe, expect } from 'vitest'
import { call, type CallResult } from './support/client.ts'
import { expectBusinessError, expectSuccess, opTest } from './support/harness.ts'
import { FRESH_MEMBER_HOOK, freshMember, type FreshMember } from './support/fresh-member.ts'
import { requires } from './support/target.ts'
import { quickest } from './support/timing.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

let ipCounter = 0
const freshIp = () => `198.18.0.${(ipCounter++ % 250) + 1}`

async function verify(
  member: Pick<FreshMember, 'account' | 'email'>,
  pin: string,
  ip = freshIp(),
  took?: number[],
): Promise<CallResult> {
  const issued = await call('getCaptcha', {
    body: { type: 1, site_id: 1 },
    headers: { 'x-forwarded-for': freshIp() },
  })
  expectSuccess(issued)
  const token = String(field(issued.data, 'token'))
  const peek = await call('peekSandboxCaptcha', { params: { token } })
  const started = performance.now()
  const result = await call('verifyMemberTransfer', {
    body: {
      account: member.account,
      withdraw_password: pin,
      method: 'email',
      member_email: member.email,
      site_id: 1,
      captcha_token: token,
      captcha_answer: String(field(peek.data, 'answer')),
    },
    headers: { 'x-forwarded-for': ip },
  })
  took?.push(performance.now() - started)
  return result
}

describe('account recovery: throttles and lockout', requires('peekSandboxCaptcha', FRESH_MEMBER_HOOK), () => {
  opTest(
    'verifyMemberTransfer',
    'five wrong withdraw passwords from five addresses lock the account: the right one then answers 998',
    async () => {
      const member = await freshMember('recover')
      for (let n = 0; n < 4; n += 1) expectBusinessError(await verify(member, `${9990 + n}`), 101)
      expectBusinessError(await verify(member, '9994'), 998)
      const locked = await verify(member, '1234')
      expectBusinessError(locked, 998)
      expect(locked.message).toMatch(/30/)
    },
  )
  opTest(
    'verifyMemberTransfer',
    'an account with fewer failures verifies, and the right answer gives a reset token',
    async () => {
      const member = await freshMember('recover')
      for (let n = 0; n < 3; n += 1) expectBusinessError(await verify(member, `${9990 + n}`), 101)
      const verified = await verify(member, '1234')
      expectSuccess(verified)
      expect(String(field(verified.data, 'token')).length).toBeGreaterThan(20)
    },
  )
  opTest(
    'verifyMemberTransfer',
    'one address guessing across accounts is shut after twenty failures, for every account',
    async () => {
      const ip = freshIp()
      for (let n = 0; n < 19; n += 1) {
        expectBusinessError(
          await verify({ account: `stranger${n}`, email: `s${n}@lotus.test` }, '0000', ip),
          101,
        )
      }
      expectBusinessError(await verify({ account: 'stranger19', email: 's19@lotus.test' }, '0000', ip), 998)
      const member = await freshMember('recover')
      expectBusinessError(await verify(member, '1234', ip), 998)
      expectSuccess(await verify(member, '1234'))
    },
  )
  opTest(
    'verifyMemberTransfer',
    'a wrong withdraw password and a wrong email take about the same time',
    async () => {
      // Two members, so that neither reaches the five failures that lock an account.
      const pinMember = await freshMember('recover')
      const emailMember = await freshMember('recover')
      const wrongPin: number[] = []
      const wrongEmail: number[] = []
      const unknown: number[] = []
      for (let n = 0; n < 3; n += 1) {
        expectBusinessError(await verify(pinMember, '9999', freshIp(), wrongPin), 101)
        expectBusinessError(
          await verify(
            { account: emailMember.account, email: 'other@lotus.test' },
            '1234',
            freshIp(),
            wrongEmail,
          ),
          101,
        )
        expectBusinessError(
          await verify({ account: `unknown-rec-${n}`, email: 'x@lotus.test' }, '1234', freshIp(), unknown),
          101,
        )
      }
      const slowest = Math.max(quickest(wrongPin), quickest(wrongEmail), quickest(unknown))
      const fastest = Math.min(quickest(wrongPin), quickest(wrongEmail), quickest(unknown))
      expect(fastest).toBeGreaterThan(slowest * 0.5)
    },
  )
})
