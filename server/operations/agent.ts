import type { Db } from '../db/types.ts'
import { InsufficientBalanceError, postLedger } from '../domain/ledger.ts'
import type { OperationContext, RawHandler } from './context.ts'
import { handler } from './define.ts'
import { requireSite } from './sites.ts'
import {
  announceCash,
  checkDecimals,
  checkWithdrawPassword,
  decimal,
  fail,
  iso,
  mainWallet,
  member,
  memberRow,
  newOrderNumber,
  rangeOf,
} from './wallet.ts'

/**
 * Agent (proxy) tag. The downline is every member whose introducer is the agent; reports and
 * settlements are computed from their orders, ledger and bet records, never stored per request.
 */

/** Commission rate per agent level. */
const COMMISSION: Record<number, number> = { 1: 0.3, 2: 0.35, 3: 0.4 }

interface AgentRow {
  id: number
  level: number
  active: boolean
}

async function activeAgent(ctx: OperationContext<unknown>): Promise<AgentRow> {
  const session = member(ctx)
  const result = await ctx.db.query<AgentRow>('SELECT id, level, active FROM agents WHERE member_id = $1', [
    session.member_id,
  ])
  const agent = result.rows[0]
  if (!agent?.active) throw fail(630, 'not_agent', ctx.lang)
  return agent
}

async function levelNames(db: Db, siteId: number, locale: string): Promise<Map<number, string>> {
  const result = await db.query<{ level: number; names: Record<string, string> }>(
    'SELECT level, names FROM agent_level_names WHERE site_id = $1',
    [siteId],
  )
  return new Map(result.rows.map((row) => [row.level, row.names[locale] ?? row.names.en_US ?? `Level ${row.level}`]))
}

const PLAN_HTML = `<p>Earn a share of the net profit your players bring, every week. Commission is calculated on the
settled bets of your downline and paid into your main wallet after each weekly settlement.</p>
<ul><li>No fee to join; approval within one working day.</li>
<li>Your own promotion links and QR codes, for players and for sub-agents.</li>
<li>Live reports: downline, operation table, stratified table and settlements.</li></ul>`

const AGREEMENT_HTML = `<h3>1. Scope</h3><p>This agreement governs the promotion of the site by the agent (affiliate).</p>
<h3>2. Commission</h3><p>Commission is a share of net profit (bets minus payouts, bonuses and fees) of the agent's active
downline in a weekly period, at the rate of the agent's level. Negative periods are not carried over.</p>
<h3>3. Conduct</h3><p>The agent must not send unsolicited messages, bid on the site's brand names or target minors.
Self-referral and multiple accounts void all commission.</p>
<h3>4. Affiliate terms</h3><p>Links are personal. The operator may change rates with 14 days' notice and may end this
agreement at any time; earned commission of settled periods is paid out.</p>`

const getAgentPlan = handler('getAgentPlan', async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = ctx.body.language ?? ctx.lang ?? site.default_language
  const names = await levelNames(ctx.db, site.id, locale)
  return {
    title: 'Agent programme',
    content: PLAN_HTML,
    levels: [...names.entries()]
      .sort(([a], [b]) => a - b)
      .map(([level, name]) => ({
        agent_level: level,
        name,
        commission_rate: COMMISSION[level] ?? 0.3,
        min_active_members: level * 5,
        min_profit: 0,
      })),
  }
})

const getAgentAgreement = handler('getAgentAgreement', async (ctx) => {
  await requireSite(ctx.db, ctx.body.site_id)
  return { title: 'Agent agreement and affiliate terms', content: AGREEMENT_HTML, updated_at: '2026-01-01T00:00:00.000Z' }
})

const applyForAgent = handler('applyForAgent', async (ctx) => {
  const session = member(ctx)
  const agent = await ctx.db.query('SELECT 1 FROM agents WHERE member_id = $1', [session.member_id])
  if (agent.rows.length > 0) throw fail(632, 'already_agent', ctx.lang)
  const pending = await ctx.db.query('SELECT 1 FROM agent_applications WHERE member_id = $1 AND status = 1', [
    session.member_id,
  ])
  if (pending.rows.length > 0) throw fail(631, 'agent_application_pending', ctx.lang)
  const parent = ctx.body.agent_id
    ? await ctx.db.query<{ id: number }>('SELECT id FROM agents WHERE id = $1 AND active', [ctx.body.agent_id])
    : null
  await ctx.db.query(
    `INSERT INTO agent_applications (member_id, real_name, member_phone, member_email, contact, promotion_channels, parent_agent_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      session.member_id,
      ctx.body.real_name.trim(),
      ctx.body.member_phone,
      ctx.body.member_email ?? null,
      ctx.body.contact ?? null,
      ctx.body.promotion_channels ?? null,
      parent?.rows[0]?.id ?? null,
    ],
  )
  return { apply_status: 1 as const, agent_active: false }
})

const listDownline = handler('listDownline', async (ctx) => {
  const agent = await activeAgent(ctx)
  const range = rangeOf({ ...ctx.body, start_at: ctx.body.start_at ?? '2000-01-01T00:00:00.000Z' })
  const search = ctx.body.member_account?.trim() ?? ''
  const type = ctx.body.member_type ?? null
  const params = [agent.id, range.start, range.end, search === '' ? null : `%${search.toLowerCase()}%`, type]
  const where = `m.introducer_agent_id = $1 AND m.created_at >= $2 AND m.created_at < $3
                 AND ($4::text IS NULL OR lower(m.member_account) LIKE $4)
                 AND ($5::text IS NULL OR ($5 = 'member') = (m.member_type = 1))`
  const rows = await ctx.db.query<{
    id: number
    member_account: string
    member_type: number
    agent_level: number
    created_at: Date
    last_login_at: Date | null
    status: number
    cash: string
    deposit_total: string
    withdrawal_total: string
  }>(
    `SELECT m.id, m.member_account, m.member_type, m.agent_level, m.created_at, m.last_login_at, m.status,
            COALESCE((SELECT balance FROM wallets w WHERE w.member_id = m.id AND w.wallet_code = 'main'), 0)::text AS cash,
            COALESCE((SELECT sum(amount) FROM wallet_ledger l WHERE l.member_id = m.id AND l.kind = 'deposit'), 0)::text AS deposit_total,
            COALESCE((SELECT -sum(amount) FROM wallet_ledger l WHERE l.member_id = m.id AND l.kind IN ('withdrawal', 'withdrawal_refund')), 0)::text AS withdrawal_total
       FROM members m WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const count = await ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM members m WHERE ${where}`, params)
  const statuses = ['active', 'disabled', 'frozen'] as const
  return {
    list: rows.rows.map((row) => ({
      member_id: row.id,
      member_account: row.member_account,
      member_type: row.member_type,
      agent_level: row.member_type === 1 ? null : row.agent_level,
      registered_at: new Date(row.created_at).toISOString(),
      last_login_at: iso(row.last_login_at),
      cash: Number(row.cash),
      deposit_total: Number(row.deposit_total),
      withdrawal_total: Number(row.withdrawal_total),
      status: statuses[row.status] ?? 'disabled',
    })),
    total: count.rows[0]?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
  }
})

const listPromotionLinks = handler('listPromotionLinks', async (ctx) => {
  const agent = await activeAgent(ctx)
  const session = member(ctx)
  const links = await ctx.db.query<{ id: number; type: 'member' | 'agent'; code: string; created_at: Date }>(
    'SELECT id, type, code, created_at FROM agent_promotion_links WHERE agent_id = $1 ORDER BY id',
    [agent.id],
  )
  let rows = links.rows
  if (rows.length === 0) {
    // An agent approved after the seed gets its two links on first use.
    const base = `A${agent.id}${session.member_id}`
    const created = await ctx.db.query<{ id: number; type: 'member' | 'agent'; code: string; created_at: Date }>(
      `INSERT INTO agent_promotion_links (agent_id, type, code) VALUES ($1, 'member', $2), ($1, 'agent', $3)
       RETURNING id, type, code, created_at`,
      [agent.id, `${base}M`, `${base}A`],
    )
    rows = created.rows
  }
  const registered = await ctx.db.query<{ members: number; agents: number }>(
    `SELECT count(*) FILTER (WHERE member_type = 1)::int AS members, count(*) FILTER (WHERE member_type <> 1)::int AS agents
       FROM members WHERE introducer_agent_id = $1`,
    [agent.id],
  )
  const origin = `${ctx.request.headers.get('x-forwarded-proto') ?? 'http'}://${ctx.request.headers.get('host') ?? ctx.request.host}`
  return {
    list: rows.map((row) => ({
      id: row.id,
      type: row.type,
      code: row.code,
      url:
        row.type === 'member'
          ? `${origin}/register?id=${agent.id}&code=${encodeURIComponent(row.code)}`
          : `${origin}/proxy?page=Register&id=${agent.id}&code=${encodeURIComponent(row.code)}`,
      registered_count: row.type === 'member' ? (registered.rows[0]?.members ?? 0) : (registered.rows[0]?.agents ?? 0),
      created_at: new Date(row.created_at).toISOString(),
    })),
  }
})

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
      level_name: row.agent_level === 0 ? 'Players' : (names.get(row.agent_level) ?? `Level ${row.agent_level}`),
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

const transferToDownline = handler('transferToDownline', async (ctx) => {
  const agent = await activeAgent(ctx)
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  await checkWithdrawPassword(row, ctx.body.withdraw_password, ctx.lang)
  const target = await ctx.db.query<{ id: number; member_currency: string }>(
    `SELECT id, member_currency FROM members WHERE introducer_agent_id = $1 AND lower(member_account) = lower($2) AND status = 0`,
    [agent.id, ctx.body.member_account.trim()],
  )
  const downline = target.rows[0]
  if (!downline || downline.member_currency !== session.member_currency) throw fail(633, 'downline_not_found', ctx.lang)
  const amount = decimal(ctx.body.amount)
  checkDecimals(amount, session.member_currency)
  const from = await mainWallet(ctx.db, session.member_id, session.member_currency)
  const to = await mainWallet(ctx.db, downline.id, downline.member_currency)
  const orderNumber = newOrderNumber('T')
  let cash: string
  try {
    cash = await postLedger(ctx.db, {
      walletId: from.id,
      amount: `-${amount}`,
      kind: 'agent_transfer_out',
      reference: orderNumber,
      note: ctx.body.remark ?? null,
    })
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw fail(615, 'insufficient_balance', ctx.lang)
    throw error
  }
  const received = await postLedger(ctx.db, {
    walletId: to.id,
    amount,
    kind: 'agent_transfer_in',
    reference: orderNumber,
    note: ctx.body.remark ?? null,
  })
  announceCash(session.member_id, cash)
  announceCash(downline.id, received)
  return { order_number: orderNumber, amount: Number(amount), member_cash: Number(cash) }
})

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

export const agentHandlers: [string, RawHandler][] = [
  getAgentPlan,
  getAgentAgreement,
  applyForAgent,
  listDownline,
  listPromotionLinks,
  getOperationReport,
  getStratifiedReport,
  transferToDownline,
  listPerformanceSettlements,
]
