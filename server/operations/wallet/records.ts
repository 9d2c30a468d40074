import type { RawHandler } from '../context.ts'
import { badRequest } from '../../http/envelope.ts'
import { handler, type ResponseData } from '../define.ts'
import { expireDeposits } from './deposits.ts'
import { channelNameIn } from './channel-names.ts'
import { type OrderStatus, asCurrency, member } from './shared.ts'

/** Bet, transfer and deposit/withdrawal records, paged over a Caracas-time date range. */
export interface RangeInput {
  start_at?: string | undefined
  end_at?: string | undefined
  page?: number | undefined
  page_size?: number | undefined
}

/** The contract's bounds of `page` and `page_size`; what reaches SQL LIMIT/OFFSET is checked again here. */
export const MAX_PAGE = 100_000
export const MAX_PAGE_SIZE = 100

function bounded(value: number, max: number, pointer: string): number {
  if (!Number.isSafeInteger(value) || value < 1 || value > max)
    throw badRequest(pointer, `must be an integer from 1 to ${max}`, 'maximum')
  return value
}

/** Date range (default: the last 30 days) and paging of the record lists. */
export function rangeOf(input: RangeInput | undefined) {
  const end = input?.end_at ? new Date(input.end_at) : new Date(Date.now() + 60_000)
  const start = input?.start_at ? new Date(input.start_at) : new Date(end.getTime() - 30 * 86_400_000)
  if (Number.isNaN(start.getTime())) throw badRequest('/body/start_at', 'must be a date-time', 'format')
  if (Number.isNaN(end.getTime())) throw badRequest('/body/end_at', 'must be a date-time', 'format')
  const page = bounded(input?.page ?? 1, MAX_PAGE, '/body/page')
  const pageSize = bounded(input?.page_size ?? 20, MAX_PAGE_SIZE, '/body/page_size')
  return { start: start.toISOString(), end: end.toISOString(), page, pageSize, offset: (page - 1) * pageSize }
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString()

const listBetRecords = handler('listBetRecords', async (ctx) => {
  const session = member(ctx)
  const range = rangeOf(ctx.body)
  const where = `b.member_id = $1 AND b.bet_at >= $2 AND b.bet_at < $3
                 AND ($4::int IS NULL OR b.provider_id = $4) AND ($5::int IS NULL OR b.game_type = $5)`
  const params = [
    session.member_id,
    range.start,
    range.end,
    ctx.body.gp_id ?? null,
    ctx.body.game_type ?? null,
  ]
  const rows = await ctx.db.query<{
    id: string
    bet_number: string
    provider_id: number
    gp_name: string
    game_type: number
    game_name: { en_US: string } | null
    bet_amount: string
    valid_amount: string
    payout: string
    status: 'unsettled' | 'settled' | 'cancelled'
    bet_at: Date
    settled_at: Date | null
  }>(
    `SELECT b.id::text, b.bet_number, b.provider_id, p.name AS gp_name, b.game_type, b.game_name, b.bet_amount::text,
            b.valid_amount::text, b.payout::text, b.status, b.bet_at, b.settled_at
       FROM bet_records b JOIN providers p ON p.id = b.provider_id
      WHERE ${where} ORDER BY b.bet_at DESC, b.id DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const summary = await ctx.db.query<{
    total: number
    bet: string
    valid: string
    payout: string
    profit: string
  }>(
    `SELECT count(*)::int AS total, COALESCE(sum(bet_amount), 0)::text AS bet, COALESCE(sum(valid_amount), 0)::text AS valid,
            COALESCE(sum(payout), 0)::text AS payout,
            COALESCE(sum(CASE WHEN status = 'settled' THEN payout - bet_amount ELSE 0 END), 0)::text AS profit
       FROM bet_records b WHERE ${where}`,
    params,
  )
  const totals = summary.rows[0]
  return {
    list: rows.rows.map((row) => ({
      id: Number(row.id),
      bet_number: row.bet_number,
      gp_id: row.provider_id,
      gp_name: row.gp_name,
      game_type: gameTypeOf(row.game_type),
      game_name: row.game_name,
      bet_amount: Number(row.bet_amount),
      valid_amount: Number(row.valid_amount),
      payout: Number(row.payout),
      profit: row.status === 'settled' ? Number(row.payout) - Number(row.bet_amount) : 0,
      status: row.status,
      bet_at: new Date(row.bet_at).toISOString(),
      settled_at: iso(row.settled_at),
    })),
    total: totals?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
    summary: {
      bet_amount: Number(totals?.bet ?? 0),
      valid_amount: Number(totals?.valid ?? 0),
      payout: Number(totals?.payout ?? 0),
      profit: Number(totals?.profit ?? 0),
    },
  }
})

type GameTypeId = ResponseData<'listBetRecords'>['list'][number]['game_type']
const GAME_TYPES: readonly GameTypeId[] = [2, 3, 4, 5, 6, 7, 8, 9]
function gameTypeOf(value: number): GameTypeId {
  return GAME_TYPES.find((type) => type === value) ?? 2
}

type TransferType = ResponseData<'listTransferRecords'>['list'][number]['type']
function transferType(kind: string): TransferType {
  if (kind.startsWith('game_transfer')) return 'transfer'
  if (kind.startsWith('recovery')) return 'recovery'
  if (kind.startsWith('red_envelope')) return 'red_envelope'
  if (kind.startsWith('discount') || kind === 'recommend_reward') return 'discount'
  if (kind.startsWith('agent_transfer')) return 'agent_transfer'
  return 'adjustment'
}

const listTransferRecords = handler('listTransferRecords', async (ctx) => {
  const session = member(ctx)
  const range = rangeOf(ctx.body)
  const where = `l.member_id = $1 AND w.wallet_code = 'main' AND l.created_at >= $2 AND l.created_at < $3
                 AND l.kind NOT IN ('deposit', 'withdrawal', 'withdrawal_refund', 'opening_balance')
                 AND ($4::int IS NULL OR x.provider_id = $4)`
  const from = `FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id
                LEFT JOIN LATERAL (
                  SELECT p.id AS provider_id, p.name FROM wallet_ledger l2
                    JOIN wallets w2 ON w2.id = l2.wallet_id JOIN providers p ON p.code = w2.wallet_code
                   WHERE l2.reference = l.reference AND l2.member_id = l.member_id AND l2.id <> l.id LIMIT 1) x ON true`
  const params = [session.member_id, range.start, range.end, ctx.body.gp_id ?? null]
  const rows = await ctx.db.query<{
    id: string
    reference: string | null
    provider_id: number | null
    name: string | null
    amount: string
    balance_after: string
    kind: string
    created_at: Date
  }>(
    `SELECT l.id::text, l.reference, x.provider_id, x.name, l.amount::text, l.balance_after::text, l.kind, l.created_at
       ${from} WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const count = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from} WHERE ${where}`,
    params,
  )
  return {
    list: rows.rows.map((row) => ({
      id: Number(row.id),
      order_number: row.reference ?? `L${row.id}`,
      gp_id: row.provider_id,
      gp_name: row.name,
      direction: Number(row.amount) > 0 ? ('in' as const) : ('out' as const),
      type: transferType(row.kind),
      amount: Math.abs(Number(row.amount)),
      after_cash: Number(row.balance_after),
      status: 'success' as const,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total: count.rows[0]?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
  }
})

const listDWRecords = handler('listDWRecords', async (ctx) => {
  const session = member(ctx)
  await expireDeposits(ctx.db, session.member_id)
  const range = rangeOf(ctx.body)
  const union = `SELECT 'deposit' AS type, o.order_number, o.amount, o.fee, o.currency, o.status, c.name AS channel_name,
                        o.remark, o.created_at, o.completed_at
                   FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id WHERE o.member_id = $1
                 UNION ALL
                 SELECT 'withdrawal', o.order_number, o.amount, o.fee, o.currency, o.status, b.bank_name || ' ' || right(b.account_number, 4),
                        o.remark, o.created_at, o.completed_at
                   FROM withdraw_orders o JOIN bank_accounts b ON b.id = o.bank_account_id WHERE o.member_id = $1`
  const where = `r.created_at >= $2 AND r.created_at < $3 AND ($4::text IS NULL OR r.type = $4) AND ($5::text IS NULL OR r.status = $5)`
  const params = [session.member_id, range.start, range.end, ctx.body.type ?? null, ctx.body.status ?? null]
  const rows = await ctx.db.query<{
    type: 'deposit' | 'withdrawal'
    order_number: string
    amount: string
    fee: string
    currency: string
    status: OrderStatus
    channel_name: string | null
    remark: string | null
    created_at: Date
    completed_at: Date | null
  }>(
    `SELECT r.type, r.order_number, r.amount::text, r.fee::text, r.currency, r.status, r.channel_name, r.remark,
            r.created_at, r.completed_at
       FROM (${union}) r WHERE ${where} ORDER BY r.created_at DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const count = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${union}) r WHERE ${where}`,
    params,
  )
  return {
    list: rows.rows.map((row) => ({
      order_number: row.order_number,
      type: row.type,
      amount: Number(row.amount),
      fee: Number(row.fee),
      currency: asCurrency(row.currency),
      status: row.status,
      channel_name:
        row.type === 'deposit' && row.channel_name
          ? channelNameIn(row.channel_name, ctx.lang)
          : row.channel_name,
      remark: row.remark,
      created_at: new Date(row.created_at).toISOString(),
      completed_at: iso(row.completed_at),
    })),
    total: count.rows[0]?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
  }
})

export const recordsHandlers: [string, RawHandler][] = [listBetRecords, listTransferRecords, listDWRecords]
