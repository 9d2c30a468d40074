/**
 * Business limits and game money under 200 concurrent requests. On PGlite every transaction runs
 * alone; on PostgreSQL (`scripts/with-postgres.sh`, `npm run test:contract:pg`) they run side by side,
 * which is where a limit checked by a count or sum before an insert used to give way.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, test, vi } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.ts'
import { createSession } from '../../server/auth/sessions.ts'
import type { Db } from '../../server/db/types.ts'
import { postLedger } from '../../server/domain/ledger.ts'
import { call, type CallResult } from './support/client.ts'
import { successData } from './support/harness.ts'
import { getTarget, requires } from './support/target.ts'

/** 200 at once on PostgreSQL; PGlite runs one transaction at a time, so fewer show the same there. */
const BURST = Number(process.env.CONCURRENCY_BURST ?? (process.env.DATABASE_URL ? 200 : 50))
/** Each withdraw password check is a scrypt run under the member's lock: one after the other. */
const PIN_TIMEOUT_MS = 240_000

vi.setConfig({ testTimeout: 120_000 })

async function database(): Promise<Db> {
  const target = await getTarget()
  if (!target.database) throw new Error('in-process sandbox only')
  return target.database.db
}

/** A member of its own (site 1) with a session, a withdraw password `1234` and `balance` in its main wallet. */
async function member(currency: 'USD' | 'VND', balance: number): Promise<{ id: number; token: string }> {
  const db = await database()
  const created = successData(
    'createSandboxProtectionMember',
    await call('createSandboxProtectionMember', { body: { member_currency: currency } }),
  )
  const id = created.member_id
  await db.query('UPDATE members SET withdraw_password_hash = $2 WHERE id = $1', [id, hashPassword('1234')])
  const wallet = await db.query<{ id: number; balance: string }>(
    `SELECT id, balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
    [id],
  )
  const main = wallet.rows[0]
  if (!main) throw new Error('no main wallet')
  await postLedger(db, {
    walletId: main.id,
    amount: String(balance - Number(main.balance)),
    kind: 'adjustment',
  })
  const { token } = await createSession(db, { id, site_id: 1 })
  return { id, token }
}

async function bankAccount(memberId: number, currency: string): Promise<number> {
  const db = await database()
  const bank = await db.query<{ code: string; name: string }>(
    'SELECT code, name FROM banks WHERE currency = $1 LIMIT 1',
    [currency],
  )
  const found = bank.rows[0]
  if (!found) throw new Error(`no bank for ${currency}`)
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO bank_accounts (member_id, bank_code, bank_name, account_name, account_number, is_default, verified)
     VALUES ($1, $2, $3, 'Test Member', $4, true, true) RETURNING id`,
    [memberId, found.code, found.name, String(Date.now()).slice(-10)],
  )
  const id = inserted.rows[0]?.id
  if (id === undefined) throw new Error('bank account not created')
  return id
}

/** Fires `count` calls at once and checks that none answered a server error. */
async function burst(count: number, send: (index: number) => Promise<CallResult>): Promise<CallResult[]> {
  const results = await Promise.all(Array.from({ length: count }, (_, index) => send(index)))
  const failures = results.filter((result) => result.status >= 500 || result.code === 500)
  expect(failures.map((result) => `${result.status} ${result.message ?? ''}`)).toEqual([])
  return results
}

const codes = (results: CallResult[]) => {
  const counted = new Map<number | undefined, number>()
  for (const result of results) counted.set(result.code, (counted.get(result.code) ?? 0) + 1)
  return counted
}

async function usdChannel(token: string): Promise<number> {
  const channels = successData(
    'listDepositChannels',
    await call('listDepositChannels', { token, body: { currency: 'USD' } }),
  )
  const channel = channels.list.find((c) => c.min_amount <= 100 && c.max_amount >= 400)
  if (!channel) throw new Error('no USD channel for 100-400')
  return channel.id
}

describe(`limits hold under ${BURST} concurrent requests`, requires('in-process'), () => {
  test(
    'five withdrawals a day, however many are asked for at once',
    async () => {
      const { id, token } = await member('USD', 100_000)
      const account = await bankAccount(id, 'USD')
      const results = await burst(BURST, () =>
        call('createWithdrawal', {
          token,
          body: { amount: 10, bank_account_id: account, withdraw_password: '1234' },
        }),
      )
      expect(codes(results).get(100)).toBe(5)
      expect(codes(results).get(616)).toBe(BURST - 5)
      const db = await database()
      const left = await db.query<{ balance: string }>(
        `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
        [id],
      )
      expect(Number(left.rows[0]?.balance)).toBe(100_000 - 50)
    },
    PIN_TIMEOUT_MS,
  )

  test(
    'three bank accounts, however many are bound at once',
    async () => {
      const { token } = await member('USD', 0)
      const banks = successData('listBankAccounts', await call('listBankAccounts', { token, body: {} })).banks
      const bank = banks[0]
      if (!bank) throw new Error('no USD bank')
      const results = await burst(BURST, (index) =>
        call('bindBankAccount', {
          token,
          body: {
            bank_code: bank.bank_code,
            account_name: 'Test Member',
            account_number: `77${String(index).padStart(8, '0')}`,
            withdraw_password: '1234',
          },
        }),
      )
      expect(codes(results).get(100)).toBe(3)
      expect(codes(results).get(618)).toBe(BURST - 3)
      const listed = successData('listBankAccounts', await call('listBankAccounts', { token, body: {} }))
      expect(listed.list).toHaveLength(3)
    },
    PIN_TIMEOUT_MS,
  )

  test('five pending deposits, however many are asked for at once', async () => {
    const { token } = await member('USD', 0)
    const channel = await usdChannel(token)
    const results = await burst(BURST, () =>
      call('createDeposit', { token, body: { channel_id: channel, amount: 100, depositor_name: 'A' } }),
    )
    expect(codes(results).get(100)).toBe(5)
    expect(codes(results).get(604)).toBe(BURST - 5)
  })

  test('a deposit limit is never exceeded by deposits asked for at once', async () => {
    const { token } = await member('USD', 0)
    const channel = await usdChannel(token)
    successData(
      'setProtectionLimit',
      await call('setProtectionLimit', { token, body: { kind: 'deposit', period: 'day', amount: 1_000 } }),
    )
    const results = await burst(BURST, () =>
      call('createDeposit', { token, body: { channel_id: channel, amount: 400, depositor_name: 'A' } }),
    )
    expect(codes(results).get(100)).toBe(2)
    expect(codes(results).get(620)).toBe(BURST - 2)
  })
})

describe(`game launches and leaves under ${BURST} mixed requests`, requires('in-process'), () => {
  test('no server error, and not a cent created or lost', async () => {
    const opening = 5_000_000
    const { id, token } = await member('VND', opening)
    const db = await database()
    const games = await db.query<{ provider_id: number; game_type: number; game_code: string }>(
      `SELECT DISTINCT ON (p.id) p.id AS provider_id, g.game_type, g.game_code
         FROM providers p JOIN site_providers sp ON sp.provider_id = p.id AND sp.site_id = 1 AND 'VND' = ANY(sp.currencies)
         JOIN games g ON g.provider_id = p.id AND g.active
        WHERE p.active AND NOT p.maintenance
        ORDER BY p.id, g.sort LIMIT 4`,
    )
    expect(games.rows.length).toBeGreaterThanOrEqual(2)
    const results = await burst(BURST, (index) => {
      const game = games.rows[index % games.rows.length]
      if (!game) throw new Error('no game')
      switch (index % 4) {
        case 0:
          return call('leaveGame', { token, body: {} })
        case 1:
          return call('recoverAllBalances', { token, body: {} })
        default:
          return call('playGame', {
            token,
            body: {
              gp_id: game.provider_id,
              game_type: game.game_type,
              game_code: game.game_code,
              lobby_url: '/close',
              device: 1,
            },
          })
      }
    })
    // Launches and leaves all succeed; a recovery while a game is open answers its business code.
    for (const result of results) expect([100, 102]).toContain(result.code)
    successData('leaveGame', await call('leaveGame', { token, body: {} }))
    const total = await db.query<{ total: string }>(
      'SELECT COALESCE(sum(balance), 0)::text AS total FROM wallets WHERE member_id = $1',
      [id],
    )
    expect(Number(total.rows[0]?.total)).toBe(opening)
    const main = await db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
      [id],
    )
    expect(Number(main.rows[0]?.balance)).toBe(opening)
  })
})

describe('registrations racing for one account name', requires('in-process'), () => {
  test('one succeeds, every other answers 102 (account taken), none a server error', async () => {
    const account = `race${randomBytes(4).toString('hex')}`
    const results = await burst(20, async (index) => {
      const ip = `198.51.100.${index + 1}`
      const issued = await call('getCaptcha', {
        body: { type: 2, site_id: 1 },
        headers: { 'x-forwarded-for': ip },
      })
      const captchaToken = successData('getCaptcha', issued).token
      const peek = successData(
        'peekSandboxCaptcha',
        await call('peekSandboxCaptcha', { params: { token: captchaToken } }),
      )
      return call('register', {
        body: {
          site_id: 1,
          // Upper and lower case: the name is one account whatever its case.
          member_account: index % 2 === 0 ? account : account.toUpperCase(),
          password: 'play2024',
          member_currency: 'USD',
          member_email: `${account}${index}@lotus.test`,
          captcha_token: captchaToken,
          answer: peek.answer,
        },
        headers: { 'x-forwarded-for': `198.51.101.${index + 1}` },
      })
    })
    expect(codes(results).get(100)).toBe(1)
    expect(codes(results).get(102)).toBe(19)
  })
})
