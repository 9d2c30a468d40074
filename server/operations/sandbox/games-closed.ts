/** Test hook: a site closes or opens game start (`env_config.game_closed`, the r88 rule), so play1 107 can be met. */
import { handler, type Handler } from '../define.ts'
import { requireSite } from '../site/sites.ts'

const setGamesClosed: Handler<'setSandboxGamesClosed'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  await ctx.db.query(
    `UPDATE sites SET env_config = jsonb_set(env_config, '{game_closed}', to_jsonb($2::boolean)) WHERE id = $1`,
    [site.id, ctx.body.closed],
  )
  return null
}

export const sandboxGamesClosedHandlers = [handler('setSandboxGamesClosed', setGamesClosed)]
