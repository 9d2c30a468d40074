/**
 * Money under concurrency: 200 simultaneous agent transfers, recoveries and withdrawals for one
 * member (agent001), some of them retries with the same Idempotency-Key. The main balance must end
 * where the successful answers say, replays must not move money twice, and in the sandbox every
 * wallet's balance must equal the sum of its ledger rows and never go negative.
 */
import { describe, expect, test } from 'vitest'
import { postLedger } from '../../server/domain/ledger.ts'
import { call, newIdempotencyKey, type CallResult } from './support/client.ts'
import { loginAs } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

function num(data: unknown, field: string): number {
  const value = data && typeof data === 'object' ? new Map(Object.entries(data)).get(field) : undefined
  return typeof value === 'number' ? value : Number.NaN
}
function str(data: unknown, field: string): string {
  const value = data && typeof data === 'object' ? new Map(Object.entries(data)).get(field) : undefined
  return typeof value === 'string' ? value : ''
}

const TRANSFER = 100_000
const WITHDRAW = 200_000

describe('wallet ledger under concurrency', () => {
  test(
    '200 concurrent transfers, recoveries and withdrawals keep the books exact',
    { timeout: 300_000 },
    async ({ skip }) => {
      const token = await loginAs('agent001')
      if (!token) skip('no agent session for this backend')
      const target = await getTarget()
      if (target.database) {
        // Give agent001 platform balances to recover (ledger rows, like a game transfer would).
        const { db } = target.database
        for (const code of ['GPPG', 'GPEV']) {
          await db.query(
            `INSERT INTO wallets (member_id, wallet_code, currency) VALUES (3, $1, 'VND') ON CONFLICT (member_id, wallet_code) DO NOTHING`,
            [code],
          )
          const wallet = await db.query<{ id: number }>(
            'SELECT id FROM wallets WHERE member_id = 3 AND wallet_code = $1',
            [code],
          )
          await postLedger(db, {
            walletId: wallet.rows[0]?.id ?? 0,
            amount: '250000',
            kind: 'contract_setup',
          })
        }
      }
      const before = await call('getWithdrawInfo', { token, body: {} })
      const cash = await call('getMyCash', { token, body: {} })
      expect(before.code).toBe(100)
      const initialMain = num(before.data, 'cash')
      const platforms = num(cash.data, 'total') - initialMain

      const transferKeys = Array.from({ length: 140 }, () => newIdempotencyKey())
      const calls: {
        kind: 'transfer' | 'replay' | 'recover' | 'withdraw'
        key: string
        promise: Promise<CallResult>
      }[] = []
      const transferBody = { member_account: 'dl001vn', amount: TRANSFER, withdraw_password: '1234' }
      for (let i = 0; i < 200; i += 1) {
        if (i % 10 === 9) {
          // A retry of an earlier transfer: same key, same body.
          const key = transferKeys[i % 140] ?? transferKeys[0] ?? newIdempotencyKey()
          calls.push({
            kind: 'replay',
            key,
            promise: call('transferToDownline', { token, body: transferBody, idempotencyKey: key }),
          })
        } else if (i % 10 === 3) {
          const key = newIdempotencyKey()
          calls.push({
            kind: 'recover',
            key,
            promise: call('recoverAllBalances', { token, body: {}, idempotencyKey: key }),
          })
        } else if (i % 10 === 6) {
          const key = newIdempotencyKey()
          const body = { amount: WITHDRAW, bank_account_id: 3, withdraw_password: '1234' }
          calls.push({
            kind: 'withdraw',
            key,
            promise: call('createWithdrawal', { token, body, idempotencyKey: key }),
          })
        } else {
          const key = transferKeys[calls.filter((c) => c.kind === 'transfer').length] ?? newIdempotencyKey()
          calls.push({
            kind: 'transfer',
            key,
            promise: call('transferToDownline', { token, body: transferBody, idempotencyKey: key }),
          })
        }
      }
      const results = await Promise.all(calls.map(async (c) => ({ ...c, result: await c.promise })))

      for (const { result } of results) {
        expect(result.status, result.text).toBeLessThan(500)
        expect(result.verdict.message, result.text).toBe('')
      }
      const okTransfers = results.filter((r) => r.kind === 'transfer' && r.result.code === 100)
      const okWithdrawals = results.filter((r) => r.kind === 'withdraw' && r.result.code === 100)
      // Refusals are the documented ones: not enough money (615) or today's withdrawal limit (616).
      for (const r of results) if (r.result.code !== 100) expect([615, 616]).toContain(r.result.code)
      // A replay answers exactly what the first call with its key answered.
      for (const replay of results.filter((r) => r.kind === 'replay')) {
        const original = results.find((r) => r.kind === 'transfer' && r.key === replay.key)
        if (original && original.result.code === 100 && replay.result.code === 100) {
          expect(str(replay.result.data, 'order_number')).toBe(str(original.result.data, 'order_number'))
        }
      }
      const orderNumbers = new Set(
        results
          .filter((r) => r.result.code === 100 && r.kind !== 'recover')
          .map((r) => str(r.result.data, 'order_number')),
      )
      expect(orderNumbers.size).toBe(okTransfers.length + okWithdrawals.length)

      const after = await call('getWithdrawInfo', { token, body: {} })
      const finalMain = num(after.data, 'cash')
      expect(finalMain).toBeGreaterThanOrEqual(0)
      expect(finalMain).toBe(
        initialMain + platforms - okTransfers.length * TRANSFER - okWithdrawals.length * WITHDRAW,
      )

      if (target.database) {
        const { db } = target.database
        const drift = await db.query<{ wallet_code: string }>(
          `SELECT w.wallet_code FROM wallets w
          WHERE w.member_id IN (3, (SELECT id FROM members WHERE member_account = 'dl001vn'))
            AND w.balance <> COALESCE((SELECT sum(amount) FROM wallet_ledger l WHERE l.wallet_id = w.id), 0)`,
        )
        expect(drift.rows).toEqual([])
        const negative = await db.query(
          'SELECT id FROM wallet_ledger WHERE member_id = 3 AND balance_after < 0',
        )
        expect(negative.rows).toEqual([])
        const outRows = await db.query<{ reference: string; n: number }>(
          `SELECT reference, count(*)::int AS n FROM wallet_ledger WHERE member_id = 3 AND kind = 'agent_transfer_out'
          AND reference = ANY($1::text[]) GROUP BY reference`,
          [[...orderNumbers]],
        )
        expect(outRows.rows.length).toBe(okTransfers.length)
        expect(outRows.rows.every((row) => row.n === 1)).toBe(true)
      }
    },
  )
})

describe('ledger postings in the sandbox', requires('in-process'), () => {
  test(
    '200 concurrent debits never overdraw and the ledger sums to the balance',
    { timeout: 120_000 },
    async () => {
      const target = await getTarget()
      if (!target.database) throw new Error('sandbox only')
      const { db } = target.database
      await db.query(
        `INSERT INTO wallets (member_id, wallet_code, currency) VALUES (2, 'CONTRACT_LEDGER', 'USD') ON CONFLICT (member_id, wallet_code) DO NOTHING`,
      )
      const wallet = await db.query<{ id: number }>(
        "SELECT id FROM wallets WHERE member_id = 2 AND wallet_code = 'CONTRACT_LEDGER'",
      )
      const walletId = wallet.rows[0]?.id ?? 0
      await postLedger(db, { walletId, amount: '100.00', kind: 'contract_setup' })
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          db.transaction((tx) =>
            postLedger(tx, {
              walletId,
              amount: '-0.75',
              kind: 'contract_debit',
              idempotencyKey: `ledger-${walletId}-${i % 150}`,
            }),
          ),
        ),
      )
      const ok = outcomes.filter((o) => o.status === 'fulfilled').length
      // 100 / 0.75 = 133 debits fit; duplicate keys (i >= 150) are refused by the unique index.
      expect(ok).toBe(133)
      const sums = await db.query<{ balance: string; total: string; negatives: number }>(
        `SELECT w.balance::text, (SELECT sum(amount) FROM wallet_ledger WHERE wallet_id = w.id)::text AS total,
              (SELECT count(*)::int FROM wallet_ledger WHERE wallet_id = w.id AND balance_after < 0) AS negatives
         FROM wallets w WHERE w.id = $1`,
        [walletId],
      )
      const row = sums.rows[0]
      expect(row?.balance).toBe(row?.total)
      expect(row?.balance).toBe('0.25')
      expect(row?.negatives).toBe(0)
    },
  )
})
