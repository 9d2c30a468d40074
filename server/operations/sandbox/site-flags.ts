/**
 * Test hook: switches a site's `env_config` flags, so what they decide can be met: `game_closed` (the r88
 * rule, play1 107) and `fast_payment_agent_bound` (guests pay through the fast payment window); and the
 * site's desktop template (`template_name`: the ads of site02, suncity and apsport); and its demo flag
 * (`demo_mode`, spec §1).
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
  if (ctx.body.template_name !== undefined)
    await ctx.db.query(`UPDATE sites SET desktop_template = $2 WHERE id = $1`, [
      site.id,
      ctx.body.template_name,
    ])
  if (ctx.body.demo_mode !== undefined)
    await ctx.db.query(`UPDATE sites SET demo_mode = $2 WHERE id = $1`, [site.id, ctx.body.demo_mode])
  return null
}

export const sandboxSiteFlagsHandlers = [handler('setSandboxSiteFlags', setSiteFlags)]
