import type { RawHandler } from '../context.ts'
import { handler } from '../define.ts'
import { member, rangeOf } from '../wallet/index.ts'
import { COMMISSION, activeAgent, levelNames } from './shared.ts'

/** Operation and stratified reports from the downline's bet records, by Caracas-time day. */
const DAY_SQL = `(b.bet_at AT TIME ZONE 'America/Caracas')::date`

const getOperationReport = handler('getOperationReport', async (ctx) => {
  const agent = await activeAgent(ctx)
  const range = rangeOf(ctx.body)
  const params = [agent.id, range.start, range.end]
  // One row per Caracas day with activity: bets from bet_records, money from the ledger.
  const daily = `
    WITH downline AS (SELECT id, created_at FROM members WHERE introducer_agent_id = $1),
    bets AS (
      SELECT ${DAY_SQL} AS day, count(DISTINCT b.member_id)::int AS active_members, sum(b.bet_amount) AS bet_total,
             sum(b.valid_amount) AS valid_bet_total, sum(b.payout) AS payout_total
        FROM bet_records b WHERE b.member_id IN (SELECT id FROM downline) AND b.status = 'settled'
         AND b.bet_at >= $2 AND b.bet_at < $3 GROUP BY 1),
    money AS (
      SELECT (l.created_at AT TIME ZONE 'America/Caracas')::date AS day,
             sum(l.amount) FILTER (WHERE l.kind = 'deposit') AS deposit_total,
             -sum(l.amount) FILTER (WHERE l.kind IN ('withdrawal', 'withdrawal_refund')) AS withdrawal_total
        FROM wallet_ledger l WHERE l.member_id IN (SELECT id FROM downline) AND l.created_at >= $2 AND l.created_at < $3
       GROUP BY 1),
    joined AS (
      SELECT (d.created_at AT TIME ZONE 'America/Caracas')::date AS day, count(*)::int AS new_members
        FROM downline d WHERE d.created_at >= $2 AND d.created_at < $3 GROUP BY 1),
    days AS (SELECT day FROM bets UNION SELECT day FROM money UNION SELECT day FROM joined)
    SELECT days.day::text AS date, COALESCE(j.new_members, 0) AS new_members, COALESCE(b.active_members, 0) AS active_members,
           COALESCE(m.deposit_total, 0)::text AS deposit_total, COALESCE(m.withdrawal_total, 0)::text AS withdrawal_total,
           COALESCE(b.bet_total, 0)::text AS bet_total, COALESCE(b.valid_bet_total, 0)::text AS valid_bet_total,
           COALESCE(b.payout_total, 0)::text AS payout_total,
           (COALESCE(b.bet_total, 0) - COALESCE(b.payout_total, 0))::text AS profit
      FROM days LEFT JOIN bets b ON b.day = days.day LEFT JOIN money m ON m.day = days.day LEFT JOIN joined j ON j.day = days.day`
  type Row = {
    date: string
    new_members: number
    active_members: number
    deposit_total: string
    withdrawal_total: string
    bet_total: string
    valid_bet_total: string
    payout_total: string
    profit: string
  }
  const rows = await ctx.db.query<Row>(
    `${daily} ORDER BY days.day DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const summary = await ctx.db.query<Row & { total: number }>(
    `SELECT count(*)::int AS total, '' AS date, COALESCE(sum(new_members), 0)::int AS new_members,
            COALESCE(max(active_members), 0)::int AS active_members,
            COALESCE(sum(deposit_total::numeric), 0)::text AS deposit_total, COALESCE(sum(withdrawal_total::numeric), 0)::text AS withdrawal_total,
            COALESCE(sum(bet_total::numeric), 0)::text AS bet_total, COALESCE(sum(valid_bet_total::numeric), 0)::text AS valid_bet_total,
            COALESCE(sum(payout_total::numeric), 0)::text AS payout_total, COALESCE(sum(profit::numeric), 0)::text AS profit
       FROM (${daily}) t`,
    params,
  )
  const toRow = (row: Row, date: string) => ({
    date,
    new_members: row.new_members,
    active_members: row.active_members,
    deposit_total: Number(row.deposit_total),
    withdrawal_total: Number(row.withdrawal_total),
    bet_total: Number(row.bet_total),
    valid_bet_total: Number(row.valid_bet_total),
    payout_total: Number(row.payout_total),
    profit: Number(row.profit),
  })
  const total = summary.rows[0]
  return {
    list: rows.rows.map((row) => toRow(row, row.date)),
    total: total?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
    summary: total ? toRow(total, range.end.slice(0, 10)) : null,
  }
})

const getStratifiedReport = handler('getStratifiedReport', async (ctx) => {
  const agent = await activeAgent(ctx)
  const session = member(ctx)
  const range = rangeOf(ctx.body)
  const names = await levelNames(ctx.db, session.site_id, ctx.lang ?? 'en_US')
  // Level 0 is the agent's direct players; sub-agents are grouped by their level.
  const rows = await ctx.db.query<{
    agent_level: number
    members: number
    active_members: number
    valid_bet_total: string
    profit: string
  }>(
    `SELECT CASE WHEN m.member_type = 1 THEN 0 ELSE m.agent_level END AS agent_level,
            count(DISTINCT m.id)::int AS members, count(DISTINCT b.member_id)::int AS active_members,
            COALESCE(sum(b.valid_amount), 0)::text AS valid_bet_total, COALESCE(sum(b.bet_amount - b.payout), 0)::text AS profit
       FROM members m
       LEFT JOIN bet_records b ON b.member_id = m.id AND b.status = 'settled' AND b.bet_at >= $2 AND b.bet_at < $3
      WHERE m.introducer_agent_id = $1 AND ($4::int IS NULL OR (CASE WHEN m.member_type = 1 THEN 0 ELSE m.agent_level END) = $4)
      GROUP BY 1 ORDER BY 1`,
    [agent.id, range.start, range.end, ctx.body.agent_level ?? null],
  )
  const rate = COMMISSION[agent.level] ?? 0.3
  const list = rows.rows.map((row) => {
    const profit = Number(row.profit)
    return {
      agent_level: row.agent_level,
      level_name:
        row.agent_level === 0 ? 'Players' : (names.get(row.agent_level) ?? `Level ${row.agent_level}`),
      members: row.members,
      active_members: row.active_members,
      valid_bet_total: Number(row.valid_bet_total),
      profit,
      commission: profit > 0 ? Math.round(profit * rate * 100) / 100 : 0,
    }
  })
  return {
    list: list.slice(range.offset, range.offset + range.pageSize),
    total: list.length,
    page: range.page,
    page_size: range.pageSize,
  }
})

export const reportsHandlers: [string, RawHandler][] = [getOperationReport, getStratifiedReport]
