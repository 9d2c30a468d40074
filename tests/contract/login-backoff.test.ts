/**
 * Failed logins back off per account, whatever the address they come from, and an unknown account
 * is refused in the same time as a known one.
 */
import { describe, expect } from 'vitest'
import { call, type CallResult } from './support/client.ts'
import { expectBusinessError, expectSuccess, opTest } from './support/harness.ts'
import { FRESH_MEMBER_HOOK, freshMember } from './support/fresh-member.ts'
import { requires } from './support/target.ts'
import { quickest } from './support/timing.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

let ipCounter = 0
/** Every try from another address, so only the account can be what slows it. */
const freshIp = () => `192.0.2.${(ipCounter++ % 250) + 1}`

async function login(account: string, password: string, took?: number[]): Promise<CallResult> {
  const issued = await call('getCaptcha', {
    body: { type: 1, site_id: 1 },
    headers: { 'x-forwarded-for': freshIp() },
  })
  expectSuccess(issued)
  const token = String(field(issued.data, 'token'))
  const peek = await call('peekSandboxCaptcha', { params: { token } })
  const answer = String(field(peek.data, 'answer'))
  const started = performance.now()
  const result = await call('login', {
    body: { account, password, site_id: 1, answer, captcha_token: token },
    headers: { 'x-forwarded-for': freshIp() },
  })
  took?.push(performance.now() - started)
  return result
}

describe('login: per-account back-off', requires('peekSandboxCaptcha', FRESH_MEMBER_HOOK), () => {
  opTest(
    'login',
    'five wrong passwords from five addresses shut the account: the right one from a sixth answers 429',
    async () => {
      const member = await freshMember('backoff')
      for (let n = 0; n < 5; n += 1) expectBusinessError(await login(member.account, `wrong${n}x`), 101)
      const refused = await login(member.account, 'lotus123')
      expect(refused.status).toBe(429)
      expect(refused.message).toMatch(/too many/i)
      expect(refused.headers.get('authorization')).toBeNull()
    },
  )
  opTest(
    'login',
    'twelve wrong passwords at once on one account: five are checked, the others refused with 429',
    async () => {
      const member = await freshMember('parallel')
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) => login(member.account, `wrong${n}p`)),
      )
      expect(answers.filter((answer) => answer.code === 101)).toHaveLength(5)
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7)
      expect((await login(member.account, 'lotus123')).status).toBe(429)
    },
  )
  opTest(
    'login',
    'an unknown account is shut the same way, so a refusal does not tell accounts apart',
    async () => {
      for (let n = 0; n < 5; n += 1) expectBusinessError(await login('ghost-account-x1', `wrong${n}x`), 101)
      expect((await login('ghost-account-x1', 'lotus123')).status).toBe(429)
    },
  )
  opTest(
    'login',
    'fewer failures than the limit do not shut the account, and a success forgets them',
    async () => {
      const member = await freshMember('forgive')
      for (let n = 0; n < 4; n += 1) expectBusinessError(await login(member.account, `wrong${n}x`), 101)
      expectSuccess(await login(member.account, 'lotus123'))
      for (let n = 0; n < 4; n += 1) expectBusinessError(await login(member.account, `wrong${n}y`), 101)
      expectSuccess(await login(member.account, 'lotus123'))
    },
  )
  opTest(
    'login',
    'an unknown account takes about as long to refuse as a known one with a wrong password',
    async () => {
      const known: number[] = []
      const unknown: number[] = []
      const member = await freshMember('timing')
      for (let n = 0; n < 4; n += 1) {
        // Each account fails at most four times: the back-off must not be what is measured.
        expectBusinessError(await login(member.account, `wrong${n}z`, known), 101)
        expectBusinessError(await login(`nobody-timing-${n}`, `wrong${n}z`, unknown), 101)
      }
      // Without a password check an unknown account answered in a small fraction of the time.
      expect(quickest(unknown)).toBeGreaterThan(quickest(known) * 0.6)
    },
  )
})
