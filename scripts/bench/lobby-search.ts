/**
 * Lobby search figures: index 5,000 games and time each keystroke of a few searches through the
 * lobby's own filter (the compute part of keystroke → painted result). Run alone with
 * `node --import tsx scripts/bench/lobby-search.ts`.
 */
import { pathToFileURL } from 'node:url'
import type { Game } from '../../src/modules/games/api.ts'
import { filterGames, indexGames } from '../../src/modules/games/search.ts'

const WORDS = ['Dragon', 'Fortune', 'Lucky', 'Golden', 'Wild', 'Panda', 'Tiger', 'Koi', 'Lotus', 'Phoenix', 'Gem', 'Treasure']
const VI = ['Rồng', 'Tài Lộc', 'May Mắn', 'Vàng', 'Hoang Dã', 'Gấu Trúc', 'Hổ', 'Cá Chép', 'Sen', 'Phượng', 'Ngọc', 'Kho Báu']

export function syntheticGames(count: number): Game[] {
  return Array.from({ length: count }, (_, index): Game => {
    const a = index % WORDS.length
    const b = (index * 7) % WORDS.length
    return {
      id: index + 1,
      gp_id: (index % 24) + 1,
      gp_name: `Provider ${(index % 24) + 1}`,
      gp_gt_name: 'Slots',
      game_type: 2,
      game_code: `G${index}`,
      game_name: { en_US: `${WORDS[a]} ${WORDS[b]} ${index}`, vi_VN: `${VI[a]} ${VI[b]} ${index}` },
      customized: 0,
      house: null,
      icon_light: null,
      member_favorite: index % 50 === 0 ? 1 : 0,
      tag: index % 9 === 0 ? 'hot' : null,
      image: null,
    }
  })
}

export interface LobbySearchResult {
  games: number
  indexMs: number
  keystrokes: number
  keystrokeMedianMs: number
  keystrokeP95Ms: number
  keystrokeMaxMs: number
  note: string
}

export async function benchLobbySearch(count = 5000): Promise<LobbySearchResult> {
  const games = syntheticGames(count)
  const t0 = performance.now()
  const index = indexGames(games)
  const indexMs = performance.now() - t0
  const times: number[] = []
  for (const phrase of ['dragon gold', 'tai loc', 'provider 7', 'phoenix 49', 'zzz']) {
    for (let length = 1; length <= phrase.length; length += 1) {
      const started = performance.now()
      filterGames(index, { query: phrase.slice(0, length), providerId: null, tag: null, view: 'all', recentIds: [], favoriteOverrides: new Map() })
      times.push(performance.now() - started)
    }
  }
  times.sort((x, y) => x - y)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  const round = (n: number) => Math.round(n * 100) / 100
  return {
    games: count,
    indexMs: round(indexMs),
    keystrokes: times.length,
    keystrokeMedianMs: round(at(0.5)),
    keystrokeP95Ms: round(at(0.95)),
    keystrokeMaxMs: round(at(1)),
    note: 'filter compute per keystroke in Node, no CPU throttling; the painted figure needs the browser run',
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchLobbySearch().then((result) => console.log(JSON.stringify(result, null, 2)))
}
