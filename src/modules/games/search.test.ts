import { describe, expect, it } from 'vitest'
import type { Game } from './api'
import {
  APP_PREFIX,
  PLATFORM_DESCRIPTION_LIMIT,
  createLobbySearch,
  filterGames,
  gameDisplayName,
  indexGames,
  padJackpot,
  platformDescription,
  type LobbyFilter,
} from './search'

const NAMES: [string, string][] = [
  ['Golden Dragon', 'Rồng Vàng'],
  ['Dragon Fishing', 'Bắn Cá Rồng'],
  ['Lucky Tiger', 'Hổ May Mắn'],
  ['Dragon Tiger Luck', 'Rồng Hổ'],
  ['Money Coming', 'Tiền Đến'],
]
const GAMES: Game[] = NAMES.map(([en, vi], i) => ({
  id: i + 1,
  gp_id: (i % 2) + 1,
  gp_name: i % 2 ? 'JILI' : 'PG Soft',
  gp_gt_name: 'Slots',
  game_type: 2,
  game_code: `G${i}`,
  game_name: { en_US: en, vi_VN: vi },
  customized: 0,
  house: null,
  icon_light: null,
  member_favorite: i === 1 ? 1 : 0,
  tag: i % 2 ? 'hot' : null,
  image: null,
}))
const base: LobbyFilter = {
  query: '',
  providerId: null,
  tag: null,
  view: 'all',
  recentIds: [],
  favoriteOverrides: new Map(),
}
const ids = (games: readonly Game[]) => games.map((game) => game.id)

describe('createLobbySearch', () => {
  it('answers like filterGames while typing, deleting and changing filters', () => {
    const index = indexGames(GAMES)
    const search = createLobbySearch(index)
    const steps: LobbyFilter[] = [
      { ...base, query: 'd' },
      { ...base, query: 'dr' },
      { ...base, query: 'dragon' },
      { ...base, query: 'dragon t' },
      { ...base, query: 'dragon ti' },
      { ...base, query: 'dragon' }, // backspace: widens again
      { ...base, query: 'dragon', tag: 'hot' },
      { ...base, query: 'dragon', providerId: 1 },
      { ...base, query: 'rong', view: 'favorites' },
      { ...base, query: 'rong ho' },
      { ...base, query: '' },
    ]
    for (const step of steps) expect(ids(search(step)), step.query).toEqual(ids(filterGames(index, step)))
    expect(ids(search({ ...base, query: 'dragon ti' }))).toEqual([4])
  })
})

describe('names, descriptions, prefixes and the jackpot', () => {
  it('shows a game name in the player language, falling back to en_US', () => {
    const name = { en_US: 'Golden Dragon', vi_VN: 'Rồng Vàng', zh_CN: '' }
    expect(gameDisplayName(name, 'vi_VN')).toBe('Rồng Vàng')
    expect(gameDisplayName(name, 'zh_CN')).toBe('Golden Dragon')
    expect(gameDisplayName(name, 'ko_KR')).toBe('Golden Dragon')
    expect(gameDisplayName('Super Ace', 'vi_VN')).toBe('Super Ace')
  })

  it('names at most 15 games in a platform description', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...GAMES[0]!, id: i, game_name: `Game ${i}` }))
    const names = platformDescription(many, 'en_US').split(', ')
    expect(names).toHaveLength(PLATFORM_DESCRIPTION_LIMIT)
    expect(PLATFORM_DESCRIPTION_LIMIT).toBe(15)
    expect(names.at(-1)).toBe('Game 14')
  })

  it('maps every game type to its app prefix', () => {
    expect(APP_PREFIX).toEqual({ 2: 'e_', 3: 'v_', 4: 's_', 5: 'l_', 6: 'c_', 7: 't_', 8: 'd_', 9: 'g_' })
  })

  it('pads the jackpot to 10 integer digits, so its width never changes', () => {
    expect(padJackpot(1234.5)).toBe('0000001234.50')
    expect(padJackpot(0)).toBe('0000000000.00')
    expect(padJackpot(Number.NaN)).toBe('0000000000.00')
    expect(padJackpot(98_765_432.1).length).toBe(padJackpot(1).length)
  })
})
