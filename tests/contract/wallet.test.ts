/** Wallet, member-money and agent operations: behaviour a player or agent would notice. */
import { describe, expect, test } from 'vitest'
import { createSession } from '../../server/auth/sessions.ts'
import { settleDeposit } from '../../server/operations/wallet/index.ts'
import { call, newIdempotencyKey } from './support/client.ts'
import { freshMember } from './support/fresh-member.ts'
import { loginAs } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}
function list(data: unknown): unknown[] {
  const value = field(data, 'list')
  return Array.isArray(value) ? value : []
}

async function demo() {
  const token = await loginAs('demo888')
  if (!token) throw new Error('no session')
  return token
}

async function firstChannel(token: string) {
  const channels = await call('listDepositChannels', { token, body: {} })
  const channel = list(channels.data)[0]
  return {
    id: Number(field(channel, 'id')),
    min: Number(field(channel, 'min_amount')),
    max: Number(field(channel, 'max_amount')),
  }
}

describe('deposits', () => {
  test('a deposit answers an order with a payment page; the same key replays the same order', async () => {
    const token = await demo()
    const channel = await firstChannel(token)
    const key = newIdempotencyKey()
    const body = { channel_id: channel.id, amount: channel.min, depositor_name: 'Nguyen Van An' }
    const first = await call('createDeposit', { token, body, idempotencyKey: key })
    const second = await call('createDeposit', { token, body, idempotencyKey: key })
    expect(first.code).toBe(100)
    expect(field(first.data, 'status')).toBe('pending')
    expect(String(field(first.data, 'pay_url'))).toContain(String(field(first.data, 'order_number')))
    expect(field(second.data, 'order_number')).toBe(field(first.data, 'order_number'))
  })

  test('amounts outside the channel range answer 601, an unknown channel 602', async () => {
    const token = await demo()
    const channel = await firstChannel(token)
    const low = await call('createDeposit', {
      token,
      body: { channel_id: channel.id, amount: channel.min / 2, depositor_name: 'A' },
    })
    expect(low.code).toBe(601)
    const high = await call('createDeposit', {
      token,
      body: { channel_id: channel.id, amount: channel.max * 2, depositor_name: 'A' },
    })
    expect(high.code).toBe(601)
    const unknown = await call('createDeposit', { token, body: { channel_id: 99_999, amount: channel.min } })
    expect(unknown.code).toBe(602)
  })

  test('more decimals than the currency has answer 400, never 500', async () => {
    const token = await demo()
    const channel = await firstChannel(token)
    const result = await call('createDeposit', {
      token,
      body: { channel_id: channel.id, amount: channel.min + 0.5 },
    })
    expect(result.status).toBe(400)
  })

  test(
    'a settled deposit credits the main wallet once and shows in the records',
    requires('in-process'),
    async () => {
      const token = await demo()
      const target = await getTarget()
      if (!target.database) throw new Error('sandbox only')
      const channel = await firstChannel(token)
      const before = Number(field((await call('getWithdrawInfo', { token, body: {} })).data, 'cash'))
      const order = await call('createDeposit', {
        token,
        body: { channel_id: channel.id, amount: channel.min, depositor_name: 'A' },
      })
      const orderNumber = String(field(order.data, 'order_number'))
      const settled = await settleDeposit(target.database.db, orderNumber, 'success')
      expect(settled?.status).toBe('success')
      // The provider calling back twice changes nothing.
      await settleDeposit(target.database.db, orderNumber, 'success')
      const after = Number(field((await call('getWithdrawInfo', { token, body: {} })).data, 'cash'))
      expect(after - before).toBe(channel.min)
      const status = await call('getDepositStatus', { token, body: { order_number: orderNumber } })
      expect(field(status.data, 'status')).toBe('success')
      const records = await call('listDWRecords', { token, body: { type: 'deposit' } })
      expect(list(records.data).some((r) => field(r, 'order_number') === orderNumber)).toBe(true)
    },
  )

  test('another member cannot read an order (404)', async () => {
    const token = await demo()
    const channel = await firstChannel(token)
    const order = await call('createDeposit', {
      token,
      body: { channel_id: channel.id, amount: channel.min, depositor_name: 'A' },
    })
    const other = await loginAs('player01')
    const read = await call('getDepositStatus', {
      token: other,
      body: { order_number: String(field(order.data, 'order_number')) },
    })
    expect(read.code).toBe(404)
  })

  test(
    'members needing bank-account verification must bind before depositing (603)',
    requires('in-process'),
    async () => {
      const target = await getTarget()
      if (!target.database) throw new Error('sandbox only')
      // A member of its own (the seed's newbie01 must change its password before any member call).
      const member = await freshMember('bind')
      await target.database.db.query(
        'UPDATE members SET need_bank_account_deposit_verified = true WHERE id = $1',
        [member.id],
      )
      const { token } = await createSession(target.database.db, { id: member.id, site_id: 1 })
      const channels = await call('listDepositChannels', { token, body: {} })
      expect(field(channels.data, 'need_bank_account_deposit_verified')).toBe(true)
      const channel = list(channels.data)[0]
      const refused = await call('createDeposit', {
        token,
        body: {
          channel_id: Number(field(channel, 'id')),
          amount: Number(field(channel, 'min_amount')),
          depositor_name: 'A',
        },
      })
      expect(refused.code).toBe(603)
    },
  )
})

describe('withdrawals and bank accounts', () => {
  test('a wrong withdraw password answers 611, more than the balance 615', async () => {
    const token = await demo()
    const info = await call('getWithdrawInfo', { token, body: {} })
    const accountId = Number(field((field(info.data, 'bank_accounts') as unknown[])[0], 'id'))
    const wrong = await call('createWithdrawal', {
      token,
      body: { amount: 100_000, bank_account_id: accountId, withdraw_password: '9999' },
    })
    expect(wrong.code).toBe(611)
    const cash = Number(field(info.data, 'cash'))
    const tooMuch = await call('createWithdrawal', {
      token,
      body: {
        amount: Math.min(cash + 100_000, 500_000_000),
        bank_account_id: accountId,
        withdraw_password: '1234',
      },
    })
    expect([612, 615]).toContain(tooMuch.code)
  })

  test('a withdrawal debits the main wallet at once', async () => {
    const token = await loginAs('player01')
    const info = await call('getWithdrawInfo', { token, body: {} })
    const accountId = Number(field((field(info.data, 'bank_accounts') as unknown[])[0], 'id'))
    const before = Number(field(info.data, 'cash'))
    const result = await call('createWithdrawal', {
      token,
      body: { amount: 10.5, bank_account_id: accountId, withdraw_password: '1234' },
    })
    expect(result.code).toBe(100)
    expect(field(result.data, 'member_cash')).toBeCloseTo(before - 10.5, 2)
  })

  test('binding the same account twice answers 617', async () => {
    const token = await demo()
    const body = {
      bank_code: 'TCB',
      account_name: 'NGUYEN VAN AN',
      account_number: '9988776655',
      withdraw_password: '1234',
    }
    const first = await call('bindBankAccount', { token, body })
    expect([100, 617, 618]).toContain(first.code)
    const second = await call('bindBankAccount', { token, body })
    expect([617, 618]).toContain(second.code)
  })
})

describe('recovery and records', () => {
  test('recover all moves platform balances to the main wallet', async () => {
    const token = await loginAs('player01')
    const before = await call('getMyCash', { token, body: {} })
    const recovered = await call('recoverAllBalances', { token, body: {} })
    expect(recovered.code).toBe(100)
    expect(field(recovered.data, 'total')).toBe(field(before.data, 'total'))
    const after = await call('getMyCash', { token, body: {} })
    expect(
      list(after.data).length === 0 ||
        (field(after.data, 'my_cash_list') as unknown[]).every((e) => field(e, 'cash') === 0),
    ).toBe(true)
  })

  test('the old recovery endpoint answers 105 for a platform the member does not hold', async () => {
    const token = await loginAs('player01')
    const result = await call('recoverBalance', { token, body: { gp_id: 44 } })
    expect(result.code).toBe(105)
  })

  test('bet records page and summarise within the range', async () => {
    const token = await demo()
    const end = new Date().toISOString()
    const start = new Date(Date.now() - 60 * 86_400_000).toISOString()
    const page = await call('listBetRecords', {
      token,
      body: { start_at: start, end_at: end, page: 1, page_size: 5 },
    })
    expect(list(page.data).length).toBe(5)
    expect(Number(field(page.data, 'total'))).toBeGreaterThan(5)
  })
})

describe('recommend awards and the agent area', () => {
  test('the recommend project carries the member code and link', async () => {
    const token = await demo()
    const project = await call('getRecommendProject', { token, body: {} })
    expect(field(project.data, 'recommend_code')).toBe('LOTUS888')
    expect(String(field(project.data, 'recommend_link'))).toContain('invite=LOTUS888')
  })

  test('a member who is not an agent gets 630 from the proxy centre', async () => {
    const token = await demo()
    const result = await call('listDownline', { token, body: {} })
    expect(result.code).toBe(630)
  })

  test('an agent sees its downline and promotion links', async () => {
    const token = await loginAs('agent001')
    const downline = await call('listDownline', { token, body: {} })
    expect(Number(field(downline.data, 'total'))).toBeGreaterThan(0)
    const links = await call('listPromotionLinks', { token, body: {} })
    expect(list(links.data).map((l) => field(l, 'type'))).toEqual(['member', 'agent'])
  })

  test('applying twice answers 631; an agent applying answers 632', async () => {
    const token = await demo()
    const body = { real_name: 'Nguyen Van An', member_phone: '0901234888' }
    const first = await call('applyForAgent', { token, body })
    expect([100, 631]).toContain(first.code)
    const second = await call('applyForAgent', { token, body })
    expect(second.code).toBe(631)
    const check = await call('checkAgentApplication', { token, body: {} })
    expect(field(check.data, 'apply_status')).toBe(1)
    const agent = await loginAs('agent001')
    expect((await call('applyForAgent', { token: agent, body })).code).toBe(632)
  })

  test('a transfer to someone outside the downline answers 633', async () => {
    const token = await loginAs('agent001')
    const result = await call('transferToDownline', {
      token,
      body: { member_account: 'player01', amount: 1000, withdraw_password: '1234' },
    })
    expect(result.code).toBe(633)
  })
})
