/** The sandbox's game catalogue: constants, the game and platform queries and their contract shapes. */
import type { components } from '../../../openapi/lotus.gen.ts'
import type { Db } from '../../db/types.ts'
import { GAME_TYPES, localize, type Locale } from '../../domain/reference.ts'
import { artUrl, gameImageUrl, gameTypeIconUrl, providerIconUrl } from '../../static/urls.ts'

export type Schemas = components['schemas']
type Game = Schemas['Game']
type GamePlatform = Schemas['GamePlatform']
type GameType = Schemas['GameType']
type GameTag = Schemas['GameTag']
type GameTypeId = Schemas['GameTypeId']

/** The demo platforms of spec §4. */
export const DEMO_PLATFORMS = ['GPR8', 'GPJD', 'GPFC', 'GPJL'] as const
type OpenMode = NonNullable<Schemas['PlayGameData']['open_mode']>

/**
 * How a platform launches its games. `openMode`: the mode it forces on desktop (the others open in a
 * window). `forward`: the launch answers no address; it arrives later as the private event `game.url`,
 * and with `transfer_disabled` no money moves and `forward_game.status` 957 comes first.
 */
export interface LaunchStyle {
  openMode?: OpenMode
  forward?: 'url' | 'transfer_disabled'
}

/** Platforms that launch other than "open the answered address in a window"; QA reaches each path with them. */
export const PLATFORM_LAUNCH: Readonly<Record<string, LaunchStyle>> = {
  GPSA: { openMode: 'modal' },
  GPRT: { openMode: 'modal' },
  GPMG: { openMode: 'page' },
  GPHB: { openMode: 'redirect' },
  GPKA: { forward: 'url' },
  GPSG: { forward: 'transfer_disabled' },
}

export function launchStyleOf(code: string): LaunchStyle {
  return Object.hasOwn(PLATFORM_LAUNCH, code) ? (PLATFORM_LAUNCH[code] ?? {}) : {}
}
/** Play money of a demo launch. */
export const DEMO_BALANCE = 2000
export const GAME_PAGE_PREFIX = '/sandbox/game'
export const SPORTS_FRAME_PATH = '/sandbox/sports'
export const TAG_LIST_LIMIT = 48
/** The tables the game and platform lists are read from. */
export const CATALOGUE_TABLES = ['games', 'providers', 'site_providers', 'game_tags'] as const

const GAME_TYPE_IDS: readonly GameTypeId[] = [2, 3, 4, 5, 6, 7, 8, 9]
export function asGameType(value: number): GameTypeId {
  const found = GAME_TYPE_IDS.find((id) => id === value)
  if (found === undefined) throw new Error(`unknown game type ${value}`)
  return found
}

export const TAGS: readonly GameTag[] = ['hot', 'new', 'slot']

function gameTypeName(id: number, lang: Locale | undefined): string {
  return localize(GAME_TYPES.find((type) => type.id === id)?.name, lang)
}

/** GameDevice (1 desktop, 2 mobile, 3 app) to support device (0, 1, 2). */
export function supportDeviceOfGameDevice(device: number | undefined): number {
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

export async function queryGames(db: Db, filter: GameFilter): Promise<GameRow[]> {
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

export function toGame(row: GameRow, lang: Locale | undefined): Game {
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

export async function queryPlatforms(
  db: Db,
  filter: {
    siteId: number
    currency: string
    supportDevice: number
    gameType?: number
    providerId?: number
    demoOnly?: boolean
  },
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

export function toPlatform(row: PlatformRow, lang: Locale | undefined): GamePlatform {
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

export function groupTypes(platforms: PlatformRow[], lang: Locale | undefined): GameType[] {
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
