/**
 * Withdrawals and agent applications finish: the back office (the sandbox's clock, or its operator
 * hooks) pays, rejects or cancels a withdrawal and approves or rejects an application. Rejected and
 * cancelled money comes back exactly once, however many decisions arrive at once (PostgreSQL too);
 * the member sees the outcome in the records and hears it on the private channel.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, vi } from 'vitest'
import { settleDue } from '../../server/backoffice/clock.ts'
import { createSession } from '../../server/auth/sessions.ts'
import type { Db } from '../../server/db/types.ts'
import { postLedger } from '../../server/domain/ledger.ts'
import { memberChannel } from '../../server/realtime/channels.ts'
import { realtime } from '../../server/realtime/publisher.ts'
import { call } from './support/client.ts'
import { freshMember } from './support/fresh-member.ts'
import { expectBusinessError, expectSuccess, opTest, successData } from './support/harness.ts'
import { getTarget, requires } from './support/target.ts'

vi.setConfig({ testTimeout: 120_000 })

interface Heard {
  channel: string
  name: string
  data: unknown
}
const heard: Heard[] = []
let detach: () => void = () => undefined

async function database(): Promise<Db> {
  const target = await getTarget()
  if (!target.database) throw new Error('in-process sandbox only')
  return target.database.db
}

/** A member of its own with a session, `balance` in the main wallet and a bank account. */
async function withdrawer(balance: number): Promise<{ id: number; token: string; account: number }> {
  const db = await database()
  const member = await freshMember('wd')
  await db.query(
    `INSERT INTO wallets (member_id, wallet_code, currency) VALUES ($1, 'main', 'VND') ON CONFLICT (member_id, wallet_code) DO NOTHING`,
    [member.id],
  )
  const wallet = await db.query<{ id: number }>(
    `SELECT id FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
    [member.id],
  )
  const walletId = wallet.rows[0]?.id
  if (walletId === undefined) throw new Error('no main wallet')
  if (balance > 0) await postLedger(db, { walletId, amount: String(balance), kind: 'adjustment' })
  const bank = await db.query<{ code: string; name: string }>(
    `SELECT code, name FROM banks WHERE currency = 'VND' LIMIT 1`,
  )
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO bank_accounts (member_id, bank_code, bank_name, account_name, account_number, is_default, verified)
     VALUES ($1, $2, $3, 'Fresh Member', $4, true, true) RETURNING id`,
    [
      member.id,
      bank.rows[0]?.code,
      bank.rows[0]?.name,
      randomBytes(5).toString('hex').replace(/\D/g, '7').padEnd(10, '1'),
    ],
  )
  const { token } = await createSession(db, { id: member.id, site_id: 1 })
  return { id: member.id, token, account: inserted.rows[0]?.id ?? 0 }
}

async function withdraw(member: { token: string; account: number }, amount: number): Promise<string> {
  const created = successData(
    'createWithdrawal',
    await call('createWithdrawal', {
      token: member.token,
      body: { amount, bank_account_id: member.account, withdraw_password: '1234' },
    }),
  )
  expect(created.status).toBe('processing')
  return created.order_number
}

async function mainBalance(memberId: number): Promise<number> {
  const db = await database()
  const found = await db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
    [memberId],
  )
  return Number(found.rows[0]?.balance)
}

async function recordStatus(token: string, orderNumber: string): Promise<unknown> {
  const records = await call('listDWRecords', { token, body: { page: 1, page_size: 50, type: 'withdrawal' } })
  expectSuccess(records)
  const list =
    records.data && typeof records.data === 'object'
      ? new Map(Object.entries(records.data)).get('list')
      : null
  const row = Array.isArray(list)
    ? list.find(
        (item: unknown) =>
          item &&
          typeof item === 'object' &&
          new Map(Object.entries(item)).get('order_number') === orderNumber,
      )
    : undefined
  return row && typeof row === 'object' ? new Map(Object.entries(row)).get('status') : undefined
}

/** Waits for an event on a member's channel (published after the commit). */
async function hear(memberId: number, name: string, data?: unknown): Promise<Heard> {
  const channel = memberChannel(memberId)
  const same = (value: unknown) => data === undefined || JSON.stringify(value) === JSON.stringify(data)
  for (let waited = 0; waited < 3_000; waited += 50) {
    const found = heard.find((event) => event.channel === channel && event.name === name && same(event.data))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(
    `no ${name} on ${channel}; heard ${heard.map((event) => `${event.channel}:${event.name}`).join(', ')}`,
  )
}

describe('the back office finishes withdrawals and agent applications', requires('in-process'), () => {
  beforeAll(async () => {
    await getTarget()
    detach = realtime.attach({
      publish(channel, name, data) {
        heard.push({ channel, name, data })
      },
    })
  })
  afterAll(() => detach())

  opTest(
    'settleSandboxWithdrawal',
    'a paid withdrawal is success in the records, the money stays out, a letter tells the member',
    async () => {
      const member = await withdrawer(1_000_000)
      const order = await withdraw(member, 200_000)
      expect(await recordStatus(member.token, order)).toBe('processing')
      const settled = successData(
        'settleSandboxWithdrawal',
        await call('settleSandboxWithdrawal', { body: { order_number: order, outcome: 'success' } }),
      )
      expect(settled).toEqual({ order_number: order, status: 'success', changed: true, member_cash: null })
      expect(await recordStatus(member.token, order)).toBe('success')
      expect(await mainBalance(member.id)).toBe(800_000)
      await hear(member.id, 'letter.sent')
      // Deciding again changes nothing.
      const again = successData(
        'settleSandboxWithdrawal',
        await call('settleSandboxWithdrawal', { body: { order_number: order, outcome: 'failed' } }),
      )
      expect(again.changed).toBe(false)
      expect(again.status).toBe('success')
      expect(await mainBalance(member.id)).toBe(800_000)
    },
  )

  opTest(
    'settleSandboxWithdrawal',
    'a rejected or cancelled withdrawal gives the money back once, with member.cash',
    async () => {
      const member = await withdrawer(1_000_000)
      const rejected = await withdraw(member, 300_000)
      const cancelled = await withdraw(member, 100_000)
      expect(await mainBalance(member.id)).toBe(600_000)
      const back = successData(
        'settleSandboxWithdrawal',
        await call('settleSandboxWithdrawal', { body: { order_number: rejected, outcome: 'failed' } }),
      )
      expect(back.member_cash).toBe(900_000)
      await hear(member.id, 'member.cash', { cash: 900_000 })
      expect(await recordStatus(member.token, rejected)).toBe('failed')
      successData(
        'settleSandboxWithdrawal',
        await call('settleSandboxWithdrawal', { body: { order_number: cancelled, outcome: 'cancelled' } }),
      )
      expect(await recordStatus(member.token, cancelled)).toBe('cancelled')
      expect(await mainBalance(member.id)).toBe(1_000_000)
      expectBusinessError(
        await call('settleSandboxWithdrawal', { body: { order_number: 'W-NO-SUCH', outcome: 'failed' } }),
        404,
      )
    },
  )

  opTest(
    'settleSandboxWithdrawal',
    'twenty rejections at once refund exactly once; the ledger agrees with the balance',
    async () => {
      const member = await withdrawer(500_000)
      const order = await withdraw(member, 250_000)
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call('settleSandboxWithdrawal', {
            body: { order_number: order, outcome: index % 2 === 0 ? 'failed' : 'cancelled' },
          }),
        ),
      )
      const changed = results.map((result) => successData('settleSandboxWithdrawal', result).changed)
      expect(changed.filter(Boolean)).toHaveLength(1)
      expect(await mainBalance(member.id)).toBe(500_000)
      const db = await database()
      const ledger = await db.query<{ refunds: number; total: string }>(
        `SELECT count(*) FILTER (WHERE kind = 'withdrawal_refund')::int AS refunds, sum(amount)::text AS total
         FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = $1 AND w.wallet_code = 'main'`,
        [member.id],
      )
      expect(ledger.rows[0]?.refunds).toBe(1)
      expect(Number(ledger.rows[0]?.total)).toBe(500_000)
    },
  )

  opTest(
    'settleSandboxWithdrawal',
    'the back office clock pays old withdrawals and rejects those ending in 44',
    async () => {
      const member = await withdrawer(1_000_000)
      const paid = await withdraw(member, 120_000)
      const refused = await withdraw(member, 100_044)
      await settleDue(await database(), 0)
      expect(await recordStatus(member.token, paid)).toBe('success')
      expect(await recordStatus(member.token, refused)).toBe('failed')
      expect(await mainBalance(member.id)).toBe(880_000)
    },
  )

  opTest(
    'decideSandboxAgentApplication',
    'an approved application makes an active agent (profile.updated); a rejected one may apply again',
    async () => {
      const approved = await withdrawer(0)
      const apply = (token: string, phone: string) =>
        call('applyForAgent', { token, body: { real_name: 'Fresh Member', member_phone: phone } })
      expectSuccess(await apply(approved.token, '0912345678'))
      expect(
        successData(
          'checkAgentApplication',
          await call('checkAgentApplication', {
            token: approved.token,
            body: {},
          }),
        ).apply_status,
      ).toBe(1)
      expect(
        successData(
          'decideSandboxAgentApplication',
          await call('decideSandboxAgentApplication', {
            body: { member_id: approved.id, outcome: 'approved' },
          }),
        ).apply_status,
      ).toBe(2)
      const status = successData(
        'checkAgentApplication',
        await call('checkAgentApplication', {
          token: approved.token,
          body: {},
        }),
      )
      expect(status).toEqual({ apply_status: 2, agent_active: true })
      const layout = successData(
        'getMemberLayout',
        await call('getMemberLayout', { token: approved.token, body: {} }),
      )
      expect(layout.is_agent).toBe(true)
      // The new agent's two promotion links are made at its first look, and kept.
      const links = successData(
        'listPromotionLinks',
        await call('listPromotionLinks', { token: approved.token, body: {} }),
      )
      expect(links.list.map((link) => link.type)).toEqual(['member', 'agent'])
      const again = successData(
        'listPromotionLinks',
        await call('listPromotionLinks', { token: approved.token, body: {} }),
      )
      expect(again.list.map((link) => link.code)).toEqual(links.list.map((link) => link.code))
      await hear(approved.id, 'profile.updated')
      expectBusinessError(
        await call('decideSandboxAgentApplication', {
          body: { member_id: approved.id, outcome: 'rejected' },
        }),
        404,
      )

      const rejected = await withdrawer(0)
      expectSuccess(await apply(rejected.token, '0912345644'))
      await settleDue(await database(), 0)
      expect(
        successData(
          'checkAgentApplication',
          await call('checkAgentApplication', {
            token: rejected.token,
            body: {},
          }),
        ).apply_status,
      ).toBe(3)
      await hear(rejected.id, 'letter.sent')
      expectSuccess(await apply(rejected.token, '0912345678'))
    },
  )
})
