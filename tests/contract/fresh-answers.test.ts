/**
 * Answers the sandbox keeps in memory (the game type list, my_cash, sessions) follow every write at
 * once: through the API, through the database directly, and by the clock for a session's expiry.
 */
import { describe, expect, test } from 'vitest'
import { createSession, sessionKey } from '../../server/auth/sessions.ts'
import type { Db } from '../../server/db/types.ts'
import { settleDeposit } from '../../server/operations/wallet/index.ts'
import { call } from './support/client.ts'
import { expectProtocolError, successData } from './support/harness.ts'
import { ACCOUNTS, loginAs } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

const SCOPE = { site_id: 1, currency: 'VND', support_device: 0 } as const

async function database(): Promise<Db> {
  const target = await getTarget()
  if (!target.database) throw new Error('sandbox only')
  return target.database.db
}

async function platforms(lang?: string) {
  const data = successData(
    'listGameTypes',
    await call('listGameTypes', { body: SCOPE, ...(lang ? { lang } : {}) }),
  )
  return data.list.flatMap((type) => type.gp_list)
}

async function totalCash(token: string): Promise<number> {
  return successData('getMyCash', await call('getMyCash', { body: {}, token })).total
}

async function session(account: 'demo888' | 'player01' = 'demo888'): Promise<string> {
  const token = await loginAs(account)
  if (!token) throw new Error('no session')
  return token
}

describe('the game type list follows the catalogue', requires('in-process'), () => {
  test('a platform renamed, then switched off, in the database shows in the next list', async () => {
    const db = await database()
    const platform = (await platforms())[0]
    if (!platform) throw new Error('no platform listed')
    await platforms('en_US') // both languages are now held in memory
    const original = platform.gp_name
    try {
      await db.query('UPDATE providers SET name = $2 WHERE id = $1', [
        platform.gp_id,
        `${original} (renamed)`,
      ])
      const renamed = (await platforms()).filter((entry) => entry.gp_id === platform.gp_id)
      expect(renamed.length).toBeGreaterThan(0)
      expect(renamed.every((entry) => entry.gp_name === `${original} (renamed)`)).toBe(true)
      expect((await platforms('en_US')).find((entry) => entry.gp_id === platform.gp_id)?.gp_name).toBe(
        `${original} (renamed)`,
      )
      await db.query('UPDATE providers SET active = false WHERE id = $1', [platform.gp_id])
      expect((await platforms()).some((entry) => entry.gp_id === platform.gp_id)).toBe(false)
    } finally {
      await db.query('UPDATE providers SET name = $2, active = true WHERE id = $1', [
        platform.gp_id,
        original,
      ])
    }
    expect((await platforms()).find((entry) => entry.gp_id === platform.gp_id)?.gp_name).toBe(original)
  })

  test('a write rolled back leaves the list as it was', async () => {
    const db = await database()
    const before = await platforms()
    const platform = before[0]
    if (!platform) throw new Error('no platform listed')
    await db
      .transaction(async (tx) => {
        await tx.query('UPDATE providers SET active = false WHERE id = $1', [platform.gp_id])
        throw new Error('undo')
      })
      .catch(() => undefined)
    expect(await platforms()).toEqual(before)
  })
})

async function templateGames(token?: string) {
  const data = successData(
    'listTemplateGames',
    await call('listTemplateGames', { body: SCOPE, ...(token ? { token } : {}) }),
  )
  return data.list.flatMap((section) => section.game_list)
}

describe(
  "the whole game list follows the catalogue and each member's favourites",
  requires('in-process'),
  () => {
    test('a game switched off in the database leaves the next list; a favourite shows for its member only', async () => {
      const db = await database()
      const game = (await templateGames())[0]
      if (!game) throw new Error('no game listed')
      await templateGames() // now held in memory
      try {
        await db.query('UPDATE games SET active = false WHERE id = $1', [game.id])
        expect((await templateGames()).some((entry) => entry.id === game.id)).toBe(false)
      } finally {
        await db.query('UPDATE games SET active = true WHERE id = $1', [game.id])
      }
      expect((await templateGames()).some((entry) => entry.id === game.id)).toBe(true)

      const token = await session('player01')
      const favourite = async (status: 0 | 1) =>
        successData(
          'storeFavoriteGames',
          await call('storeFavoriteGames', { body: { data: [{ game_id: game.id, status }] }, token }),
        )
      try {
        await favourite(1)
        expect((await templateGames(token)).find((entry) => entry.id === game.id)?.member_favorite).toBe(1)
        expect((await templateGames()).find((entry) => entry.id === game.id)?.member_favorite).toBe(0)
        await favourite(0)
        expect((await templateGames(token)).find((entry) => entry.id === game.id)?.member_favorite).toBe(0)
      } finally {
        await favourite(0)
      }
    })
  },
)

describe('my_cash follows the money', () => {
  test('a withdrawal shows in the next my_cash', async () => {
    const token = await session('player01')
    const before = await totalCash(token)
    const info = successData('getWithdrawInfo', await call('getWithdrawInfo', { body: {}, token }))
    const account = info.bank_accounts[0]
    if (!account) throw new Error('player01 has no bank account')
    const withdrawal = await call('createWithdrawal', {
      token,
      body: { amount: 10.5, bank_account_id: account.id, withdraw_password: '1234' },
    })
    expect(withdrawal.code).toBe(100)
    expect(await totalCash(token)).toBeCloseTo(before - 10.5, 2)
  })

  test('a settled deposit shows in the next my_cash', requires('in-process'), async () => {
    const token = await session()
    const before = await totalCash(token)
    const channels = successData(
      'listDepositChannels',
      await call('listDepositChannels', { body: {}, token }),
    )
    const channel = channels.list[0]
    if (!channel) throw new Error('no deposit channel')
    const order = successData(
      'createDeposit',
      await call('createDeposit', {
        token,
        body: { channel_id: channel.id, amount: channel.min_amount, depositor_name: 'A' },
      }),
    )
    expect(await totalCash(token)).toBe(before)
    await settleDeposit(await database(), order.order_number, 'success')
    expect(await totalCash(token)).toBe(before + channel.min_amount)
  })
})

describe('sessions follow logout, revocation and expiry', requires('in-process'), () => {
  test('a logged-out token answers 401 at once', async () => {
    const token = await loginAs('demo888', { fresh: true })
    if (!token) throw new Error('no session')
    await totalCash(token)
    await call('logout', { body: {}, token })
    expectProtocolError(await call('getMyCash', { body: {}, token }), 401)
  })

  test('a session ended in the database answers 401 at once', async () => {
    const db = await database()
    const { token } = await createSession(db, ACCOUNTS.player01)
    await totalCash(token)
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token = $1`, [
      sessionKey(token),
    ])
    expectProtocolError(await call('getMyCash', { body: {}, token }), 401)
  })

  test('a session expires on time with no write in between', async () => {
    const db = await database()
    const { token } = await createSession(db, ACCOUNTS.player01)
    await db.query(`UPDATE sessions SET expires_at = now() + interval '600 milliseconds' WHERE token = $1`, [
      sessionKey(token),
    ])
    await totalCash(token)
    await new Promise((resolve) => setTimeout(resolve, 700))
    expectProtocolError(await call('getMyCash', { body: {}, token }), 401)
  })
})
