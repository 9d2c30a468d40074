import { randomBytes } from 'node:crypto'
import type { components } from '../../src/platform/api/schema.gen.ts'
import type { Db } from '../db/types.ts'
import { GAME_TYPES, localize, type Locale } from '../domain/reference.ts'
import { postLedger } from '../domain/ledger.ts'
import { announceMemberCash } from '../games/events.ts'
import { businessError } from '../http/envelope.ts'
import { enforcePlayLimits } from '../protection/index.ts'
import { artUrl, gameImageUrl, gameTypeIconUrl, providerIconUrl } from '../static/urls.ts'
import type { OperationContext, RawHandler } from './context.ts'

type Schemas = components['schemas']
type Game = Schemas['Game']
type GamePlatform = Schemas['GamePlatform']
type GameType = Schemas['GameType']
type GameTag = Schemas['GameTag']
type GameTypeId = Schemas['GameTypeId']

/** The demo platforms of spec §4. */
export const DEMO_PLATFORMS = ['GPR8', 'GPJD', 'GPFC', 'GPJL'] as const
/** Platforms whose games the sandbox asks the client to open in a modal ("certain platforms force modal"). */
export const MODAL_PLATFORMS = ['GPSA'] as const
/** Play money of a demo launch. */
export const DEMO_BALANCE = 2000
export const GAME_PAGE_PREFIX = '/sandbox/game'
export const SPORTS_FRAME_PATH = '/sandbox/sports'
const TAG_LIST_LIMIT = 48

const MESSAGES = {
  maintenance: {
    en_US: 'The game platform is under maintenance',
    vi_VN: 'Nền tảng trò chơi đang bảo trì',
    zh_CN: '游戏平台维护中',
    zh_TW: '遊戲平台維護中',
  },
  not_found: { en_US: 'Game not found', vi_VN: 'Không tìm thấy trò chơi', zh_CN: '游戏不存在', zh_TW: '遊戲不存在' },
  no_demo: {
    en_US: 'This game has no demo',
    vi_VN: 'Trò chơi này không có bản thử',
    zh_CN: '该游戏不支持试玩',
    zh_TW: '該遊戲不支援試玩',
  },
} satisfies Record<string, Partial<Record<Locale, string>> & { en_US: string }>

function message(key: keyof typeof MESSAGES, lang: Locale | undefined): string {
  return localize(MESSAGES[key], lang)
}

const GAME_TYPE_IDS: readonly GameTypeId[] = [2, 3, 4, 5, 6, 7, 8, 9]
function asGameType(value: number): GameTypeId {
  const found = GAME_TYPE_IDS.find((id) => id === value)
  if (found === undefined) throw new Error(`unknown game type ${value}`)
  return found
}

const TAGS: readonly GameTag[] = ['hot', 'new', 'slot']

function gameTypeName(id: number, lang: Locale | undefined): string {
  return localize(GAME_TYPES.find((type) => type.id === id)?.name, lang)
}

/** GameDevice (1 desktop, 2 mobile, 3 app) to support device (0, 1, 2). */
function supportDeviceOfGameDevice(device: number | undefined): number {
  return device === undefined ? 0 : Math.max(0, Math.min(2, device - 1))
}

interface GameRow {
  id: number
  provider_id: number
  game_type: number
  game_code: string
  names: Record<string, string>
  has_image: boolean
  customized: boolean
  is_demo: boolean
  gp_code: string
  gp_name: string
  house: string | null
  tag_rank: number | null
  favorite: boolean
}

interface GameFilter {
  siteId: number
  currency: string
  supportDevice: number
  memberId: number | null
  gameType?: number
  providerId?: number
  tag?: GameTag
  demoOnly?: boolean
  limit?: number
}

const TAG_RANK_SQL = `CASE tag WHEN 'hot' THEN 0 WHEN 'new' THEN 1 ELSE 2 END`

async function queryGames(db: Db, filter: GameFilter): Promise<GameRow[]> {
  const params: unknown[] = [filter.siteId, filter.currency, filter.supportDevice, filter.memberId]
  const where: string[] = ['g.active', '$3 = ANY(g.support_devices)']
  if (filter.gameType !== undefined) {
    params.push(filter.gameType)
    where.push(`g.game_type = $${params.length}`)
  }
  if (filter.providerId !== undefined) {
    params.push(filter.providerId)
    where.push(`g.provider_id = $${params.length}`)
  }
  let order = 'g.game_type, sp.sort, g.sort'
  if (filter.tag !== undefined) {
    params.push(filter.tag)
    const tagParam = `$${params.length}`
    where.push(`EXISTS (SELECT 1 FROM game_tags gt WHERE gt.game_id = g.id AND gt.tag = ${tagParam})`)
    order = `(SELECT min(gt.sort) FROM game_tags gt WHERE gt.game_id = g.id AND gt.tag = ${tagParam})`
  }
  if (filter.demoOnly) where.push('g.is_demo AND p.is_demo')
  let limit = ''
  if (filter.limit !== undefined) {
    params.push(filter.limit)
    limit = `LIMIT $${params.length}`
  }
  const result = await db.query<GameRow>(
    `SELECT g.id, g.provider_id, g.game_type, g.game_code, g.names, g.has_image, g.customized, g.is_demo,
            p.code AS gp_code, p.name AS gp_name, p.house,
            t.rank AS tag_rank, (f.member_id IS NOT NULL) AS favorite
       FROM games g
       JOIN providers p ON p.id = g.provider_id AND p.active
       JOIN site_providers sp ON sp.provider_id = p.id AND sp.site_id = $1 AND $2 = ANY(sp.currencies)
       LEFT JOIN (SELECT game_id, min(${TAG_RANK_SQL}) AS rank FROM game_tags GROUP BY game_id) t ON t.game_id = g.id
       LEFT JOIN favorites f ON f.game_id = g.id AND f.member_id = $4
      WHERE ${where.join(' AND ')}
      ORDER BY ${order}, g.id
      ${limit}`,
    params,
  )
  return result.rows
}

function toGame(row: GameRow, lang: Locale | undefined): Game {
  const names = row.names
  const onlyEnglish = Object.keys(names).length === 1 && typeof names.en_US === 'string'
  return {
    id: row.id,
    gp_id: row.provider_id,
    gp_name: row.gp_name,
    gp_gt_name: `${row.gp_name} ${gameTypeName(row.game_type, lang)}`,
    game_type: asGameType(row.game_type),
    game_code: row.game_code,
    game_name: onlyEnglish ? (names.en_US ?? '') : { en_US: names.en_US ?? '', ...names },
    customized: row.customized ? 1 : 0,
    house: row.house,
    icon_light: providerIconUrl(row.gp_code),
    member_favorite: row.favorite ? 1 : 0,
    tag: row.tag_rank === null ? null : (TAGS[row.tag_rank] ?? null),
    image: row.has_image ? gameImageUrl(row.id) : null,
  }
}

interface PlatformRow {
  id: number
  code: string
  name: string
  house: string | null
  game_type: number
  customized: boolean
  first_game_code: string | null
  maintenance: boolean
}

async function queryPlatforms(
  db: Db,
  filter: { siteId: number; currency: string; supportDevice: number; gameType?: number; providerId?: number; demoOnly?: boolean },
): Promise<PlatformRow[]> {
  const params: unknown[] = [filter.siteId, filter.currency, filter.supportDevice]
  const where: string[] = ['p.active']
  if (filter.gameType !== undefined) {
    params.push(filter.gameType)
    where.push(`g.game_type = $${params.length}`)
  }
  if (filter.providerId !== undefined) {
    params.push(filter.providerId)
    where.push(`p.id = $${params.length}`)
  }
  if (filter.demoOnly) where.push('p.is_demo AND g.is_demo')
  const result = await db.query<PlatformRow>(
    `SELECT p.id, p.code, p.name, p.house, g.game_type, bool_or(g.customized) AS customized,
            (array_agg(g.game_code ORDER BY g.sort))[1] AS first_game_code, p.maintenance
       FROM providers p
       JOIN site_providers sp ON sp.provider_id = p.id AND sp.site_id = $1 AND $2 = ANY(sp.currencies)
       JOIN games g ON g.provider_id = p.id AND g.active AND $3 = ANY(g.support_devices)
      WHERE ${where.join(' AND ')}
      GROUP BY p.id, p.code, p.name, p.house, g.game_type, p.maintenance, sp.sort
      ORDER BY g.game_type, sp.sort`,
    params,
  )
  return result.rows
}

function toPlatform(row: PlatformRow, lang: Locale | undefined): GamePlatform {
  return {
    gp_id: row.id,
    gp_code: row.code,
    gp_name: row.name,
    gp_gt_name: `${row.name} ${gameTypeName(row.game_type, lang)}`,
    game_type: asGameType(row.game_type),
    game_code: row.customized ? row.first_game_code : null,
    customized: row.customized ? 1 : 0,
    house: row.house,
    icon_light: providerIconUrl(row.code),
    icon_dark: providerIconUrl(row.code, true),
    image: artUrl('provider', row.code, row.name),
    is_maintain: row.maintenance,
  }
}

function groupTypes(platforms: PlatformRow[], lang: Locale | undefined): GameType[] {
  const types: GameType[] = []
  for (const info of GAME_TYPES) {
    const list = platforms.filter((row) => row.game_type === info.id)
    if (list.length === 0) continue
    types.push({
      gt_id: asGameType(info.id),
      gt_name: localize(info.name, lang),
      gt_icon: gameTypeIconUrl(info.id),
      gt_icon_active: gameTypeIconUrl(info.id, true),
      gp_list: list.map((row) => toPlatform(row, lang)),
    })
  }
  return types
}

interface ProviderState {
  id: number
  code: string
  active: boolean
  is_demo: boolean
  maintenance: boolean
  maintain_start: Date | string | null
  maintain_end: Date | string | null
}

function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null
  return new Date(value).toISOString()
}

async function providerState(db: Db, providerId: number): Promise<ProviderState | null> {
  const result = await db.query<ProviderState>(
    'SELECT id, code, active, is_demo, maintenance, maintain_start, maintain_end FROM providers WHERE id = $1',
    [providerId],
  )
  return result.rows[0] ?? null
}

function maintenanceError(provider: ProviderState, lang: Locale | undefined) {
  return businessError(203, message('maintenance', lang), {
    maintain_interval: { start_at: isoOrNull(provider.maintain_start), end_at: isoOrNull(provider.maintain_end) },
  })
}

async function findGame(
  db: Db,
  providerId: number,
  gameType: number,
  gameCode: string | undefined,
): Promise<{ id: number; game_code: string; is_demo: boolean } | null> {
  const result = await db.query<{ id: number; game_code: string; is_demo: boolean }>(
    gameCode === undefined
      ? `SELECT id, game_code, is_demo FROM games WHERE provider_id = $1 AND game_type = $2 AND active ORDER BY sort LIMIT 1`
      : `SELECT id, game_code, is_demo FROM games WHERE provider_id = $1 AND game_type = $2 AND game_code = $3 AND active`,
    gameCode === undefined ? [providerId, gameType] : [providerId, gameType, gameCode],
  )
  return result.rows[0] ?? null
}

function launchToken(): string {
  return randomBytes(18).toString('base64url')
}

async function walletOf(db: Db, memberId: number, code: string, currency: string): Promise<{ id: number; balance: string }> {
  await db.query(
    `INSERT INTO wallets (member_id, wallet_code, currency) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, wallet_code) DO NOTHING`,
    [memberId, code, currency],
  )
  const result = await db.query<{ id: number; balance: string }>(
    'SELECT id, balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = $2',
    [memberId, code],
  )
  const wallet = result.rows[0]
  if (!wallet) throw new Error(`wallet ${code} of member ${memberId} missing`)
  return wallet
}

/** Moves the whole balance of one wallet into another, with a ledger row on each side. */
async function transferAll(
  db: Db,
  from: { id: number; balance: string },
  to: { id: number },
  kind: { out: string; in: string },
  reference: string,
): Promise<void> {
  if (Number(from.balance) <= 0) return
  await postLedger(db, { walletId: from.id, amount: `-${from.balance}`, kind: kind.out, reference })
  await postLedger(db, { walletId: to.id, amount: from.balance, kind: kind.in, reference })
}

/** Closes the member's open launches: provider balances go back to the main wallet. */
export async function closeOpenLaunches(
  db: Db,
  member: { member_id: number; member_currency: string },
  providerId?: number,
): Promise<number> {
  const open = await db.query<{ token: string; provider_id: number; code: string }>(
    `SELECT l.token, l.provider_id, p.code FROM game_launches l JOIN providers p ON p.id = l.provider_id
      WHERE l.member_id = $1 AND NOT l.demo AND l.closed_at IS NULL ${providerId === undefined ? '' : 'AND l.provider_id = $2'}
      ORDER BY l.created_at`,
    providerId === undefined ? [member.member_id] : [member.member_id, providerId],
  )
  if (open.rows.length === 0) return 0
  const main = await walletOf(db, member.member_id, 'main', member.member_currency)
  for (const launch of open.rows) {
    const providerWallet = await walletOf(db, member.member_id, launch.code, member.member_currency)
    await transferAll(db, providerWallet, main, { out: 'game_transfer_out', in: 'game_transfer_in' }, launch.token)
    await db.query('UPDATE game_launches SET closed_at = now() WHERE token = $1', [launch.token])
  }
  await db.query('UPDATE game_plays SET ended_at = now() WHERE member_id = $1 AND ended_at IS NULL', [member.member_id])
  return open.rows.length
}

async function mainBalance(db: Db, memberId: number): Promise<string> {
  const result = await db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
    [memberId],
  )
  return result.rows[0]?.balance ?? '0'
}

type Handler<Body, Data> = (ctx: OperationContext<Body>) => Promise<Data>
function handler<Body, Data>(fn: Handler<Body, Data>): RawHandler {
  // The dispatcher validated the body against the contract before calling the handler.
  return (ctx) => fn(ctx as OperationContext<Body>)
}

function sessionOf(ctx: OperationContext<unknown>) {
  if (!ctx.session) throw new Error('operation requires a session')
  return ctx.session
}

export const gamesHandlers: ReadonlyMap<string, RawHandler> = new Map<string, RawHandler>([
  [
    'listGameTypes',
    handler<Schemas['GameListRequest'], Schemas['GameTypeListData']>(async (ctx) => {
      const { site_id, currency, support_device } = ctx.body
      const platforms = await queryPlatforms(ctx.db, { siteId: site_id, currency, supportDevice: support_device })
      return { list: groupTypes(platforms, ctx.lang) }
    }),
  ],
  [
    'listTagGames',
    handler<Schemas['TagGameListRequest'], Schemas['TagGameListData']>(async (ctx) => {
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
    }),
  ],
  [
    'listPlatformGames',
    handler<Schemas['GameLabelRequest'], Schemas['GameLabelData'] | null>(async (ctx) => {
      const { site_id, currency, device, gp_id, game_type_id } = ctx.body
      const supportDevice = supportDeviceOfGameDevice(device)
      const platform = (
        await queryPlatforms(ctx.db, { siteId: site_id, currency, supportDevice, gameType: game_type_id, providerId: gp_id })
      )[0]
      if (!platform) throw businessError(404, message('not_found', ctx.lang))
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
    }),
  ],
  [
    'listTemplateGames',
    handler<Schemas['TemplateGameListRequest'], Schemas['TemplateGameListData']>(async (ctx) => {
      const { site_id, currency, support_device } = ctx.body
      const rows = await queryGames(ctx.db, {
        siteId: site_id,
        currency,
        supportDevice: support_device,
        memberId: ctx.session?.member_id ?? null,
      })
      const list: Schemas['TemplateGameSection'][] = []
      for (const info of GAME_TYPES) {
        const games = rows.filter((row) => row.game_type === info.id).map((row) => toGame(row, ctx.lang))
        if (games.length > 0)
          list.push({ gt_id: asGameType(info.id), gt_name: localize(info.name, ctx.lang), game_list: games })
      }
      return { list }
    }),
  ],
  [
    'getSportQuickbetUrl',
    handler<Schemas['SportQuickbetRequest'], Schemas['SportQuickbetData']>(async (ctx) => {
      const { site_id, currency, support_device } = ctx.body
      const platform = (await queryPlatforms(ctx.db, { siteId: site_id, currency, supportDevice: support_device, gameType: 4 }))[0]
      if (!platform) throw businessError(203, message('maintenance', ctx.lang), null)
      if (platform.maintenance) {
        const state = await providerState(ctx.db, platform.id)
        if (state) throw maintenanceError(state, ctx.lang)
      }
      const query = new URLSearchParams({ gp_id: String(platform.id), currency, lang: ctx.lang ?? 'en_US' })
      return { detail: { url: `${SPORTS_FRAME_PATH}?${query.toString()}`, gp_id: platform.id } }
    }),
  ],
  [
    'listDemoGameTypes',
    handler<Schemas['DemoGtGamesRequest'], Schemas['GameTypeListData']>(async (ctx) => {
      const { site_id, currency, support_device } = ctx.body
      const platforms = await queryPlatforms(ctx.db, {
        siteId: site_id,
        currency,
        supportDevice: support_device,
        demoOnly: true,
      })
      const demo = platforms.filter((row) => (DEMO_PLATFORMS as readonly string[]).includes(row.code))
      return { list: groupTypes(demo, ctx.lang) }
    }),
  ],
  [
    'listDemoPlatformGames',
    handler<Schemas['DemoGpGamesRequest'], Schemas['GameListData']>(async (ctx) => {
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
        list: rows.filter((row) => (DEMO_PLATFORMS as readonly string[]).includes(row.gp_code)).map((row) => toGame(row, ctx.lang)),
      }
    }),
  ],
  [
    'playDemoGame',
    handler<Schemas['DemoPlayRequest'], Schemas['GameUrlData']>(async (ctx) => {
      const { currency, gp_id, game_type, game_code } = ctx.body
      const provider = await providerState(ctx.db, gp_id)
      if (!provider || !provider.active) throw businessError(404, message('not_found', ctx.lang))
      // The demo answer's data is a game address or null: no maintain_interval here.
      if (provider.maintenance) throw businessError(203, message('maintenance', ctx.lang), null)
      const game = await findGame(ctx.db, gp_id, game_type, game_code)
      if (!game) throw businessError(404, message('not_found', ctx.lang))
      if (!game.is_demo || !provider.is_demo || !(DEMO_PLATFORMS as readonly string[]).includes(provider.code))
        throw businessError(404, message('no_demo', ctx.lang))
      const token = launchToken()
      await ctx.db.query(
        `INSERT INTO game_launches (token, member_id, game_id, provider_id, currency, demo, demo_balance)
         VALUES ($1, NULL, $2, $3, $4, true, $5)`,
        [token, game.id, gp_id, currency, DEMO_BALANCE],
      )
      return { game_url: `${GAME_PAGE_PREFIX}/${token}` }
    }),
  ],
  [
    'playGame',
    handler<Schemas['PlayGameRequest'], Schemas['PlayGameData']>(async (ctx) => {
      const session = sessionOf(ctx)
      const { gp_id, game_type, game_code, lobby_url } = ctx.body
      const provider = await providerState(ctx.db, gp_id)
      if (!provider || !provider.active) throw businessError(404, message('not_found', ctx.lang))
      const offered = await ctx.db.query(
        'SELECT 1 FROM site_providers WHERE site_id = $1 AND provider_id = $2 AND $3 = ANY(currencies)',
        [session.site_id, gp_id, session.member_currency],
      )
      if (offered.rows.length === 0) throw businessError(404, message('not_found', ctx.lang))
      if (provider.maintenance) throw maintenanceError(provider, ctx.lang)
      const game = await findGame(ctx.db, gp_id, game_type, game_code)
      if (!game) throw businessError(404, message('not_found', ctx.lang))
      await enforcePlayLimits(ctx.db, session.member_id, ctx.lang)

      // One running game per member: what another platform holds comes back first.
      await closeOpenLaunches(ctx.db, session)
      const token = launchToken()
      const main = await walletOf(ctx.db, session.member_id, 'main', session.member_currency)
      const providerWallet = await walletOf(ctx.db, session.member_id, provider.code, session.member_currency)
      await transferAll(ctx.db, main, providerWallet, { out: 'game_transfer_out', in: 'game_transfer_in' }, token)
      await ctx.db.query(
        `INSERT INTO game_launches (token, member_id, game_id, provider_id, currency, demo, lobby_url)
         VALUES ($1, $2, $3, $4, $5, false, $6)`,
        [token, session.member_id, game.id, gp_id, session.member_currency, lobby_url],
      )
      await ctx.db.query('INSERT INTO game_plays (member_id, game_id) VALUES ($1, $2)', [session.member_id, game.id])
      announceMemberCash(session.member_id, await mainBalance(ctx.db, session.member_id))
      const data: Schemas['PlayGameData'] = { game_url: `${GAME_PAGE_PREFIX}/${token}` }
      if ((MODAL_PLATFORMS as readonly string[]).includes(provider.code)) data.open_mode = 'modal'
      return data
    }),
  ],
  [
    'leaveGame',
    handler<Schemas['LeaveGameRequest'] | undefined, null>(async (ctx) => {
      const session = sessionOf(ctx)
      await closeOpenLaunches(ctx.db, session, ctx.body?.gp_id)
      announceMemberCash(session.member_id, await mainBalance(ctx.db, session.member_id))
      return null
    }),
  ],
  [
    'listLastPlayingGames',
    handler<Schemas['LastPlayingGameRequest'] | undefined, Schemas['LastPlayingGameApiResponseData']>(async (ctx) => {
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
    }),
  ],
  [
    'storeFavoriteGames',
    handler<Schemas['FavoriteStoreRequest'], Schemas['FavoriteStoreData']>(async (ctx) => {
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
          await ctx.db.query('DELETE FROM favorites WHERE member_id = $1 AND game_id = $2', [session.member_id, item.game_id])
        }
        stored.push({ game_id: item.game_id, status: item.status })
      }
      return { list: stored }
    }),
  ],
])
