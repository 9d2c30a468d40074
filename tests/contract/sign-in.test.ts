/**
 * Daily sign-in (designed): once per member and site-time-zone day, whatever the concurrency; the
 * streak counts consecutive days; a site without sign-in answers 101; other windows hear of it.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createSession } from '../../server/auth/sessions.ts'
import { realtime } from '../../server/realtime/publisher.ts'
import { call } from './support/client.ts'
import { expectBusinessError, expectProtocolError, opTest, successData } from './support/harness.ts'
import { freshMember } from './support/fresh-member.ts'
import { getTarget, requires } from './support/target.ts'

async function database() {
  const target = await getTarget()
  if (!target.database) throw new Error('sandbox only')
  return target.database.db
}

async function freshSession(): Promise<{ id: number; token: string }> {
  const member = await freshMember('sign')
  const session = await createSession(await database(), { id: member.id, site_id: 1 })
  return { id: member.id, token: session.token }
}

const detail = async (token: string) =>
  successData('getSignInDetail', await call('getSignInDetail', { body: {}, token }))

describe('daily sign-in', requires('in-process'), () => {
  const published: { channel: string; name: string }[] = []
  let detach: () => void = () => undefined
  beforeAll(async () => {
    await database() // the sandbox starts (migrations, seed) before the first timed test
    detach = realtime.attach({
      publish: (channel, name) => {
        published.push({ channel, name })
      },
    })
  }, 180_000)
  afterAll(() => detach())

  opTest('signIn', 'signs in once a day: the detail shows today, a second sign-in answers 102', async () => {
    const { id, token } = await freshSession()
    const before = await detail(token)
    expect(before).toMatchObject({ open: true, signed_today: false, signed_days: [], streak: 0 })
    expect(before.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(before.time_zone).toBe('America/Caracas')

    const signed = successData('signIn', await call('signIn', { body: {}, token }))
    expect(signed).toMatchObject({ signed_today: true, signed_days: [before.today], streak: 1 })
    await expect
      .poll(() => published.some((p) => p.channel === `member.${id}` && p.name === 'profile.updated'))
      .toBe(true)

    const again = await call('signIn', { body: {}, token })
    expectBusinessError(again, 102)
    expect(again.message).toMatch(/already/i)
    expect(await detail(token)).toMatchObject({ signed_today: true, streak: 1 })
  })

  opTest('signIn', 'eight simultaneous sign-ins: one succeeds, seven answer 102, one row', async () => {
    const { id, token } = await freshSession()
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('signIn', { body: {}, token })))
    expect(answers.filter((a) => a.code === 100)).toHaveLength(1)
    expect(answers.filter((a) => a.code === 102)).toHaveLength(7)
    const rows = await (
      await database()
    ).query<{ count: number }>('SELECT count(*)::int AS count FROM member_sign_ins WHERE member_id = $1', [
      id,
    ])
    expect(rows.rows[0]?.count).toBe(1)
  })

  opTest('signIn', 'the same Idempotency-Key replays the first answer instead of 102', async () => {
    const { token } = await freshSession()
    const first = await call('signIn', { body: {}, token, idempotencyKey: 'sign-in-replay' })
    const replay = await call('signIn', { body: {}, token, idempotencyKey: 'sign-in-replay' })
    expect(first.code).toBe(100)
    expect(replay.code).toBe(100)
    expect(replay.data).toEqual(first.data)
  })

  opTest('getSignInDetail', 'the streak counts consecutive days up to yesterday and today', async () => {
    const { id, token } = await freshSession()
    const db = await database()
    const today = "(now() AT TIME ZONE 'America/Caracas')::date"
    await db.query(
      `INSERT INTO member_sign_ins (member_id, day) VALUES ($1, ${today} - 1), ($1, ${today} - 2), ($1, ${today} - 4)`,
      [id],
    )
    expect((await detail(token)).streak).toBe(2)
    expect(successData('signIn', await call('signIn', { body: {}, token })).streak).toBe(3)
  })

  opTest('signIn', 'a site without daily sign-in answers 101 and shows open: false', async () => {
    const { token } = await freshSession()
    const db = await database()
    await db.query(`UPDATE sites SET settings = settings || '{"sign_in": false}' WHERE id = 1`)
    try {
      expect((await detail(token)).open).toBe(false)
      expectBusinessError(await call('signIn', { body: {}, token }), 101)
    } finally {
      await db.query(`UPDATE sites SET settings = settings - 'sign_in' WHERE id = 1`)
    }
    expect((await detail(token)).open).toBe(true)
  })

  opTest('signIn', 'a guest gets 401', async () => {
    expectProtocolError(await call('signIn', { body: {}, token: null }), 401)
    expectProtocolError(await call('getSignInDetail', { body: {}, token: null }), 401)
  })
})

describe('forgot-password SMS', requires('in-process'), () => {
  let ip = 0
  const freshIp = () => `198.19.7.${(ip++ % 250) + 1}`
  const verify = async (account: string, phone: string, verifyCode?: string) => {
    const captcha = await call('getCaptcha', {
      body: { type: 1, site_id: 1 },
      headers: { 'x-forwarded-for': freshIp() },
    })
    const token = String((captcha.data as { token?: string } | null)?.token)
    const peek = await call('peekSandboxCaptcha', { params: { token } })
    return call('verifyMemberTransfer', {
      body: {
        account,
        withdraw_password: '1234',
        method: 'phone',
        member_phone: phone,
        site_id: 1,
        captcha_token: token,
        captcha_answer: String((peek.data as { answer?: string } | null)?.answer),
        ...(verifyCode ? { verify_code: verifyCode } : {}),
      },
      headers: { 'x-forwarded-for': freshIp() },
    })
  }

  opTest(
    'sendRecoverySms',
    'by phone, verification needs the SMS code; a resend within 300 s answers 102',
    async () => {
      const member = await freshMember('fsms')
      expectBusinessError(await verify(member.account, member.phone), 101)
      const sent = await call('sendRecoverySms', {
        body: { account: member.account, member_phone: member.phone, site_id: 1 },
        headers: { 'x-forwarded-for': freshIp() },
      })
      expect(successData('sendRecoverySms', sent).resend_after).toBe(300)
      expectBusinessError(
        await call('sendRecoverySms', {
          body: { account: member.account, member_phone: member.phone, site_id: 1 },
          headers: { 'x-forwarded-for': freshIp() },
        }),
        102,
      )
      const peek = await call('peekSandboxSms', { query: { phone: member.phone } })
      const code = (peek.data as { code: string }).code
      const wrong = code === '000000' ? '111111' : '000000'
      expectBusinessError(await verify(member.account, member.phone, wrong), 101)
      const verified = successData('verifyMemberTransfer', await verify(member.account, member.phone, code))
      expect(verified.token.length).toBeGreaterThan(20)
      // A code is spent by its use.
      expectBusinessError(await verify(member.account, member.phone, code), 101)
    },
  )

  opTest('sendRecoverySms', 'a code sent to another phone does not verify the account', async () => {
    const member = await freshMember('fsms')
    const other = `08${String(Date.now()).slice(-8)}`
    expect(
      (
        await call('sendRecoverySms', {
          body: { account: member.account, member_phone: other, site_id: 1 },
          headers: { 'x-forwarded-for': freshIp() },
        })
      ).code,
    ).toBe(100)
    const peek = await call('peekSandboxSms', { query: { phone: other } })
    const code = (peek.data as { code: string }).code
    expectBusinessError(await verify(member.account, other, code), 101)
  })

  opTest('sendRecoverySms', 'an all-zero phone answers 201', async () => {
    expectBusinessError(
      await call('sendRecoverySms', {
        body: { account: 'moved01', member_phone: '0000000000' },
        headers: { 'x-forwarded-for': freshIp() },
      }),
      201,
    )
  })
})
