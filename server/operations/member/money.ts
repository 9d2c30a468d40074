import type { OperationContext, RawHandler } from '../context.ts'
import { handler } from '../define.ts'
import { fail, iso, member, rangeOf } from '../wallet/index.ts'

/**
 * Member tag, the money side: agent level names, the agent application check, the cash surplus
 * flag and friend recommendation (project, records, member search). Profile, layout and password
 * handlers live with the login code.
 */

/** Masks an account for other members' eyes: `fr****01`. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`
  return `${account.slice(0, 2)}${'*'.repeat(account.length - 4)}${account.slice(-2)}`
}

const listAgentLevelNames = handler('listAgentLevelNames', async (ctx) => {
  const session = member(ctx)
  const result = await ctx.db.query<{ level: number; names: Record<string, string> }>(
    'SELECT level, names FROM agent_level_names WHERE site_id = $1 ORDER BY level',
    [session.site_id],
  )
  const locale = ctx.lang ?? 'en_US'
  return {
    detail: result.rows.map((row) => ({
      agent_level: row.level,
      name: row.names[locale] ?? row.names.en_US ?? `Level ${row.level}`,
    })),
  }
})

const checkAgentApplication = handler('checkAgentApplication', async (ctx) => {
  const session = member(ctx)
  const agent = await ctx.db.query<{ active: boolean }>('SELECT active FROM agents WHERE member_id = $1', [
    session.member_id,
  ])
  const application = await ctx.db.query<{ status: 1 | 2 | 3 }>(
    'SELECT status FROM agent_applications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [session.member_id],
  )
  const active = agent.rows[0]?.active ?? false
  // An agent account waiting for activation reads as pending.
  const status: 0 | 1 | 2 | 3 = active ? 2 : agent.rows.length > 0 ? 1 : (application.rows[0]?.status ?? 0)
  return { apply_status: status, agent_active: active }
})

const checkCashSurplus = handler('checkCashSurplus', async (ctx) => {
  const session = member(ctx)
  const result = await ctx.db.query<{ cash_back_status: number }>(
    'SELECT cash_back_status FROM members WHERE id = $1',
    [session.member_id],
  )
  return { active: result.rows[0]?.cash_back_status === 1 }
})

async function recommendCode(ctx: OperationContext<unknown>) {
  const session = member(ctx)
  const existing = await ctx.db.query<{ code: string; active: boolean }>(
    'SELECT code, active FROM recommend_codes WHERE member_id = $1 ORDER BY created_at LIMIT 1',
    [session.member_id],
  )
  const found = existing.rows[0]
  if (found) return found
  // Every member gets a code the first time they open the project page.
  const code = `${session.member_account
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)
    .toUpperCase()}${session.member_id}`
  await ctx.db.query(
    'INSERT INTO recommend_codes (code, member_id, site_id) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING',
    [code, session.member_id, session.site_id],
  )
  return { code, active: true }
}

const RULES = `<h3>How it works</h3>
<ol>
<li>Share your recommend code or link with friends.</li>
<li>Your friend registers with the code and makes a first deposit.</li>
<li>You receive the reward in your main wallet as soon as that first deposit succeeds.</li>
</ol>
<p>Rewards are paid once per friend. Accounts found abusing the programme lose their rewards.</p>`

const getRecommendProject = handler('getRecommendProject', async (ctx) => {
  const session = member(ctx)
  const code = await recommendCode(ctx)
  if (!code.active) throw fail(107, 'recommend_closed', ctx.lang)
  const stats = await ctx.db.query<{ invited: number; reward: string }>(
    `SELECT (SELECT count(*)::int FROM members WHERE introducer_recommend_code = $2) AS invited,
            COALESCE((SELECT sum(reward) FROM recommend_rewards WHERE referrer_id = $1 AND status = 'rewarded'), 0)::text AS reward`,
    [session.member_id, code.code],
  )
  const origin = `${ctx.request.protocol}://${ctx.request.hostWithPort}`
  return {
    enabled: true,
    recommend_code: code.code,
    recommend_link: `${origin}/register?invite=${encodeURIComponent(code.code)}`,
    rules: RULES,
    invited_count: stats.rows[0]?.invited ?? 0,
    reward_total: Number(stats.rows[0]?.reward ?? 0),
  }
})

const listRecommendRecords = handler('listRecommendRecords', async (ctx) => {
  const session = member(ctx)
  const range = rangeOf(ctx.body)
  const params = [session.member_id, range.start, range.end]
  const where = 'r.referrer_id = $1 AND r.created_at >= $2 AND r.created_at < $3'
  const rows = await ctx.db.query<{
    id: number
    member_account: string
    created_at: Date
    first_deposit_at: Date | null
    reward: string
    status: 'pending' | 'rewarded' | 'invalid'
  }>(
    `SELECT r.id, m.member_account, r.created_at, r.first_deposit_at, r.reward::text, r.status
       FROM recommend_rewards r JOIN members m ON m.id = r.friend_id
      WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const count = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM recommend_rewards r WHERE ${where}`,
    params,
  )
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      member_account: maskAccount(row.member_account),
      registered_at: new Date(row.created_at).toISOString(),
      first_deposit_at: iso(row.first_deposit_at),
      reward: Number(row.reward),
      status: row.status,
    })),
    total: count.rows[0]?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
  }
})

const searchRecommendMembers = handler('searchRecommendMembers', async (ctx) => {
  const session = member(ctx)
  const range = rangeOf(ctx.body)
  const search = ctx.body.member_account?.trim() ?? ''
  const params = [session.member_id, search === '' ? null : `%${search.toLowerCase()}%`]
  const where = `r.referrer_id = $1 AND ($2::text IS NULL OR lower(m.member_account) LIKE $2)`
  const rows = await ctx.db.query<{
    member_account: string
    created_at: Date
    status: number
    deposit_total: string
    valid_bet_total: string
    reward_total: string
  }>(
    `SELECT m.member_account, m.created_at, m.status,
            COALESCE((SELECT sum(amount) FROM deposit_orders o WHERE o.member_id = m.id AND o.status = 'success'
                        AND o.completed_at >= $3::timestamptz AND o.completed_at < $4::timestamptz), 0)::text AS deposit_total,
            COALESCE((SELECT sum(valid_amount) FROM bet_records b WHERE b.member_id = m.id
                        AND b.bet_at >= $3::timestamptz AND b.bet_at < $4::timestamptz), 0)::text AS valid_bet_total,
            CASE WHEN r.status = 'rewarded' AND r.first_deposit_at >= $3::timestamptz AND r.first_deposit_at < $4::timestamptz
                 THEN r.reward ELSE 0 END::text AS reward_total
       FROM recommend_rewards r JOIN members m ON m.id = r.friend_id
      WHERE ${where} ORDER BY m.created_at DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    [...params, range.start, range.end],
  )
  const count = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM recommend_rewards r JOIN members m ON m.id = r.friend_id WHERE ${where}`,
    params,
  )
  return {
    list: rows.rows.map((row) => ({
      member_account: maskAccount(row.member_account),
      registered_at: new Date(row.created_at).toISOString(),
      deposit_total: Number(row.deposit_total),
      valid_bet_total: Number(row.valid_bet_total),
      reward_total: Number(row.reward_total),
      status: row.status === 0 ? ('active' as const) : ('inactive' as const),
    })),
    total: count.rows[0]?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
  }
})

export const memberMoneyHandlers: [string, RawHandler][] = [
  listAgentLevelNames,
  checkAgentApplication,
  checkCashSurplus,
  getRecommendProject,
  listRecommendRecords,
  searchRecommendMembers,
]
