/**
 * Test hook: switches a site's `env_config` flags, so what they decide can be met: `game_closed` (the r88
 * rule, play1 107) and `fast_payment_agent_bound` (guests pay through the fast payment window).
 */
import { handler, type Handler } from '../define.ts'
import { requireSite } from '../site/sites.ts'

const setSiteFlags: Handler<'setSandboxSiteFlags'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const flags: Record<string, boolean> = {}
  if (ctx.body.game_closed !== undefined) flags['game_closed'] = ctx.body.game_closed
  if (ctx.body.fast_payment_agent_bound !== undefined)
    flags['fast_payment_agent_bound'] = ctx.body.fast_payment_agent_bound
  await ctx.db.query(`UPDATE sites SET env_config = env_config || $2::jsonb WHERE id = $1`, [
    site.id,
    JSON.stringify(flags),
  ])
  return null
}

export const sandboxSiteFlagsHandlers = [handler('setSandboxSiteFlags', setSiteFlags)]
