import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { $currency } from '@/modules/session'
import { renderWithI18n } from '@/ui/test-utils'
import type { Game, GameType } from '../api'
import { gamesQueries } from '../queries'
import { GameLobby, type GameLobbyProps } from './game-lobby'

/** A small catalogue in the contract's shape: three providers, names in several languages, tags. */
function game(id: number, gp: [number, string], names: Game['game_name'], tag: Game['tag']): Game {
  return {
    id,
    gp_id: gp[0],
    gp_name: gp[1],
    gp_gt_name: `${gp[1]} Slots`,
    game_type: 2,
    game_code: `${gp[1].slice(0, 2).toUpperCase()}2${String(id).padStart(4, '0')}`,
    game_name: names,
    customized: 0,
    house: null,
    icon_light: null,
    member_favorite: 0,
    tag,
    image: null,
  }
}
const PG: [number, string] = [2, 'PG Soft']
const JILI: [number, string] = [3, 'JILI']
const HS: [number, string] = [26, 'Hacksaw Gaming']
const GAMES: Game[] = [
  game(1, PG, { en_US: 'Golden Dragon', vi_VN: 'Rồng Vàng', zh_CN: '金龙' }, 'hot'),
  game(2, PG, { en_US: 'Lucky Tiger', vi_VN: 'Hổ May Mắn', zh_CN: '幸运虎' }, null),
  game(3, JILI, { en_US: 'Dragon Fishing', vi_VN: 'Bắn Cá Rồng', zh_CN: '捕鱼龙' }, 'hot'),
  game(4, JILI, 'Super Ace', 'new'),
  game(5, JILI, { en_US: 'Money Coming', vi_VN: 'Tiền Đến' }, 'hot'),
  game(6, HS, { en_US: 'Wanted Dead', vi_VN: 'Truy Nã' }, null),
]
const DEMO_TYPES: { list: GameType[] } = {
  list: [
    {
      gt_id: 2,
      gt_name: 'Slots',
      gt_icon: null,
      gt_icon_active: null,
      gp_list: [
        {
          gp_id: 3,
          gp_code: 'GPJL',
          gp_name: 'JILI',
          gp_gt_name: 'JILI Slots',
          game_type: 2,
          game_code: null,
          customized: 0,
          house: null,
          icon_light: null,
          icon_dark: null,
          image: null,
          is_maintain: false,
        },
      ],
    },
  ],
}

function renderLobby(list: Partial<GameLobbyProps> = {}) {
  // The server state the lobby reads besides its games: the demo platforms and their demo games.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  // Keyed by the visitor's currency as the session derives it for a fresh visit.
  const currency = fork().getState($currency)
  client.setQueryData(gamesQueries.demoTypes({ currency, supportDevice: 0 }).queryKey, DEMO_TYPES)
  const demoGames = gamesQueries.demoGames({ currency, device: 1, gpId: 3, gtId: 2 })
  client.setQueryData(demoGames.queryKey, () => ({ list: GAMES.filter((g) => g.gp_id === 3 && g.id !== 5) }))
  const providers = [PG, JILI, HS].map(([id, name]) => ({ id, name }))
  renderWithI18n(
    <QueryClientProvider client={client}>
      <GameLobby games={GAMES} providers={providers} label="Slots games" {...list} />
    </QueryClientProvider>,
  )
}

const shownCount = () => Number((screen.getByTestId('game-count').textContent ?? '').replace(/\D/g, ''))
const search = () => screen.getByRole('searchbox', { name: 'Search games' })

describe('GameLobby search and filters', () => {
  it('finds names in any loaded language and providers, without accents or case', async () => {
    renderLobby()
    expect(shownCount()).toBe(6)
    fireEvent.change(search(), { target: { value: 'DRAGON' } })
    await waitFor(() => expect(shownCount()).toBe(2))
    fireEvent.change(search(), { target: { value: 'rong vang' } })
    await waitFor(() => expect(shownCount()).toBe(1))
    fireEvent.change(search(), { target: { value: '幸运' } })
    await waitFor(() => expect(shownCount()).toBe(1))
    fireEvent.change(search(), { target: { value: 'hacksaw' } })
    await waitFor(() => expect(shownCount()).toBe(1))
  })

  it('combines the provider and tag filters with the search; the empty state clears them', async () => {
    renderLobby()
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'JILI' }),
    )
    await waitFor(() => expect(shownCount()).toBe(3))
    fireEvent.click(screen.getByRole('button', { name: 'Hot' }))
    await waitFor(() => expect(shownCount()).toBe(2))
    fireEvent.change(search(), { target: { value: 'money' } })
    await waitFor(() => expect(shownCount()).toBe(1))
    fireEvent.change(search(), { target: { value: 'no such game' } })
    await screen.findByText('No games match your search')
    fireEvent.click(screen.getByRole('button', { name: 'Show all games' }))
    await waitFor(() => expect(shownCount()).toBe(6))
    expect(search()).toHaveProperty('value', '')
  })

  it('offers "Demo" only on games that have a demo', async () => {
    renderLobby()
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'JILI' }),
    )
    await waitFor(() => expect(screen.getAllByTestId('game-card').length).toBe(3))
    const demos = screen
      .getAllByRole('button', { name: /for free$/ })
      .map((button) => button.getAttribute('aria-label'))
    expect(demos).toEqual(['Try Dragon Fishing for free', 'Try Super Ace for free'])
  })

  it('shows the first games of a longer list with its full count; a search waits for the whole list', async () => {
    let retried = 0
    renderLobby({ games: GAMES.slice(0, 3), arriving: { total: 240 } })
    expect(shownCount()).toBe(240)
    expect(screen.getAllByTestId('game-card')).toHaveLength(3)
    fireEvent.change(search(), { target: { value: 'no such game' } })
    // Not "no games match": the answer is not known until the whole list is here.
    await waitFor(() => expect(screen.queryAllByTestId('game-card')).toHaveLength(0))
    expect(screen.queryByText('No games match your search')).toBeNull()
    expect(screen.getByRole('region', { name: 'Slots games' }).getAttribute('aria-busy')).toBe('true')
    expect(search()).toHaveProperty('value', 'no such game')

    renderLobby({ games: [], arriving: { total: null, retry: () => (retried += 1) } })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retried).toBe(1)
  })
})
