/**
 * Sessions and what is stored about them: hashed tokens, the idle timeout, revocation seen by a
 * second server on the same PostgreSQL, sealed and expiring idempotency answers, purged rows, single
 * use captchas, and password checks that do not hold the database while they run.
 */
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../server/app.ts'
import { hashPassword } from '../../server/auth/passwords.ts'
import { createSession, sessionKey } from '../../server/auth/sessions.ts'
import { openDatabase, type OpenedDatabase } from '../../server/db/index.ts'
import { purgeExpired } from '../../server/db/purge.ts'
import type { Db } from '../../server/db/types.ts'
import { call, type CallResult } from './support/client.ts'
import { expectProtocolError, successData } from './support/harness.ts'
import { backend, contract, getTarget, requires } from './support/target.ts'

// The in-process sandbox starts once (PGlite and the seed take a few seconds).
beforeAll(async () => {
  await getTarget()
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function database(): Promise<Db> {
  const target = await getTarget()
  if (!target.database) throw new Error('in-process sandbox only')
  return target.database.db
}

let ipCounter = 0
const nextIp = () => `10.91.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

/** A login captcha and its answer, asked from an address of its own (captchas are throttled per address). */
async function captcha(): Promise<{ captcha_token: string; answer: string }> {
  const issued = await call('getCaptcha', {
    body: { type: 1, site_id: 1 },
    headers: { 'x-forwarded-for': nextIp() },
  })
  const token = successData('getCaptcha', issued).token
  const peek = successData('peekSandboxCaptcha', await call('peekSandboxCaptcha', { params: { token } }))
  return { captcha_token: token, answer: peek.answer }
}

/** A member of its own (password `lotus123`), so lockouts and sessions of other tests do not interfere. */
async function freshAccount(): Promise<{ id: number; account: string }> {
  const created = successData(
    'createSandboxProtectionMember',
    await call('createSandboxProtectionMember', { body: { member_currency: 'USD' } }),
  )
  return { id: created.member_id, account: created.member_account }
}

function login(
  account: string,
  solved: { captcha_token: string; answer: string },
  password = 'lotus123',
  key?: string,
) {
  return call('login', {
    body: { account, password, site_id: 1, ...solved },
    headers: { 'x-forwarded-for': nextIp() },
    ...(key ? { idempotencyKey: key } : {}),
  })
}

function tokenOf(result: CallResult): string {
  const token = successData('login', result).token
  if (!token) throw new Error('no token')
  return token
}

describe('sessions', requires('in-process'), () => {
  test('the database keeps the hash of a session token, never the token', async () => {
    const { account } = await freshAccount()
    const token = tokenOf(await login(account, await captcha()))
    const db = await database()
    const plain = await db.query('SELECT 1 FROM sessions WHERE token = $1', [token])
    const hashed = await db.query('SELECT 1 FROM sessions WHERE token = $1', [sha256(token)])
    expect(plain.rows).toHaveLength(0)
    expect(hashed.rows).toHaveLength(1)
    successData('getMyCash', await call('getMyCash', { body: {}, token }))
  })

  test('a session unused for longer than the idle timeout answers 401; one in use stays', async () => {
    const { id } = await freshAccount()
    const db = await database()
    const idle = await createSession(db, { id, site_id: 1 })
    const used = await createSession(db, { id, site_id: 1 })
    successData('getMyCash', await call('getMyCash', { body: {}, token: idle.token }))
    // SESSION_IDLE_MINUTES defaults to 30.
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE token = $1`, [
      sessionKey(idle.token),
    ])
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '29 minutes' WHERE token = $1`, [
      sessionKey(used.token),
    ])
    expectProtocolError(await call('getMyCash', { body: {}, token: idle.token }), 401)
    successData('getMyCash', await call('getMyCash', { body: {}, token: used.token }))
    // The call counted as activity: the session's idle clock starts again.
    const seen = await db.query<{ idle_s: number }>(
      'SELECT extract(epoch FROM now() - last_seen_at)::float8 AS idle_s FROM sessions WHERE token = $1',
      [sessionKey(used.token)],
    )
    expect(seen.rows[0]?.idle_s).toBeLessThan(60)
  })
})

describe(
  'two servers on one PostgreSQL',
  { ...requires('in-process'), skip: !backend.inProcess || !process.env.DATABASE_URL },
  () => {
    let second: OpenedDatabase | null = null
    afterAll(async () => {
      await second?.close()
    })

    test('a session ended through one server is refused by the other within a second', async () => {
      second = await openDatabase({ databaseUrl: process.env.DATABASE_URL, seed: false })
      const other = createApp({ db: second.db, contract, config: { mode: 'test', validateResponses: true } })
      const cashThroughOther = (token: string) =>
        other.app.fetch(
          new Request('http://localhost/api/member/profile/my_cash', {
            method: 'POST',
            headers: { authorization: token, 'content-type': 'application/json' },
            body: '{}',
          }),
        )
      const { account } = await freshAccount()
      const token = tokenOf(await login(account, await captcha()))
      expect((await cashThroughOther(token)).status).toBe(200)
      expect((await cashThroughOther(token)).status).toBe(200)
      successData('logout', await call('logout', { body: {}, token }))
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect((await cashThroughOther(token)).status).toBe(401)
    })
  },
)

describe('idempotency rows', requires('in-process'), () => {
  test('a login answer is stored sealed: no token and no key in plain text, yet replayed byte for byte', async () => {
    const { account } = await freshAccount()
    const key = `login-${randomBytes(8).toString('hex')}`
    const solved = await captcha()
    const first = await login(account, solved, 'lotus123', key)
    const token = tokenOf(first)
    const replay = await login(account, solved, 'lotus123', key)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.text).toBe(first.text)
    const db = await database()
    const rows = await db.query<{ key: string; stored: string }>(
      'SELECT key, response::text AS stored FROM idempotency_keys WHERE key = $1 OR key = $2',
      [key, sha256(key)],
    )
    expect(rows.rows).toHaveLength(1)
    expect(rows.rows[0]?.key).toBe(sha256(key))
    expect(rows.rows[0]?.stored).not.toContain(token)
  })

  test('a key older than 24 hours is forgotten: it runs again instead of answering 422', async () => {
    const { id } = await freshAccount()
    const { token } = await createSession(await database(), { id, site_id: 1 })
    const key = `letter-${randomBytes(8).toString('hex')}`
    const read = (id: number) => call('readLetter', { body: { id }, token, idempotencyKey: key })
    const first = await read(1)
    expect(first.status).toBe(200)
    expect((await read(2)).status).toBe(422)
    await (
      await database()
    ).query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [
      sha256(key),
    ])
    const later = await read(2)
    expect(later.status).toBe(200)
    expect(later.headers.get('idempotent-replayed')).toBeNull()
  })
})

describe('expired rows are purged', requires('in-process'), () => {
  test('ended sessions, old captchas, SMS codes, login attempts, idempotency rows, failure counters and spent deep links go; live ones stay', async () => {
    const db = await database()
    const { id } = await freshAccount()
    const live = await createSession(db, { id, site_id: 1 })
    const ended = await createSession(db, { id, site_id: 1 })
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token = $1`, [
      sessionKey(ended.token),
    ])
    const tag = randomBytes(6).toString('hex')
    await db.query(
      `INSERT INTO captchas (token, type, answer, expires_at) VALUES ($1, 1, '0000', now() - interval '2 hours'),
                                                                    ($2, 1, '0000', now() + interval '5 minutes')`,
      [`old-${tag}`, `new-${tag}`],
    )
    await db.query(
      `INSERT INTO sms_codes (site_id, phone, code, created_at) VALUES (1, $1, '123456', now() - interval '3 days')`,
      [`old-${tag}`],
    )
    await db.query(
      `INSERT INTO login_attempts (ip, account, success, created_at) VALUES ($1, 'x', false, now() - interval '3 days')`,
      [`old-${tag}`],
    )
    await db.query(
      `INSERT INTO idempotency_keys (key, fingerprint, operation_id, created_at) VALUES ($1, 'f', 'op', now() - interval '25 hours')`,
      [`old-${tag}`],
    )
    await db.query(
      `INSERT INTO auth_failures (door, subject, failures, last_failure) VALUES ('login_account', $1, 3, now() - interval '2 days'),
                                                                                 ('login_account', $2, 3, now())`,
      [`old-${tag}`, `new-${tag}`],
    )
    await db.query(
      `INSERT INTO deep_link_uses (link_id, member_id, expires_at) VALUES ($1, $3, now() - interval '2 hours'),
                                                                         ($2, $3, now() + interval '5 minutes')`,
      [`old-${tag}`, `new-${tag}`, id],
    )
    const removed = await purgeExpired(db)
    expect(removed.sessions).toBeGreaterThanOrEqual(1)
    const count = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows.length
    expect(await count('SELECT 1 FROM sessions WHERE token = $1', [sessionKey(ended.token)])).toBe(0)
    expect(await count('SELECT 1 FROM sessions WHERE token = $1', [sessionKey(live.token)])).toBe(1)
    expect(await count('SELECT 1 FROM captchas WHERE token = $1', [`old-${tag}`])).toBe(0)
    expect(await count('SELECT 1 FROM captchas WHERE token = $1', [`new-${tag}`])).toBe(1)
    expect(await count('SELECT 1 FROM sms_codes WHERE phone = $1', [`old-${tag}`])).toBe(0)
    expect(await count('SELECT 1 FROM login_attempts WHERE ip = $1', [`old-${tag}`])).toBe(0)
    expect(await count('SELECT 1 FROM idempotency_keys WHERE key = $1', [`old-${tag}`])).toBe(0)
    expect(await count('SELECT 1 FROM auth_failures WHERE subject = $1', [`old-${tag}`])).toBe(0)
    expect(await count('SELECT 1 FROM auth_failures WHERE subject = $1', [`new-${tag}`])).toBe(1)
    expect(await count('SELECT 1 FROM deep_link_uses WHERE link_id = $1', [`old-${tag}`])).toBe(0)
    expect(await count('SELECT 1 FROM deep_link_uses WHERE link_id = $1', [`new-${tag}`])).toBe(1)
    successData('getMyCash', await call('getMyCash', { body: {}, token: live.token }))
  })
})

describe('captchas', requires('in-process'), () => {
  test('a captcha spent by a failed login is spent in the database and never works again', async () => {
    const { account } = await freshAccount()
    const solved = await captcha()
    const failed = await login(account, solved, 'wrong-password')
    expect(failed.code).toBe(101)
    const spent = await (
      await database()
    ).query<{ used: boolean }>('SELECT used_at IS NOT NULL AS used FROM captchas WHERE token = $1', [
      solved.captcha_token,
    ])
    expect(spent.rows[0]?.used).toBe(true)
    expect((await login(account, solved)).code).toBe(105)
  })
})

describe('password checks', requires('in-process'), () => {
  test('200 logins at once do not hold up another member’s calls', async () => {
    const db = await database()
    const hash = hashPassword('lotus123')
    const tag = randomBytes(3).toString('hex')
    const accounts = Array.from({ length: 200 }, (_, index) => `pw${tag}${index}`)
    await db.query(
      `INSERT INTO members (site_id, member_account, password_hash, member_name, member_currency)
       SELECT 1, account, $2, 'Login Storm', 'USD' FROM unnest($1::text[]) AS account`,
      [accounts, hash],
    )
    const { id } = await freshAccount()
    const { token } = await createSession(db, { id, site_id: 1 })
    const solved: { captcha_token: string; answer: string }[] = []
    while (solved.length < accounts.length)
      solved.push(...(await Promise.all(Array.from({ length: 20 }, captcha))))
    const started = performance.now()
    const logins = Promise.all(solved.map((one, index) => login(accounts[index] ?? '', one)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const asked = performance.now()
    successData('getWithdrawInfo', await call('getWithdrawInfo', { body: {}, token }))
    const otherMs = performance.now() - asked
    const results = await logins
    const loginsMs = performance.now() - started
    expect(results.filter((result) => result.code === 100)).toHaveLength(200)
    // The other member's call does not wait for the logins' password checks to drain.
    expect(otherMs).toBeLessThan(loginsMs / 3)
  }, 180_000)
})
