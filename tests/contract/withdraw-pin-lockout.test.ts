/**
 * The withdraw password locks after five wrong ones in a row (619 for 30 minutes, the right one
 * included), whichever operation asked for it; the count lives in the database, so it holds under
 * concurrent guesses (also on PostgreSQL with DATABASE_URL).
 * A right one clears the count once its operation is done (a refused operation keeps nothing but the count).
 */
import { afterEach, describe, expect, test } from 'vitest'
import { call } from './support/client.ts'
import { ACCOUNTS, loginAs } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

const RIGHT_PIN = '1234'
const member = ACCOUNTS.profile02

async function token(): Promise<string> {
  const found = await loginAs('profile02')
  if (!found) throw new Error('no session for profile02')
  return found
}

/** A withdrawal to a bank account that does not exist: a right withdraw password gets as far as 400. */
const withdraw = async (pin: string) =>
  call('createWithdrawal', {
    token: await token(),
    body: { bank_account_id: 999_999, amount: 100_000, withdraw_password: pin },
  })

async function database() {
  const db = (await getTarget()).database?.db
  if (!db) throw new Error('the lockout test needs the in-process sandbox')
  return db
}

/** Time passing: the lock ends as it would 30 minutes later. */
async function endLock(): Promise<void> {
  await (
    await database()
  ).query(
    `UPDATE secret_failures SET locked_until = now() - interval '1 second' WHERE member_id = $1 AND locked_until IS NOT NULL`,
    [member.id],
  )
}

describe('withdraw password lockout', requires('in-process'), () => {
  afterEach(async () => {
    await (await database()).query('DELETE FROM secret_failures WHERE member_id = $1', [member.id])
  })

  test('five wrong withdraw passwords lock it for every operation, the right one included, until the lock ends', async () => {
    const codes: (number | undefined)[] = []
    for (const pin of ['0000', '1111', '2222', '3333', '4444']) codes.push((await withdraw(pin)).code)
    expect(codes).toEqual([611, 611, 611, 611, 619])

    const locked = await withdraw(RIGHT_PIN)
    expect(locked.code).toBe(619)
    expect(locked.verdict.ok).toBe(true)
    const inVietnamese = await call('unbindBankAccount', {
      token: await token(),
      lang: 'vi_VN',
      body: { id: 999_999, withdraw_password: RIGHT_PIN },
    })
    expect(inVietnamese.code).toBe(619)
    expect(inVietnamese.message).toContain('30 phút')
    const change = await call('editWithdrawPassword', {
      token: await token(),
      body: { withdraw_password: '9876', old_withdraw_password: RIGHT_PIN, password: 'lotus123' },
    })
    expect(change.code).toBe(619)

    await endLock()
    expect((await withdraw(RIGHT_PIN)).status).toBe(400)
    // A fresh count after the lock: one wrong one is only "wrong" again.
    expect((await withdraw('0000')).code).toBe(611)
  })

  test('an operation done with the right withdraw password clears the count of wrong ones', async () => {
    for (let n = 0; n < 4; n += 1) expect((await withdraw('0000')).code).toBe(611)
    const same = await call('editWithdrawPassword', {
      token: await token(),
      body: { withdraw_password: RIGHT_PIN, old_withdraw_password: RIGHT_PIN, password: 'lotus123' },
    })
    expect(same.code).toBe(100)
    for (let n = 0; n < 4; n += 1) expect((await withdraw('0000')).code).toBe(611)
  })

  test('twenty concurrent wrong guesses: four are told "wrong", the rest find it locked', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => withdraw(String(5000 + n))))
    const codes = answers.map((answer) => answer.code)
    expect(codes.filter((code) => code === 611)).toHaveLength(4)
    expect(codes.filter((code) => code === 619)).toHaveLength(16)
    expect((await withdraw(RIGHT_PIN)).code).toBe(619)
  })
})
