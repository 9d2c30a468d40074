/**
 * §8 codes the seed reaches (the README's account table): wallet recovery 101, 103 and 104, double
 * validation 104 and 202; and one-key recovery publishes `all_transfer_back` from the real flow.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { memberChannel } from '../../server/realtime/channels.ts'
import { realtime } from '../../server/realtime/publisher.ts'
import { call } from './support/client.ts'
import { freshMember } from './support/fresh-member.ts'
import { expectBusinessError, expectSuccess, opTest, successData } from './support/harness.ts'
import { loginWithPassword } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

// Addresses of this file only, one per login: no address limit interferes.
let ipCounter = 0
const freshIp = () => `198.19.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`

async function captcha(type: 1 | 2, ip: string): Promise<{ captcha_token: string; answer: string }> {
  const issued = await call('getCaptcha', { body: { type, site_id: 1 }, headers: { 'x-forwarded-for': ip } })
  const token = String(field(issued.data, 'token'))
  const peek = await call('peekSandboxCaptcha', { params: { token } })
  return { captcha_token: token, answer: String(field(peek.data, 'answer')) }
}

async function token(account: string): Promise<string> {
  const found = await loginWithPassword(account, 'lotus123')
  if (!found) throw new Error(`${account} could not log in`)
  return found
}

/** Logs in an account with the second step on: its first challenge. */
async function challenge(account: string): Promise<{ token: string; question: string }> {
  const ip = freshIp()
  const { captcha_token, answer } = await captcha(1, ip)
  const result = await call('login', {
    body: { account, password: 'lotus123', site_id: 1, captcha_token, answer },
    headers: { 'x-forwarded-for': ip },
  })
  expectSuccess(result)
  const dv = field(result.data, 'double_validation')
  return { token: String(field(dv, 'challenge_token')), question: String(field(dv, 'question')) }
}

async function answer(challengeToken: string, text: string) {
  const ip = freshIp()
  const { captcha_token, answer: captchaAnswer } = await captcha(1, ip)
  return call('submitDoubleValidation', {
    body: { challenge_token: challengeToken, answer: text, captcha_answer: captchaAnswer, captcha_token },
    headers: { 'x-forwarded-for': ip },
  })
}

async function providerId(code: string): Promise<number> {
  const target = await getTarget()
  if (!target.database) throw new Error('in-process sandbox only')
  const found = await target.database.db.query<{ id: number }>('SELECT id FROM providers WHERE code = $1', [
    code,
  ])
  const id = found.rows[0]?.id
  if (id === undefined) throw new Error(`no provider ${code}`)
  return id
}

const heard: { channel: string; name: string }[] = []
let detach: () => void = () => undefined

describe('§8 codes the seed reaches', requires('in-process'), () => {
  beforeAll(async () => {
    await getTarget()
    detach = realtime.attach({
      publish(channel, name) {
        heard.push({ channel, name })
      },
    })
  })
  afterAll(() => detach())

  opTest(
    'recoverAllBalances',
    '101 for walletlock01 (locked wallet), 104 for review01 (account under review)',
    async () => {
      expectBusinessError(
        await call('recoverAllBalances', { token: await token('walletlock01'), body: {} }),
        101,
      )
      expectBusinessError(await call('recoverAllBalances', { token: await token('review01'), body: {} }), 104)
    },
  )

  opTest(
    'recoverBalance',
    '103 for maint01 recovering a platform under maintenance (GPBG without times, GPHS in its window)',
    async () => {
      const session = await token('maint01')
      expectBusinessError(
        await call('recoverBalance', { token: session, body: { gp_id: await providerId('GPBG') } }),
        103,
      )
      expectBusinessError(
        await call('recoverBalance', { token: session, body: { gp_id: await providerId('GPHS') } }),
        103,
      )
    },
  )

  opTest(
    'recoverAllBalances',
    'one-key recovery publishes all_transfer_back on the member channel after the commit',
    async () => {
      const member = await freshMember('otk')
      const target = await getTarget()
      if (!target.database) throw new Error('in-process sandbox only')
      await target.database.db.query(
        `INSERT INTO wallets (member_id, wallet_code, currency, balance) VALUES ($1, 'main', 'VND', 0), ($1, 'GPPG', 'VND', 0)
       ON CONFLICT (member_id, wallet_code) DO NOTHING`,
        [member.id],
      )
      const session = await token(member.account)
      const recovered = successData(
        'recoverAllBalances',
        await call('recoverAllBalances', { token: session, body: {} }),
      )
      expect(recovered.member_cash).toBe(0)
      const channel = memberChannel(member.id)
      for (
        let waited = 0;
        waited < 3_000 && !heard.some((e) => e.channel === channel && e.name === 'all_transfer_back');
        waited += 50
      )
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(heard.filter((e) => e.channel === channel).map((e) => e.name)).toContain('all_transfer_back')
    },
  )

  opTest(
    'submitDoubleValidation',
    '104 for verify02: with no phone or e-mail on file the third question is the withdraw password',
    async () => {
      let current = await challenge('verify02')
      const asked = [current.question]
      while (current.question !== 'withdraw_password') {
        const next = await call('skipDoubleValidationQuestion', { body: { challenge_token: current.token } })
        expectSuccess(next)
        const dv = field(next.data, 'double_validation')
        current = { token: String(field(dv, 'challenge_token')), question: String(field(dv, 'question')) }
        asked.push(current.question)
      }
      expect(asked).toEqual(['member_name', 'identity_id', 'withdraw_password'])
      expectBusinessError(await answer(current.token, '9999'), 104)
      expectSuccess(await answer(current.token, '1234'))
    },
  )

  opTest(
    'submitDoubleValidation',
    '202 for verify03: the account is under review, the second step refuses it',
    async () => {
      const { token: challengeToken } = await challenge('verify03')
      expectBusinessError(await answer(challengeToken, 'Bùi Thanh Hương'), 202)
    },
  )
})
