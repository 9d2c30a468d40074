import type { Game, GameName, GameTag } from './api'

/** A game name in the player's locale, with the en_US fallback (spec §3). */
export function gameDisplayName(name: GameName, locale: string): string {
  if (typeof name === 'string') return name
  const localised = Object.entries(name).find(([language]) => language === locale)?.[1]
  return localised && localised.length > 0 ? localised : name.en_US
}

/** Lower case without diacritics, so "no hu" finds "Nổ Hũ" and "DRAGON" finds "Dragon". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim()
}

export interface IndexedGame {
  game: Game
  /** every loaded name and the provider, normalised, joined */
  haystack: string
}

export function indexGames(games: readonly Game[]): IndexedGame[] {
  return games.map((game) => {
    const names = typeof game.game_name === 'string' ? [game.game_name] : Object.values(game.game_name)
    return { game, haystack: normalise([...names, game.gp_name, game.game_code].join(' ')) }
  })
}

export type LobbyView = 'all' | 'favorites' | 'recent'

export interface LobbyFilter {
  query: string
  providerId: number | null
  tag: GameTag | null
  view: LobbyView
  /** game ids, most recent first (the recent view keeps that order) */
  recentIds: readonly number[]
  /** favourites toggled in this session, by game id (server state otherwise) */
  favoriteOverrides: ReadonlyMap<number, boolean>
}

export function isFavorite(game: Game, overrides: ReadonlyMap<number, boolean>): boolean {
  return overrides.get(game.id) ?? game.member_favorite === 1
}

function matcher(filter: LobbyFilter): (entry: IndexedGame) => boolean {
  const words = normalise(filter.query).split(/\s+/).filter(Boolean)
  return (entry) =>
    (filter.providerId === null || entry.game.gp_id === filter.providerId) &&
    (filter.tag === null || entry.game.tag === filter.tag) &&
    words.every((word) => entry.haystack.includes(word))
}

function filterEntries(index: readonly IndexedGame[], filter: LobbyFilter): IndexedGame[] {
  const matches = matcher(filter)
  if (filter.view === 'recent') {
    const byId = new Map(index.map((entry) => [entry.game.id, entry]))
    return filter.recentIds.flatMap((id) => {
      const entry = byId.get(id)
      return entry && matches(entry) ? [entry] : []
    })
  }
  const result: IndexedGame[] = []
  for (const entry of index) {
    if (filter.view === 'favorites' && !isFavorite(entry.game, filter.favoriteOverrides)) continue
    if (matches(entry)) result.push(entry)
  }
  return result
}

/** Search (every word must match) and filters over an index; keeps the catalogue order. */
export function filterGames(index: readonly IndexedGame[], filter: LobbyFilter): Game[] {
  return filterEntries(index, filter).map((entry) => entry.game)
}

/**
 * A search over one index that remembers its last answer: when the player only typed more letters
 * (same filters, the new query extends the old one), every new match is among the old matches, so
 * only those are searched again. Gives the same answer as `filterGames`.
 */
export function createLobbySearch(index: readonly IndexedGame[]): (filter: LobbyFilter) => Game[] {
  let last: { filter: LobbyFilter; query: string; entries: IndexedGame[] } | null = null
  return (filter) => {
    const query = normalise(filter.query)
    const narrows =
      last !== null &&
      query.startsWith(last.query) &&
      filter.providerId === last.filter.providerId &&
      filter.tag === last.filter.tag &&
      filter.view === last.filter.view &&
      filter.recentIds === last.filter.recentIds &&
      filter.favoriteOverrides === last.filter.favoriteOverrides
    const entries = narrows && last ? last.entries.filter(matcher(filter)) : filterEntries(index, filter)
    last = { filter, query, entries }
    return entries.map((entry) => entry.game)
  }
}

/** Spec §9: a platform description names at most 15 games. */
export const PLATFORM_DESCRIPTION_LIMIT = 15

export function platformDescription(games: readonly Game[], locale: string): string {
  return games
    .slice(0, PLATFORM_DESCRIPTION_LIMIT)
    .map((game) => gameDisplayName(game.game_name, locale))
    .join(', ')
}

/** Spec §3: app prefixes per game type. */
export const APP_PREFIX: Record<number, string> = {
  2: 'e_',
  3: 'v_',
  4: 's_',
  5: 'l_',
  6: 'c_',
  7: 't_',
  8: 'd_',
  9: 'g_',
}

/** Spec §3 and §9: the jackpot is shown with 10 integer digits. */
export function padJackpot(amount: number): string {
  const safe = Number.isFinite(amount) && amount > 0 ? amount : 0
  const [integer = '0', fraction = '00'] = safe.toFixed(2).split('.')
  return `${integer.padStart(10, '0')}.${fraction}`
}
