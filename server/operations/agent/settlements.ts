import type { RawHandler } from '../context.ts'
import { handler } from '../define.ts'
import { iso, rangeOf } from '../wallet/index.ts'
import { activeAgent } from './shared.ts'

/** Weekly performance settlements computed from the downline's results. */
const listPerformanceSettlements = handler('listPerformanceSettlements', async (ctx) => {
  const agent = await activeAgent(ctx)
  const range = rangeOf({ ...ctx.body, start_at: ctx.body.start_at ?? '2000-01-01T00:00:00.000Z' })
  const params = [agent.id, range.start.slice(0, 10), range.end.slice(0, 10)]
  const where = 'agent_id = $1 AND period_end >= $2::date AND period_start < $3::date'
  const rows = await ctx.db.query<{
    id: number
    period_start: string
    period_end: string
    active_members: number
    valid_bet_total: string
    profit: string
    commission_rate: string
    commission: string
    status: 'pending' | 'settled' | 'rejected'
    settled_at: Date | null
  }>(
    `SELECT id, period_start::text, period_end::text, active_members, valid_bet_total::text, profit::text,
            commission_rate::text, commission::text, status, settled_at
       FROM agent_settlements WHERE ${where} ORDER BY period_start DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const count = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM agent_settlements WHERE ${where}`,
    params,
  )
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      period_start: row.period_start,
      period_end: row.period_end,
      active_members: row.active_members,
      valid_bet_total: Number(row.valid_bet_total),
      profit: Number(row.profit),
      commission_rate: Number(row.commission_rate),
      commission: Number(row.commission),
      status: row.status,
      settled_at: iso(row.settled_at),
    })),
    total: count.rows[0]?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
  }
})

export const settlementsHandlers: [string, RawHandler][] = [listPerformanceSettlements]
