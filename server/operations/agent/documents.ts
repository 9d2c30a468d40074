import type { RawHandler } from '../context.ts'
import { handler } from '../define.ts'
import { requireSite } from '../site/sites.ts'
import { fail, member } from '../wallet/index.ts'
import { COMMISSION, levelNames } from './shared.ts'

/** The agent plan and agreement (with the affiliate terms) and the application to become an agent. */
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
  return {
    title: 'Agent agreement and affiliate terms',
    content: AGREEMENT_HTML,
    updated_at: '2026-01-01T00:00:00.000Z',
  }
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
    ? await ctx.db.query<{ id: number }>('SELECT id FROM agents WHERE id = $1 AND active', [
        ctx.body.agent_id,
      ])
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

export const documentsHandlers: [string, RawHandler][] = [getAgentPlan, getAgentAgreement, applyForAgent]
