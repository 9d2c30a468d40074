import type { RawHandler } from '../context.ts'
import { handler } from '../define.ts'
import { iso, member, rangeOf } from '../wallet/index.ts'
import { activeAgent } from './shared.ts'

/** The downline list and the promotion links (agent link and its QR code target). */
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
  const count = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM members m WHERE ${where}`,
    params,
  )
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
    const created = await ctx.db.query<{
      id: number
      type: 'member' | 'agent'
      code: string
      created_at: Date
    }>(
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
  const origin = `${ctx.request.protocol}://${ctx.request.hostWithPort}`
  return {
    list: rows.map((row) => ({
      id: row.id,
      type: row.type,
      code: row.code,
      url:
        row.type === 'member'
          ? `${origin}/register?id=${agent.id}&code=${encodeURIComponent(row.code)}`
          : `${origin}/proxy?page=Register&id=${agent.id}&code=${encodeURIComponent(row.code)}`,
      registered_count:
        row.type === 'member' ? (registered.rows[0]?.members ?? 0) : (registered.rows[0]?.agents ?? 0),
      created_at: new Date(row.created_at).toISOString(),
    })),
  }
})

export const downlineHandlers: [string, RawHandler][] = [listDownline, listPromotionLinks]
