import { ReadCache } from '../../db/read-cache.ts'
import { GAME_TYPES, localize } from '../../domain/reference.ts'
import { announceForwardedLaunch, announceMemberCash } from '../../games/events.ts'
import { businessError } from '../../http/envelope.ts'
import { enforcePlayLimits } from '../../protection/index.ts'
import { gameImageUrl } from '../../static/urls.ts'
import type { OperationContext } from '../context.ts'
import { handler, type Handler } from '../define.ts'
import {
  CATALOGUE_TABLES,
  DEMO_BALANCE,
  DEMO_PLATFORMS,
  GAME_PAGE_PREFIX,
  SPORTS_FRAME_PATH,
  TAG_LIST_LIMIT,
  TAGS,
  asGameType,
  groupTypes,
  launchStyleOf,
  queryGames,
  queryPlatforms,
  supportDeviceOfGameDevice,
  toGame,
  toPlatform,
  type Schemas,
} from './catalogue.ts'
import {
  closeOpenLaunches,
  findGame,
  launchToken,
  lockMemberWallets,
  mainBalance,
  maintenanceError,
  providerState,
  transferAll,
} from './launches.ts'
import { t } from '../../i18n/messages.ts'
import { findSite } from '../site/sites.ts'

/** The game types and platforms a site offers (the same for guests and members), until the catalogue changes. */
const gameTypeLists = new ReadCache<Schemas['GameTypeListData']>(CATALOGUE_TABLES)

function sessionOf(ctx: OperationContext<unknown>) {
  if (!ctx.session) throw new Error('operation requires a session')
  return ctx.session
}

const listGameTypes: Handler<'listGameTypes'> = async (ctx) => {
  const { site_id, currency, support_device } = ctx.body
  const key = `${site_id}|${currency}|${support_device}|${ctx.lang ?? ''}`
  return gameTypeLists.get(ctx.db, key, async () => {
    const platforms = await queryPlatforms(ctx.db, {
      siteId: site_id,
      currency,
      supportDevice: support_device,
    })
    return { value: { list: groupTypes(platforms, ctx.lang) } }
  })
}

const listTagGames: Handler<'listTagGames'> = async (ctx) => {
  const { site_id, currency, support_device, tag, gt_id } = ctx.body
  const list: Schemas['TagGameList'][] = []
  for (const current of tag === undefined ? TAGS : [tag]) {
    const rows = await queryGames(ctx.db, {
      siteId: site_id,
      currency,
      supportDevice: support_device,
      memberId: ctx.session?.member_id ?? null,
      tag: current,
      ...(gt_id === undefined ? {} : { gameType: gt_id }),
      limit: TAG_LIST_LIMIT,
    })
    list.push({ tag: current, game_list: rows.map((row) => toGame(row, ctx.lang)) })
  }
  return { list }
}

const listPlatformGames: Handler<'listPlatformGames'> = async (ctx) => {
  const { site_id, currency, device, gp_id, game_type_id } = ctx.body
  const supportDevice = supportDeviceOfGameDevice(device)
  const platform = (
    await queryPlatforms(ctx.db, {
      siteId: site_id,
      currency,
      supportDevice,
      gameType: game_type_id,
      providerId: gp_id,
    })
  )[0]
  if (!platform) throw businessError(404, t('game_not_found', ctx.lang))
  const rows = await queryGames(ctx.db, {
    siteId: site_id,
    currency,
    supportDevice,
    memberId: ctx.session?.member_id ?? null,
    gameType: game_type_id,
    providerId: gp_id,
  })
  const games = rows.map((row) => toGame(row, ctx.lang))
  const labels: Schemas['GameLabel'][] = [{ label: 'all', label_name: 'All', game_list: games }]
  for (const tag of TAGS) {
    const tagged = games.filter((game) => game.tag === tag)
    if (tagged.length > 0) labels.push({ label: tag, label_name: tag, game_list: tagged })
  }
  return { main: toPlatform(platform, ctx.lang), list: labels }
}

/**
 * Every game a site offers, by type, as a guest sees it, until the catalogue changes. Each list is
 * thousands of games (a few MB in memory): a site's few currencies, devices and languages in use fit.
 */
const templateGameLists = new ReadCache<Schemas['TemplateGameSection'][]>(CATALOGUE_TABLES, 24)

const listTemplateGames: Handler<'listTemplateGames'> = async (ctx) => {
  const { site_id, currency, support_device } = ctx.body
  const key = `${site_id}|${currency}|${support_device}|${ctx.lang ?? ''}`
  const list = await templateGameLists.get(ctx.db, key, async () => {
    const rows = await queryGames(ctx.db, {
      siteId: site_id,
      currency,
      supportDevice: support_device,
      memberId: null,
    })
    const sections: Schemas['TemplateGameSection'][] = []
    for (const info of GAME_TYPES) {
      const games = rows.filter((row) => row.game_type === info.id).map((row) => toGame(row, ctx.lang))
      if (games.length > 0)
        sections.push({
          gt_id: asGameType(info.id),
          gt_name: localize(info.name, ctx.lang),
          game_list: games,
        })
    }
    return { value: sections }
  })
  const memberId = ctx.session?.member_id
  if (memberId === undefined) return { list }
  // A member's own favourites, read fresh each time, marked on the shared list.
  const favorites = await ctx.db.query<{ game_id: number }>(
    'SELECT game_id FROM favorites WHERE member_id = $1',
    [memberId],
  )
  if (favorites.rows.length === 0) return { list }
  const chosen = new Set(favorites.rows.map((row) => row.game_id))
  return {
    list: list.map((section) => ({
      ...section,
      game_list: section.game_list.map((game) =>
        chosen.has(game.id) ? { ...game, member_favorite: 1 } : game,
      ),
    })),
  }
}

const getSportQuickbetUrl: Handler<'getSportQuickbetUrl'> = async (ctx) => {
  const { site_id, currency, support_device } = ctx.body
  const platform = (
    await queryPlatforms(ctx.db, {
      siteId: site_id,
      currency,
      supportDevice: support_device,
      gameType: 4,
    })
  )[0]
  if (!platform) throw businessError(203, t('game_maintenance', ctx.lang), null)
  if (platform.maintenance) {
    const state = await providerState(ctx.db, platform.id)
    if (state) throw maintenanceError(state, ctx.lang)
  }
  const query = new URLSearchParams({ gp_id: String(platform.id), currency, lang: ctx.lang ?? 'en_US' })
  return { detail: { url: `${SPORTS_FRAME_PATH}?${query.toString()}`, gp_id: platform.id } }
}

const listDemoGameTypes: Handler<'listDemoGameTypes'> = async (ctx) => {
  const { site_id, currency, support_device } = ctx.body
  const platforms = await queryPlatforms(ctx.db, {
    siteId: site_id,
    currency,
    supportDevice: support_device,
    demoOnly: true,
  })
  const demo = platforms.filter((row) => (DEMO_PLATFORMS as readonly string[]).includes(row.code))
  return { list: groupTypes(demo, ctx.lang) }
}

const listDemoPlatformGames: Handler<'listDemoPlatformGames'> = async (ctx) => {
  const { site_id, currency, device, gp_id, game_type_id } = ctx.body
  const rows = await queryGames(ctx.db, {
    siteId: site_id,
    currency,
    supportDevice: supportDeviceOfGameDevice(device),
    memberId: null,
    gameType: game_type_id,
    providerId: gp_id,
    demoOnly: true,
  })
  return {
    list: rows
      .filter((row) => (DEMO_PLATFORMS as readonly string[]).includes(row.gp_code))
      .map((row) => toGame(row, ctx.lang)),
  }
}

const playDemoGame: Handler<'playDemoGame'> = async (ctx) => {
  const { currency, gp_id, game_type, game_code } = ctx.body
  const provider = await providerState(ctx.db, gp_id)
  if (!provider || !provider.active) throw businessError(404, t('game_not_found', ctx.lang))
  // The demo answer's data is a game address or null: no maintain_interval here.
  if (provider.maintenance) throw businessError(203, t('game_maintenance', ctx.lang), null)
  const game = await findGame(ctx.db, gp_id, game_type, game_code)
  if (!game) throw businessError(404, t('game_not_found', ctx.lang))
  if (!game.is_demo || !provider.is_demo || !(DEMO_PLATFORMS as readonly string[]).includes(provider.code))
    throw businessError(404, t('game_no_demo', ctx.lang))
  const token = launchToken()
  await ctx.db.query(
    `INSERT INTO game_launches (token, member_id, game_id, provider_id, currency, demo, demo_balance)
     VALUES ($1, NULL, $2, $3, $4, true, $5)`,
    [token, game.id, gp_id, currency, DEMO_BALANCE],
  )
  return { game_url: `${GAME_PAGE_PREFIX}/${token}` }
}

const playGame: Handler<'playGame'> = async (ctx) => {
  const session = sessionOf(ctx)
  const { gp_id, game_type, game_code, lobby_url } = ctx.body
  // Spec r88: a site may close game start; the page checks the same flag before asking.
  const site = await findSite(ctx.db, session.site_id)
  if (site?.env_config['game_closed'] === true) throw businessError(107, t('game_closed', ctx.lang))
  // Spec §1, §5: demo mode plays demo games only (their own call); the page refuses before asking.
  if (site?.demo_mode === true) throw businessError(108, t('demo_only', ctx.lang))
  const provider = await providerState(ctx.db, gp_id)
  if (!provider || !provider.active) throw businessError(404, t('game_not_found', ctx.lang))
  const offered = await ctx.db.query(
    'SELECT 1 FROM site_providers WHERE site_id = $1 AND provider_id = $2 AND $3 = ANY(currencies)',
    [session.site_id, gp_id, session.member_currency],
  )
  if (offered.rows.length === 0) throw businessError(404, t('game_not_found', ctx.lang))
  if (provider.maintenance) throw maintenanceError(provider, ctx.lang)
  const game = await findGame(ctx.db, gp_id, game_type, game_code)
  if (!game) throw businessError(404, t('game_not_found', ctx.lang))
  await enforcePlayLimits(ctx.db, session.member_id, ctx.lang)

  // One running game per member: what another platform holds comes back first.
  await closeOpenLaunches(ctx.db, session)
  const style = launchStyleOf(provider.code)
  const token = launchToken()
  await lockMemberWallets(ctx.db, session, [provider.code])
  if (style.forward !== 'transfer_disabled')
    await transferAll(
      ctx.db,
      session.member_id,
      'main',
      provider.code,
      { out: 'game_transfer_out', in: 'game_transfer_in' },
      token,
    )
  await ctx.db.query(
    `INSERT INTO game_launches (token, member_id, game_id, provider_id, currency, demo, lobby_url)
     VALUES ($1, $2, $3, $4, $5, false, $6)`,
    [token, session.member_id, game.id, gp_id, session.member_currency, lobby_url],
  )
  await ctx.db.query('INSERT INTO game_plays (member_id, game_id) VALUES ($1, $2)', [
    session.member_id,
    game.id,
  ])
  announceMemberCash(ctx.afterCommit, session.member_id, await mainBalance(ctx.db, session.member_id))
  const gameUrl = `${GAME_PAGE_PREFIX}/${token}`
  const data: Schemas['PlayGameData'] = { game_url: style.forward ? null : gameUrl }
  if (style.openMode) data.open_mode = style.openMode
  if (style.forward)
    announceForwardedLaunch(ctx.afterCommit, {
      memberId: session.member_id,
      gpId: gp_id,
      gameUrl,
      transferDisabled: style.forward === 'transfer_disabled' ? t('game_transfer_disabled', ctx.lang) : null,
    })
  return data
}

const leaveGame: Handler<'leaveGame'> = async (ctx) => {
  const session = sessionOf(ctx)
  await closeOpenLaunches(ctx.db, session, ctx.body?.gp_id)
  announceMemberCash(ctx.afterCommit, session.member_id, await mainBalance(ctx.db, session.member_id))
  return null
}

const listLastPlayingGames: Handler<'listLastPlayingGames'> = async (ctx) => {
  const session = sessionOf(ctx)
  const limit = ctx.body?.limit ?? 20
  const result = await ctx.db.query<{
    game_id: number
    provider_id: number
    game_type: number
    game_code: string
    names: Record<string, string>
    has_image: boolean
    played_at: Date | string
  }>(
    `SELECT g.id AS game_id, g.provider_id, g.game_type, g.game_code, g.names, g.has_image, last.played_at
     FROM (SELECT game_id, max(started_at) AS played_at FROM game_plays WHERE member_id = $1 GROUP BY game_id) last
     JOIN games g ON g.id = last.game_id
    ORDER BY last.played_at DESC, g.id
    LIMIT $2`,
    [session.member_id, limit],
  )
  return {
    list: result.rows.map((row) => ({
      game_id: row.game_id,
      gp_id: row.provider_id,
      game_type: asGameType(row.game_type),
      game_code: row.game_code,
      game_name: { en_US: row.names.en_US ?? '', ...row.names },
      image: row.has_image ? gameImageUrl(row.game_id) : null,
      played_at: new Date(row.played_at).toISOString(),
    })),
  }
}

const storeFavoriteGames: Handler<'storeFavoriteGames'> = async (ctx) => {
  const session = sessionOf(ctx)
  const ids = [...new Set(ctx.body.data.map((item) => item.game_id))]
  const known = await ctx.db.query<{ id: number }>('SELECT id FROM games WHERE id = ANY($1::int[])', [ids])
  const existing = new Set(known.rows.map((row) => row.id))
  const stored: Schemas['FavoriteItem'][] = []
  for (const item of ctx.body.data) {
    if (!existing.has(item.game_id)) continue
    if (item.status === 1) {
      await ctx.db.query(
        'INSERT INTO favorites (member_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [session.member_id, item.game_id],
      )
    } else {
      await ctx.db.query('DELETE FROM favorites WHERE member_id = $1 AND game_id = $2', [
        session.member_id,
        item.game_id,
      ])
    }
    stored.push({ game_id: item.game_id, status: item.status })
  }
  return { list: stored }
}

export const gamesHandlers = [
  handler('listGameTypes', listGameTypes),
  handler('listTagGames', listTagGames),
  handler('listPlatformGames', listPlatformGames),
  handler('listTemplateGames', listTemplateGames),
  handler('getSportQuickbetUrl', getSportQuickbetUrl),
  handler('listDemoGameTypes', listDemoGameTypes),
  handler('listDemoPlatformGames', listDemoPlatformGames),
  handler('playDemoGame', playDemoGame),
  handler('playGame', playGame),
  handler('leaveGame', leaveGame),
  handler('listLastPlayingGames', listLastPlayingGames),
  handler('storeFavoriteGames', storeFavoriteGames),
]
