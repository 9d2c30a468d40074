/**
 * Player-protection rules: the pure rules with explicit times, then the sandbox enforcing them
 * (in-process only) with the protection clock moved instead of waiting: a decrease applies at once,
 * an increase after 24 hours, a deposit over the limit is refused, a used-up loss limit stops game
 * starts, a time-out or self-exclusion ends the sessions and refuses login with its end date.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { createSession } from '../../server/auth/sessions.ts'
import { fixedClock, setProtectionClock } from '../../server/protection/index.ts'
import {
  change,
  COOLING_OFF_MS,
  exclusionEnd,
  lowest,
  mayStartExclusion,
  NO_LIMIT,
  remaining,
  settle,
  validLimitAmount,
  windowStart,
} from '../../server/protection/rules.ts'
import { call } from './support/client.ts'
import { expectBusinessError, expectSuccess, successData } from './support/harness.ts'
import { getTarget, requires } from './support/target.ts'

const T0 = new Date('2026-03-10T12:00:00Z')
const HOUR = 60 * 60 * 1000

describe('limit rules', () => {
  test('a first limit and a decrease apply at once', () => {
    const first = change(NO_LIMIT, 100, T0)
    expect(first).toEqual({ amount: 100, pending: null })
    expect(change(first, 50, T0)).toEqual({ amount: 50, pending: null })
  })

  test('an increase waits 24 hours, then applies by itself', () => {
    const raised = change({ amount: 50, pending: null }, 200, T0)
    expect(raised.amount).toBe(50)
    expect(raised.pending).toEqual({ amount: 200, effectiveAt: new Date(T0.getTime() + COOLING_OFF_MS) })
    expect(settle(raised, new Date(T0.getTime() + 23 * HOUR)).amount).toBe(50)
    expect(settle(raised, new Date(T0.getTime() + 24 * HOUR))).toEqual({ amount: 200, pending: null })
  })

  test('a removal waits 24 hours too; asking for the current amount cancels it', () => {
    const removing = change({ amount: 50, pending: null }, null, T0)
    expect(removing).toEqual({
      amount: 50,
      pending: { amount: null, effectiveAt: new Date(T0.getTime() + COOLING_OFF_MS) },
    })
    expect(change(removing, 50, T0)).toEqual({ amount: 50, pending: null })
    expect(settle(removing, new Date(T0.getTime() + 25 * HOUR))).toEqual(NO_LIMIT)
  })

  test('a decrease during a pending increase applies at once and drops the increase', () => {
    const raised = change({ amount: 100, pending: null }, 500, T0)
    expect(change(raised, 80, new Date(T0.getTime() + HOUR))).toEqual({ amount: 80, pending: null })
  })

  test('remaining never goes below zero and the lowest limit binds', () => {
    expect(remaining(100, 130)).toBe(0)
    expect(remaining(null, 10)).toBeNull()
    expect(lowest([null, 40, 25])).toBe(25)
    expect(lowest([null, null])).toBeNull()
  })

  test('rolling windows', () => {
    expect(windowStart('day', T0).toISOString()).toBe('2026-03-09T12:00:00.000Z')
    expect(windowStart('week', T0).toISOString()).toBe('2026-03-03T12:00:00.000Z')
    expect(windowStart('month', new Date('2026-03-31T00:00:00Z')).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    )
  })

  test('amounts: session minutes fit the period, money has the currency decimals', () => {
    expect(validLimitAmount('session', 'day', 120, 2)).toBe(true)
    expect(validLimitAmount('session', 'day', 1441, 2)).toBe(false)
    expect(validLimitAmount('session', 'week', 30.5, 2)).toBe(false)
    expect(validLimitAmount('deposit', 'day', 10.25, 2)).toBe(true)
    expect(validLimitAmount('deposit', 'day', 10.5, 0)).toBe(false)
    expect(validLimitAmount('loss', 'month', 0, 2)).toBe(false)
  })
})

describe('exclusion rules', () => {
  test('time-out periods, custom days up to 6 weeks', () => {
    expect(exclusionEnd('time_out', '24h', undefined, T0)?.toISOString()).toBe('2026-03-11T12:00:00.000Z')
    expect(exclusionEnd('time_out', '1w', undefined, T0)?.toISOString()).toBe('2026-03-17T12:00:00.000Z')
    expect(exclusionEnd('time_out', '1m', undefined, T0)?.toISOString()).toBe('2026-04-10T12:00:00.000Z')
    expect(exclusionEnd('time_out', 'custom', 42, T0)?.toISOString()).toBe('2026-04-21T12:00:00.000Z')
    expect(exclusionEnd('time_out', 'custom', 43, T0)).toBeNull()
    expect(exclusionEnd('time_out', 'custom', undefined, T0)).toBeNull()
    expect(exclusionEnd('time_out', '6m', undefined, T0)).toBeNull()
  })

  test('self-exclusion periods', () => {
    expect(exclusionEnd('self_exclusion', '6m', undefined, T0)?.toISOString()).toBe(
      '2026-09-10T12:00:00.000Z',
    )
    expect(exclusionEnd('self_exclusion', '1y', undefined, T0)?.toISOString()).toBe(
      '2027-03-10T12:00:00.000Z',
    )
    expect(exclusionEnd('self_exclusion', '5y', undefined, T0)?.toISOString()).toBe(
      '2031-03-10T12:00:00.000Z',
    )
    expect(exclusionEnd('self_exclusion', '24h', undefined, T0)).toBeNull()
  })

  test('never shortened, may be lengthened', () => {
    const end = new Date('2026-04-01T00:00:00Z')
    expect(mayStartExclusion(end, new Date('2026-03-20T00:00:00Z'))).toBe(false)
    expect(mayStartExclusion(end, new Date('2026-05-01T00:00:00Z'))).toBe(true)
    expect(mayStartExclusion(null, end)).toBe(true)
  })
})

/* ------------------------------------------------------------------ the sandbox enforcing them */

async function freshMember(currency: 'USD' | 'VND' = 'USD') {
  const created = await call('createSandboxProtectionMember', { body: { member_currency: currency } })
  return successData('createSandboxProtectionMember', created)
}

async function sessionFor(memberId: number): Promise<string> {
  const target = await getTarget()
  if (!target.database) throw new Error('in-process only')
  return (await createSession(target.database.db, { id: memberId, site_id: 1 })).token
}

let loginCounter = 0
async function login(account: string) {
  const headers = { 'x-forwarded-for': `10.77.${Math.floor(loginCounter / 200)}.${loginCounter++ % 200}` }
  const captcha = await call('getCaptcha', { body: { type: 1, site_id: 1 }, headers })
  const token = successData('getCaptcha', captcha).token
  const peek = successData('peekSandboxCaptcha', await call('peekSandboxCaptcha', { params: { token } }))
  return call('login', {
    body: { account, password: 'lotus123', site_id: 1, answer: peek.answer, captcha_token: token },
    headers,
  })
}

async function setLimit(
  token: string,
  kind: 'deposit' | 'loss' | 'session',
  period: 'day' | 'week' | 'month',
  amount: number | null,
) {
  return successData(
    'setProtectionLimit',
    await call('setProtectionLimit', { token, body: { kind, period, amount } }),
  )
}

function limitOf(
  overview: { limits: { kind: string; period: string; amount: number | null; pending: unknown }[] },
  kind: string,
  period: string,
) {
  const found = overview.limits.find((limit) => limit.kind === kind && limit.period === period)
  if (!found) throw new Error(`no ${kind}:${period}`)
  return found
}

async function usdChannel(token: string): Promise<number> {
  const channels = successData(
    'listDepositChannels',
    await call('listDepositChannels', { token, body: { currency: 'USD' } }),
  )
  const channel = channels.list.find((c) => c.min_amount <= 20 && c.max_amount >= 200)
  if (!channel) throw new Error('no USD channel for 20-200')
  return channel.id
}

describe('the sandbox enforces the rules', requires('in-process'), () => {
  afterEach(() => setProtectionClock(null))

  test('a decrease applies at once; an increase only after 24 hours', async () => {
    const clock = fixedClock(new Date())
    setProtectionClock(clock)
    const member = await freshMember()
    const token = await sessionFor(member.member_id)
    expect(limitOf(await setLimit(token, 'deposit', 'week', 500), 'deposit', 'week').amount).toBe(500)
    expect(limitOf(await setLimit(token, 'deposit', 'week', 300), 'deposit', 'week').amount).toBe(300)
    const raised = limitOf(await setLimit(token, 'deposit', 'week', 800), 'deposit', 'week')
    expect(raised.amount).toBe(300)
    expect(raised.pending).toEqual({
      amount: 800,
      effective_at: new Date(clock.now().getTime() + COOLING_OFF_MS).toISOString(),
    })
    clock.advance(23 * HOUR)
    const early = successData(
      'getProtectionOverview',
      await call('getProtectionOverview', { token, body: {} }),
    )
    expect(limitOf(early, 'deposit', 'week').amount).toBe(300)
    clock.advance(2 * HOUR)
    const later = successData(
      'getProtectionOverview',
      await call('getProtectionOverview', { token, body: {} }),
    )
    expect(limitOf(later, 'deposit', 'week')).toMatchObject({ amount: 800, pending: null })
  })

  test('a deposit over what the limit leaves is refused with 620; one within it is taken', async () => {
    const member = await freshMember()
    const token = await sessionFor(member.member_id)
    const channel = await usdChannel(token)
    await setLimit(token, 'deposit', 'day', 100)
    expectSuccess(await call('createDeposit', { token, body: { channel_id: channel, amount: 60 } }))
    const over = await call('createDeposit', { token, body: { channel_id: channel, amount: 50 } })
    expectBusinessError(over, 620)
    expect(over.message).toContain('40')
    const overview = successData(
      'getProtectionOverview',
      await call('getProtectionOverview', { token, body: {} }),
    )
    expect(overview.deposit_remaining).toBe(40)
    expectSuccess(await call('createDeposit', { token, body: { channel_id: channel, amount: 40 } }))
    expectBusinessError(
      await call('createFastDeposit', { token, body: { channel_id: channel, amount: 20 } }),
      620,
    )
  })

  test('the lowest remaining of several deposit limits binds', async () => {
    const member = await freshMember()
    const token = await sessionFor(member.member_id)
    await setLimit(token, 'deposit', 'day', 500)
    const overview = await setLimit(token, 'deposit', 'month', 120)
    expect(overview.deposit_remaining).toBe(120)
    expectBusinessError(
      await call('createDeposit', { token, body: { channel_id: await usdChannel(token), amount: 150 } }),
      620,
    )
  })

  test('a used-up loss limit stops game starts with 710', async () => {
    const member = await freshMember()
    const target = await getTarget()
    if (!target.database) throw new Error('in-process only')
    const token = await sessionFor(member.member_id)
    await setLimit(token, 'loss', 'day', 10)
    const wallet = await target.database.db.query<{ id: number }>(
      `SELECT id FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
      [member.member_id],
    )
    const walletId = wallet.rows[0]?.id ?? 0
    await target.database.db.query(
      `INSERT INTO wallet_ledger (wallet_id, member_id, amount, balance_after, kind) VALUES ($1, $2, -12, 988, 'game_bet')`,
      [walletId, member.member_id],
    )
    const session = successData(
      'getProtectionSession',
      await call('getProtectionSession', { token, body: {} }),
    )
    expect(session.net_position).toBe(-12)
    const game = await target.database.db.query<{
      provider_id: number
      game_type: number
      game_code: string
    }>(
      `SELECT g.provider_id, g.game_type, g.game_code FROM games g JOIN site_providers sp ON sp.provider_id = g.provider_id AND sp.site_id = 1
        JOIN providers p ON p.id = g.provider_id
        WHERE 'USD' = ANY(sp.currencies) AND g.active AND p.active AND p.maintain_start IS NULL LIMIT 1`,
    )
    const row = game.rows[0]
    if (!row) throw new Error('no USD game')
    const play = await call('playGame', {
      token,
      body: {
        gp_id: row.provider_id,
        game_type: row.game_type,
        game_code: row.game_code,
        lobby_url: 'http://localhost/close',
        device: 1,
      },
    })
    expectBusinessError(play, 710)
  })

  test('self-exclusion ends every session at once and login answers 109 with the end date', async () => {
    const member = await freshMember()
    const other = await sessionFor(member.member_id)
    expectSuccess(await login(member.member_account))
    const token = await sessionFor(member.member_id)
    const excluded = successData(
      'startExclusion',
      await call('startExclusion', { token, body: { kind: 'self_exclusion', period: '6m', confirm: true } }),
    )
    expect(new Date(excluded.ends_at).getTime()).toBeGreaterThan(Date.now() + 150 * 24 * HOUR)
    expect((await call('getProtectionOverview', { token: other, body: {} })).status).toBe(401)
    const refused = await login(member.member_account)
    expectBusinessError(refused, 109)
    expect(refused.message).toContain(excluded.ends_at.slice(0, 10))
  })

  test('a time-out refuses login with 108 until it ends, then login works again', async () => {
    const clock = fixedClock(new Date())
    setProtectionClock(clock)
    const member = await freshMember()
    const token = await sessionFor(member.member_id)
    expectSuccess(
      await call('startExclusion', { token, body: { kind: 'time_out', period: '24h', confirm: true } }),
    )
    expectBusinessError(await login(member.member_account), 108)
    clock.advance(24 * HOUR + 60_000)
    expectSuccess(await login(member.member_account))
  })

  test('a running exclusion cannot be shortened', async () => {
    const member = await freshMember()
    const target = await getTarget()
    if (!target.database) throw new Error('in-process only')
    await target.database.db.query(
      `INSERT INTO protection_exclusions (member_id, kind, period, starts_at, ends_at) VALUES ($1, 'time_out', '1m', now(), now() + interval '30 days')`,
      [member.member_id],
    )
    const token = await sessionFor(member.member_id)
    expectBusinessError(
      await call('startExclusion', { token, body: { kind: 'time_out', period: '1w', confirm: true } }),
      704,
    )
    expectSuccess(
      await call('startExclusion', { token, body: { kind: 'self_exclusion', period: '1y', confirm: true } }),
    )
  })
})
