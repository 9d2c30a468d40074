/**
 * player-protection operations: success shapes against the contract, the documented business codes
 * a caller can provoke, 401 without a session and 400 on malformed input.
 */
import { describe, expect } from 'vitest'
import { call } from './support/client.ts'
import {
  expectBusinessError,
  expectProtocolError,
  expectSuccess,
  opTest,
  successData,
} from './support/harness.ts'
import { requires } from './support/target.ts'

let counter = 0
/** A fresh member with a session (sandbox helper + login), so exclusions never touch shared accounts. */
async function freshSession(): Promise<string> {
  const member = successData(
    'createSandboxProtectionMember',
    await call('createSandboxProtectionMember', { body: { member_currency: 'USD' } }),
  )
  const headers = { 'x-forwarded-for': `10.78.${Math.floor(counter / 200)}.${counter++ % 200}` }
  const captcha = successData(
    'getCaptcha',
    await call('getCaptcha', { body: { type: 1, site_id: 1 }, headers }),
  )
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
      headers,
    }),
  )
  if (!login.token) throw new Error('no token')
  return login.token
}

describe('player protection', requires('peekSandboxCaptcha', 'createSandboxProtectionMember'), () => {
  opTest('getProtectionSite', 'answers the site settings without a session', async () => {
    const site = successData('getProtectionSite', await call('getProtectionSite', { body: { site_id: 1 } }))
    expect(site.min_age).toBe(18)
    expect(site.help.length).toBeGreaterThan(0)
    expect(site.reality_check_options).toContain(10)
    expect(site.time_out_max_days).toBe(42)
  })

  opTest('getProtectionSite', 'answers 400 without site_id', async () => {
    expectProtocolError(await call('getProtectionSite', { body: {} }), 400)
  })

  opTest(
    'getProtectionOverview',
    'lists all nine limits, unset, with the invitation for a new member',
    async () => {
      const token = await freshSession()
      const overview = successData(
        'getProtectionOverview',
        await call('getProtectionOverview', { token, body: {} }),
      )
      expect(overview.limits).toHaveLength(9)
      expect(overview.limits.every((limit) => limit.amount === null && limit.remaining === null)).toBe(true)
      expect(overview.deposit_remaining).toBeNull()
      expect(overview.invite_deposit_limit).toBe(true)
      expect(overview.currency).toBe('USD')
    },
  )

  opTest('getProtectionOverview', 'answers 401 without a session', async () => {
    expectProtocolError(await call('getProtectionOverview', { body: {} }), 401)
  })

  opTest('setProtectionLimit', 'sets a limit at once and ends the invitation', async () => {
    const token = await freshSession()
    const overview = successData(
      'setProtectionLimit',
      await call('setProtectionLimit', { token, body: { kind: 'deposit', period: 'day', amount: 250 } }),
    )
    expect(overview.deposit_remaining).toBe(250)
    expect(overview.invite_deposit_limit).toBe(false)
  })

  opTest('setProtectionLimit', 'answers 701 for a session limit longer than its period', async () => {
    const token = await freshSession()
    expectBusinessError(
      await call('setProtectionLimit', { token, body: { kind: 'session', period: 'day', amount: 2000 } }),
      701,
    )
  })

  opTest('setProtectionLimit', 'answers 400 for an unknown kind or a negative amount', async () => {
    const token = await freshSession()
    expectProtocolError(
      await call('setProtectionLimit', { token, body: { kind: 'bonus', period: 'day', amount: 5 } }),
      400,
    )
    expectProtocolError(
      await call('setProtectionLimit', { token, body: { kind: 'loss', period: 'day', amount: -5 } }),
      400,
    )
  })

  opTest('setProtectionLimit', 'answers 401 without a session', async () => {
    expectProtocolError(
      await call('setProtectionLimit', { body: { kind: 'loss', period: 'day', amount: 5 } }),
      401,
    )
  })

  opTest('setRealityCheck', 'stores the interval and may switch it off where the site allows', async () => {
    const token = await freshSession()
    const set = successData(
      'setRealityCheck',
      await call('setRealityCheck', { token, body: { interval_minutes: 20 } }),
    )
    expect(set.reality_check_minutes).toBe(20)
    const off = successData(
      'setRealityCheck',
      await call('setRealityCheck', { token, body: { interval_minutes: 0 } }),
    )
    expect(off.reality_check_minutes).toBe(0)
  })

  opTest('setRealityCheck', 'answers 400 for an interval not offered', async () => {
    const token = await freshSession()
    expectProtocolError(await call('setRealityCheck', { token, body: { interval_minutes: 15 } }), 400)
  })

  opTest('getProtectionSession', 'answers the time since login and the net position', async () => {
    const token = await freshSession()
    const session = successData(
      'getProtectionSession',
      await call('getProtectionSession', { token, body: {} }),
    )
    expect(session.elapsed_seconds).toBeGreaterThanOrEqual(0)
    expect(session.net_position).toBe(session.wins - session.stakes)
    expect(new Date(session.started_at).getTime()).toBeLessThanOrEqual(
      new Date(session.server_time).getTime(),
    )
    expect(session.session_limit_reached).toBe(false)
  })

  opTest('getProtectionSession', 'answers 401 without a session', async () => {
    expectProtocolError(await call('getProtectionSession', { body: {} }), 401)
  })

  opTest(
    'startExclusion',
    'answers 705 unless confirmed and 703 for a period of the other kind',
    async () => {
      const token = await freshSession()
      expectBusinessError(
        await call('startExclusion', { token, body: { kind: 'time_out', period: '24h', confirm: false } }),
        705,
      )
      expectBusinessError(
        await call('startExclusion', { token, body: { kind: 'time_out', period: '5y', confirm: true } }),
        703,
      )
      expectBusinessError(
        await call('startExclusion', { token, body: { kind: 'time_out', period: 'custom', confirm: true } }),
        703,
      )
    },
  )

  opTest('startExclusion', 'starts a custom time-out and ends the session', async () => {
    const token = await freshSession()
    const result = successData(
      'startExclusion',
      await call('startExclusion', {
        token,
        body: { kind: 'time_out', period: 'custom', days: 10, confirm: true },
      }),
    )
    const days = (new Date(result.ends_at).getTime() - new Date(result.starts_at).getTime()) / 86_400_000
    expect(days).toBe(10)
    expectProtocolError(await call('getProtectionOverview', { token, body: {} }), 401)
  })

  opTest('startExclusion', 'answers 400 for custom days beyond 42', async () => {
    const token = await freshSession()
    expectProtocolError(
      await call('startExclusion', {
        token,
        body: { kind: 'time_out', period: 'custom', days: 60, confirm: true },
      }),
      400,
    )
  })

  opTest('getAccountHistory', 'answers 12 months newest first, totals and lifetime figures', async () => {
    const token = await freshSession()
    const history = successData('getAccountHistory', await call('getAccountHistory', { token, body: {} }))
    expect(history.months).toHaveLength(12)
    expect(history.months[0]?.month).toBe(new Date().toISOString().slice(0, 7))
    expect(history.lifetime.net_deposits).toBe(history.lifetime.deposits - history.lifetime.withdrawals)
  })

  opTest('getAccountHistory', 'shows a seed member’s deposits and withdrawals', async () => {
    const { loginAs } = await import('./support/session.ts')
    const token = await loginAs('demo888')
    const history = successData(
      'getAccountHistory',
      await call('getAccountHistory', { token, body: { months: 24 } }),
    )
    expect(history.months).toHaveLength(24)
    expect(history.lifetime.deposits).toBeGreaterThan(0)
    expect(history.totals.deposits).toBeGreaterThan(0)
  })

  opTest('getAccountHistory', 'answers 400 for more than 24 months and 401 without a session', async () => {
    const token = await freshSession()
    expectProtocolError(await call('getAccountHistory', { token, body: { months: 30 } }), 400)
    expectProtocolError(await call('getAccountHistory', { body: {} }), 401)
  })

  opTest('createSandboxProtectionMember', 'opens a member that can log in', async () => {
    expectSuccess(await call('createSandboxProtectionMember', { body: { member_currency: 'VND' } }))
    expect(await freshSession()).toBeTruthy()
  })

  opTest('createSandboxProtectionMember', 'answers 400 for an unknown currency', async () => {
    expectProtocolError(
      await call('createSandboxProtectionMember', { body: { member_currency: 'XXX' } }),
      400,
    )
  })
})
