import { lockMember } from '../../db/locks.ts'
import type { Db } from '../../db/types.ts'
import { postLedger } from '../../domain/ledger.ts'
import { enforceDepositLimit } from '../../protection/index.ts'
import { transactionWithAfterCommit } from '../../db/after-commit.ts'
import { realtime } from '../../realtime/publisher.ts'
import type { OperationContext, RawHandler } from '../context.ts'
import { handler } from '../define.ts'
import {
  type ChannelType,
  DEPOSIT_TTL_MINUTES,
  type DepositOrder,
  MAX_PENDING_DEPOSITS,
  type OrderStatus,
  announceCash,
  asCurrency,
  checkDecimals,
  decimal,
  fail,
  mainWallet,
  memberRow,
  newOrderNumber,
} from './shared.ts'
import { isSameSitePath, payPageUrl } from '../../payments/pay-link.ts'
import { badRequest, businessError, protocolError } from '../../http/envelope.ts'
import { localize } from '../../domain/reference.ts'
import { receivingBankFor } from './receiving-banks.ts'
import { MONEY_UNITS } from '../../domain/money-text.ts'
import { channelsOf, guestScope, needsBankAccount } from './deposit-channels.ts'

/** Deposit orders (member centre and fast payment), their status and settlement. */

/** The provider sends the player back only to a path of this site. */
function returnPathOf(value: string | undefined): string | null {
  if (value === undefined) return null
  if (!isSameSitePath(value)) throw badRequest('/body/return_url', 'must be a path on this site', 'pattern')
  return value
}

interface OrderRow {
  order_number: string
  /** null: a guest's fast payment, which names its agent. */
  member_id: number | null
  channel_id: number
  channel_type: ChannelType
  amount: string
  fee: string
  currency: string
  status: OrderStatus
  return_url: string | null
  created_at: Date
  expires_at: Date | null
}

const ORDER_SQL = `SELECT o.order_number, o.member_id, o.channel_id, c.type AS channel_type, o.amount::text, o.fee::text,
                          o.currency, o.status, o.return_url, o.created_at, o.expires_at
                     FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id`

/** Marks pending deposits whose time ran out as expired (lazily, when they are read). */
export async function expireDeposits(db: Db, memberId: number): Promise<void> {
  await db.query(
    `UPDATE deposit_orders SET status = 'expired', completed_at = now()
      WHERE member_id = $1 AND status = 'pending' AND expires_at IS NOT NULL AND expires_at <= now()`,
    [memberId],
  )
}

async function depositTimes(db: Db, memberId: number): Promise<number> {
  const result = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM deposit_orders WHERE member_id = $1 AND status = 'success'`,
    [memberId],
  )
  return result.rows[0]?.count ?? 0
}

async function orderAnswer(db: Db, order: OrderRow): Promise<DepositOrder> {
  const payable = order.status === 'pending'
  return {
    order_number: order.order_number,
    channel_id: order.channel_id,
    amount: Number(order.amount),
    fee: Number(order.fee),
    currency: asCurrency(order.currency),
    status: order.status,
    pay_url: payable ? payPageUrl(order.order_number) : null,
    pay_info:
      order.channel_type === 'bank_transfer'
        ? {
            ...receivingBankFor(order.currency),
            note: order.order_number,
            qr_code: null,
          }
        : null,
    deposit_times: order.member_id === null ? 1 : await depositTimes(db, order.member_id),
    expires_at: order.expires_at ? new Date(order.expires_at).toISOString() : null,
    created_at: new Date(order.created_at).toISOString(),
  }
}

interface DepositInput {
  channel_id: number
  amount: number
  depositor_name?: string | undefined
  bank_code?: string | undefined
  discount_id?: number | undefined
  return_url?: string | undefined
  agent_id?: number | undefined
  site_id?: number | undefined
  currency?: string | undefined
}

/** Who an order is for: a member, or a guest's fast payment (no member) on a site. */
interface Payer {
  memberId: number | null
  siteId: number
  currency: string
}

const NO_AGENT = {
  en_US: 'The agent of this payment link does not exist',
  vi_VN: 'Đại lý của liên kết thanh toán không tồn tại',
  zh_CN: '该付款链接的代理不存在',
  zh_TW: '該付款連結的代理不存在',
}

/** A fast payment credited to an agent names an active agent of the member's site, else 106 (no agent). */
async function requireLinkAgent(
  ctx: OperationContext<unknown>,
  siteId: number,
  agentId: number,
): Promise<void> {
  const found = await ctx.db.query('SELECT 1 FROM agents WHERE id = $1 AND site_id = $2 AND active', [
    agentId,
    siteId,
  ])
  if (found.rows.length === 0) throw businessError(106, localize(NO_AGENT, ctx.lang))
}

async function createOrder(
  ctx: OperationContext<unknown>,
  input: DepositInput,
  fast: boolean,
): Promise<DepositOrder> {
  const session = ctx.session
  if (!session && !fast) throw protocolError(401, 'Unauthorized')
  const payer: Payer = session
    ? { memberId: session.member_id, siteId: session.site_id, currency: session.member_currency }
    : { memberId: null, ...(await guestScope(ctx, input.site_id, input.currency)) }
  // A guest's payment is credited through its agent: it must name one.
  if (payer.memberId === null && input.agent_id === undefined)
    throw businessError(106, localize(NO_AGENT, ctx.lang))
  if (fast && input.agent_id !== undefined) await requireLinkAgent(ctx, payer.siteId, input.agent_id)
  if (!fast && session && (await needsBankAccount(ctx.db, await memberRow(ctx.db, session.member_id))))
    throw fail(603, 'need_bank_account_deposit_verified', ctx.lang)
  const channel = (await channelsOf(ctx.db, payer.currency, fast)).find((c) => c.id === input.channel_id)
  if (!channel) throw fail(602, 'deposit_channel_unavailable', ctx.lang)
  const amount = decimal(input.amount)
  checkDecimals(amount, payer.currency)
  const range = await ctx.db.query<{ ok: boolean; fee: string }>(
    `SELECT $1::numeric BETWEEN $2::numeric AND $3::numeric AS ok, round($1::numeric * $4::numeric, 2)::text AS fee`,
    [amount, channel.min_amount, channel.max_amount, channel.fee_rate],
  )
  const checked = range.rows[0]
  if (!checked?.ok) throw fail(601, 'deposit_amount_out_of_range', ctx.lang)
  if (payer.memberId !== null) {
    // The deposit limit and the pending count hold only with the member's orders serialised.
    await lockMember(ctx.db, payer.memberId)
    await expireDeposits(ctx.db, payer.memberId)
    await enforceDepositLimit(ctx.db, payer.memberId, Number(amount), payer.currency, ctx.lang)
    const pending = await ctx.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM deposit_orders WHERE member_id = $1 AND status = 'pending'`,
      [payer.memberId],
    )
    if ((pending.rows[0]?.count ?? 0) >= MAX_PENDING_DEPOSITS)
      throw fail(604, 'deposit_pending_order', ctx.lang)
  }
  const orderNumber = newOrderNumber('D')
  await ctx.db.query(
    `INSERT INTO deposit_orders (order_number, member_id, channel_id, amount, fee, currency, status, fast_payment,
                                 agent_id, bank_code, depositor_name, discount_id, return_url, expires_at)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, 'pending', $7, $8, $9, $10, $11, $12,
             now() + make_interval(mins => $13))`,
    [
      orderNumber,
      payer.memberId,
      channel.id,
      amount,
      checked.fee,
      payer.currency,
      fast,
      input.agent_id ?? null,
      input.bank_code ?? null,
      input.depositor_name ?? null,
      input.discount_id ?? null,
      returnPathOf(input.return_url),
      DEPOSIT_TTL_MINUTES,
    ],
  )
  const order = await ctx.db.query<OrderRow>(`${ORDER_SQL} WHERE o.order_number = $1`, [orderNumber])
  const created = order.rows[0]
  if (!created) throw new Error('deposit order vanished')
  return orderAnswer(ctx.db, created)
}

const createDeposit = handler('createDeposit', (ctx) => createOrder(ctx, ctx.body, false))
const createFastDeposit = handler('createFastDeposit', (ctx) => createOrder(ctx, ctx.body, true))

const getDepositStatus = handler('getDepositStatus', async (ctx) => {
  const memberId = ctx.session?.member_id ?? null
  if (memberId !== null) await expireDeposits(ctx.db, memberId)
  else
    await ctx.db.query(
      `UPDATE deposit_orders SET status = 'expired', completed_at = now()
        WHERE order_number = $1 AND member_id IS NULL AND status = 'pending' AND expires_at <= now()`,
      [ctx.body.order_number],
    )
  // A member reads their own orders; a guest only a guest's order whose number it holds.
  const result = await ctx.db.query<OrderRow>(
    `${ORDER_SQL} WHERE o.order_number = $1 AND o.member_id IS NOT DISTINCT FROM $2::int`,
    [ctx.body.order_number, memberId],
  )
  const order = result.rows[0]
  if (!order) throw fail(404, 'not_found', ctx.lang)
  return orderAnswer(ctx.db, order)
})

/**
 * The payment provider's callback, as the sandbox payment page calls it: settles a pending order.
 * Success credits the main wallet (amount minus fee) with a ledger row and pays a pending friend
 * recommendation reward on the first deposit; both realtime events go out after the commit.
 */
export async function settleDeposit(
  db: Db,
  orderNumber: string,
  outcome: 'success' | 'failed',
): Promise<{ status: OrderStatus; memberId: number | null } | null> {
  return transactionWithAfterCommit(db, async (tx, afterCommit) => {
    const locked = await tx.query<{
      id: number
      member_id: number | null
      amount: string
      fee: string
      currency: string
      status: OrderStatus
      expires_at: Date | null
    }>(
      `SELECT id, member_id, amount::text, fee::text, currency, status, expires_at FROM deposit_orders WHERE order_number = $1 FOR UPDATE`,
      [orderNumber],
    )
    const order = locked.rows[0]
    if (!order) return null
    if (order.status !== 'pending') return { status: order.status, memberId: order.member_id }
    if (order.expires_at && new Date(order.expires_at).getTime() <= Date.now()) {
      await tx.query(`UPDATE deposit_orders SET status = 'expired', completed_at = now() WHERE id = $1`, [
        order.id,
      ])
      return { status: 'expired', memberId: order.member_id }
    }
    if (outcome === 'failed') {
      await tx.query(`UPDATE deposit_orders SET status = 'failed', completed_at = now() WHERE id = $1`, [
        order.id,
      ])
      return { status: 'failed', memberId: order.member_id }
    }
    await tx.query(`UPDATE deposit_orders SET status = 'success', completed_at = now() WHERE id = $1`, [
      order.id,
    ])
    // A guest's fast payment moves no wallet here: its agent credits the player.
    if (order.member_id === null) return { status: 'success', memberId: null }
    const main = await mainWallet(tx, order.member_id, order.currency)
    const credited = await tx.query<{ net: string }>('SELECT ($1::numeric - $2::numeric)::text AS net', [
      order.amount,
      order.fee,
    ])
    const net = credited.rows[0]?.net ?? order.amount
    let cash =
      Number(net) > 0
        ? await postLedger(tx, {
            walletId: main.id,
            amount: net,
            kind: 'deposit',
            reference: orderNumber,
            idempotencyKey: `deposit:${orderNumber}`,
          })
        : main.balance
    const times = await depositTimes(tx, order.member_id)
    if (times === 1) {
      // First deposit of a recommended friend: the referrer's reward becomes due.
      const reward = await tx.query<{ id: number; referrer_id: number; currency: string }>(
        `UPDATE recommend_rewards r SET status = 'rewarded', first_deposit_at = now(),
                reward = $2::numeric
           FROM members m WHERE r.friend_id = $1 AND r.status = 'pending' AND m.id = r.referrer_id
         RETURNING r.id, r.referrer_id, m.member_currency AS currency`,
        [order.member_id, String(5 * (MONEY_UNITS[order.currency] ?? 1))],
      )
      const due = reward.rows[0]
      if (due) {
        const wallet = await mainWallet(tx, due.referrer_id, due.currency)
        const after = await postLedger(tx, {
          walletId: wallet.id,
          amount: String(5 * (MONEY_UNITS[due.currency] ?? 1)),
          kind: 'recommend_reward',
          reference: orderNumber,
          idempotencyKey: `recommend:${due.id}`,
        })
        if (due.referrer_id === order.member_id) cash = after
      }
    }
    const memberId = order.member_id
    const deposited = {
      order_number: orderNumber,
      deposit_amount: Number(order.amount),
      deposit_times: times,
      currency: order.currency,
    }
    afterCommit(() => realtime.toMember(memberId, 'member_deposit.success', deposited))
    announceCash(afterCommit, memberId, cash)
    return { status: 'success', memberId }
  })
}

export const depositsHandlers: [string, RawHandler][] = [createDeposit, createFastDeposit, getDepositStatus]
