import { describe, expect, it } from 'vitest'
import type { Game } from './api'
import { createLobbySearch, filterGames, indexGames, type LobbyFilter } from './search'

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
