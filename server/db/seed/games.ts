import type { Db } from '../types.ts'
import { bulkInsert, daysFrom } from './bulk.ts'
import { gameName } from './game-names.ts'
import { Prng } from './prng.ts'
import { PROVIDERS, providerGameCounts, providerGameTypes, type ProviderSeed } from './providers.ts'
import { SITES } from './sites.ts'

type GameRow = {
  id: number
  provider_id: number
  game_type: number
  game_code: string
  names: Record<string, string>
  has_image: boolean
  customized: boolean
  is_demo: boolean
  support_devices: number[]
  active: boolean
  sort: number
  released_at: string
}

type TagRow = { game_id: number; tag: string; sort: number }

/** Cockfighting only where it is legal for the seed's markets: VND and USD. */
const COCKFIGHT_CURRENCIES = ['VND', 'USD']

function siteProviders(): { site_id: number; provider_id: number; currencies: string[]; sort: number }[] {
  const rows: { site_id: number; provider_id: number; currencies: string[]; sort: number }[] = []
  for (const site of SITES) {
    PROVIDERS.forEach((provider, sort) => {
      const types = providerGameTypes(provider)
      let currencies = site.currencies
      if (types.includes(8)) currencies = site.currencies.filter((c) => COCKFIGHT_CURRENCIES.includes(c))
      if (provider.code === 'GPKY') currencies = site.currencies.filter((c) => c === 'RMB')
      if (site.id === 3 && !types.some((type) => type === 2 || type === 3)) currencies = []
      if (currencies.length > 0) rows.push({ site_id: site.id, provider_id: provider.id, currencies, sort })
    })
  }
  return rows
}

function supportDevices(prng: Prng): number[] {
  const roll = prng.next()
  if (roll < 0.05) return [0]
  if (roll < 0.1) return [1, 2]
  return [0, 1, 2]
}

function gamesOf(provider: ProviderSeed, prng: Prng, reference: Date, firstId: number): GameRow[] {
  const rows: GameRow[] = []
  const short = provider.code.slice(2)
  for (const [type, count] of providerGameCounts(provider)) {
    for (let index = 0; index < count; index += 1) {
      const name = gameName(type, index, prng)
      // ~10% of games only have an English name, to exercise the en_US fallback.
      const names: Record<string, string> = prng.chance(0.1)
        ? { en_US: name.en }
        : { en_US: name.en, vi_VN: name.vi, zh_CN: name.zh }
      rows.push({
        id: firstId + rows.length,
        provider_id: provider.id,
        game_type: type,
        game_code: `${short}${type}${String(index + 1).padStart(4, '0')}`,
        names,
        has_image: !prng.chance(0.05),
        customized: provider.customized === true,
        is_demo: provider.demo === true && type === 2 ? !prng.chance(0.1) : false,
        support_devices: supportDevices(prng),
        active: !prng.chance(0.01),
        sort: index + 1,
        released_at: daysFrom(reference, -prng.int(0, 1400)).slice(0, 10),
      })
    }
  }
  return rows
}

function tagsOf(games: readonly GameRow[], prng: Prng, reference: Date): TagRow[] {
  const tags: TagRow[] = []
  const popular = new Set(['GPPG', 'GPJL', 'GPPP', 'GPEV', 'GPJD', 'GPBB', 'GPFC', 'GPKA'])
  const codeOf = new Map(PROVIDERS.map((provider) => [provider.id, provider.code]))
  const newSince = daysFrom(reference, -120).slice(0, 10)
  let hot = 0
  let fresh = 0
  let slot = 0
  for (const game of games) {
    if (!game.active) continue
    const isPopular = popular.has(codeOf.get(game.provider_id) ?? '')
    if (prng.chance(isPopular ? 0.12 : 0.03)) tags.push({ game_id: game.id, tag: 'hot', sort: (hot += 1) })
    if (game.released_at >= newSince && prng.chance(0.7))
      tags.push({ game_id: game.id, tag: 'new', sort: (fresh += 1) })
    if (game.game_type === 2 && prng.chance(0.06))
      tags.push({ game_id: game.id, tag: 'slot', sort: (slot += 1) })
  }
  return tags
}

export interface GamesSeedReport {
  providers: number
  games: number
  tags: number
}

export async function seedGames(db: Db, reference: Date): Promise<GamesSeedReport> {
  const prng = new Prng(20_240_517)
  await bulkInsert(
    db,
    'providers',
    {
      id: 'integer',
      code: 'text',
      name: 'text',
      app_id: 'text',
      active: 'boolean',
      is_demo: 'boolean',
      house: 'text',
      game_types: 'smallint[]',
      sort: 'smallint',
    },
    PROVIDERS.map((provider, sort) => ({
      id: provider.id,
      code: provider.code,
      name: provider.name,
      app_id: `app_${provider.code.toLowerCase()}_${1000 + provider.id}`,
      active: provider.active !== false,
      is_demo: provider.demo === true,
      house: provider.house ?? null,
      game_types: providerGameTypes(provider),
      sort,
    })),
  )
  await bulkInsert(
    db,
    'site_providers',
    { site_id: 'integer', provider_id: 'integer', currencies: 'text[]', sort: 'smallint' },
    siteProviders(),
  )
  const games: GameRow[] = []
  for (const provider of PROVIDERS) games.push(...gamesOf(provider, prng, reference, games.length + 1))
  await bulkInsert(
    db,
    'games',
    {
      id: 'integer',
      provider_id: 'integer',
      game_type: 'smallint',
      game_code: 'text',
      names: 'jsonb',
      has_image: 'boolean',
      customized: 'boolean',
      is_demo: 'boolean',
      support_devices: 'smallint[]',
      active: 'boolean',
      sort: 'integer',
      released_at: 'date',
    },
    games,
  )
  const tags = tagsOf(games, prng, reference)
  await bulkInsert(db, 'game_tags', { game_id: 'integer', tag: 'text', sort: 'integer' }, tags)
  await seedMaintenance(db, reference)
  return { providers: PROVIDERS.length, games: games.length, tags: tags.length }
}

/**
 * Two platforms under maintenance so the 203 path can be seen: Hacksaw with a known window,
 * Booongo without times.
 */
async function seedMaintenance(db: Db, reference: Date): Promise<void> {
  const hour = 3_600_000
  await db.query(
    `UPDATE providers SET maintenance = true, maintain_start = $1, maintain_end = $2 WHERE code = 'GPHS'`,
    [
      new Date(reference.getTime() - hour).toISOString(),
      new Date(reference.getTime() + 6 * hour).toISOString(),
    ],
  )
  await db.query(`UPDATE providers SET maintenance = true WHERE code = 'GPBG'`)
}
