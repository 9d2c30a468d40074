import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { Button, TextField, toast } from '@/ui'
import { currentLocale } from '@/platform/i18n'
import { storeFavorite, type Game, type GameTag } from '../api'
import { gameStartRequested } from '../model'
import { gamesQueries } from '../queries'
import { filterGames, indexGames, isFavorite, type LobbyView } from '../search'
import { GameGrid } from './game-grid'
import { useGameScope } from './use-game-scope'

const toolbar = css({ display: 'flex', flexDirection: 'column', gap: '3', mb: '4' })
const chips = css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1', scrollbarWidth: 'thin' })
const chip = css({
  flexShrink: 0,
  minHeight: '40px',
  px: '3',
  borderRadius: 'pill',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface',
  color: 'textMuted',
  fontSize: 'sm',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&[aria-pressed=true]': { bg: 'accent', color: 'onAccent', borderColor: 'accent', fontWeight: 'semibold' },
  _focusVisible: { outline: '3px solid token(colors.sky.400)', outlineOffset: '2px' },
})
const empty = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: '12', textAlign: 'center', color: 'textMuted' })

export interface LobbyProvider {
  id: number
  name: string
}

export interface GameLobbyProps {
  games: readonly Game[]
  providers?: readonly LobbyProvider[]
  /** a provider chosen outside (provider tabs): the filter follows it */
  providerId?: number | null
  label: string
}

/** Search, provider and tag filters, favourites and recently played over a virtualised grid. */
export function GameLobby({ games, providers = [], providerId: outerProvider = null, label }: GameLobbyProps) {
  const { t } = useLingui()
  const scope = useGameScope()
  const start = useUnit(gameStartRequested)
  const locale = currentLocale()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const [providerId, setProviderId] = useState<number | null>(null)
  const [tag, setTag] = useState<GameTag | null>(null)
  const [view, setView] = useState<LobbyView>('all')
  const [overrides, setOverrides] = useState<ReadonlyMap<number, boolean>>(new Map())
  const recent = useQuery({
    ...gamesQueries.lastPlaying(scope.currency, scope.member ?? ''),
    enabled: scope.loggedIn && view === 'recent',
  })
  const index = useMemo(() => indexGames(games), [games])
  const recentIds = useMemo(() => recent.data?.list.map((item) => item.game_id) ?? [], [recent.data])
  const activeProvider = outerProvider ?? providerId
  const shown = useMemo(
    () => filterGames(index, { query: deferredQuery, providerId: activeProvider, tag, view, recentIds, favoriteOverrides: overrides }),
    [index, deferredQuery, activeProvider, tag, view, recentIds, overrides],
  )

  const favorite = useMutation({
    mutationFn: ({ game, on }: { game: Game; on: boolean }) => storeFavorite(game.id, on),
    onMutate: ({ game, on }) => setOverrides((current) => new Map(current).set(game.id, on)),
    onError: (_error, { game, on }) => setOverrides((current) => new Map(current).set(game.id, !on)),
    onSuccess: (_data, { on }) =>
      toast.success(on ? t({ id: 'games.favorite_added', message: 'Added to favourites' }) : t({ id: 'games.favorite_removed', message: 'Removed from favourites' })),
  })

  const play = (game: Game) =>
    start({ gp_id: game.gp_id, game_type: game.game_type, game_code: game.game_code, house: game.house, name: game.gp_name })

  const views: [LobbyView, string][] = [
    ['all', t({ id: 'games.view.all', message: 'All games' })],
    ...(scope.loggedIn
      ? ([
          ['favorites', t({ id: 'games.view.favorites', message: 'Favourites' })],
          ['recent', t({ id: 'games.view.recent', message: 'Recently played' })],
        ] as [LobbyView, string][])
      : []),
  ]
  const tags: [GameTag | null, string][] = [
    [null, t({ id: 'games.tag.any', message: 'Any tag' })],
    ['hot', t({ id: 'games.tag.hot', message: 'Hot' })],
    ['new', t({ id: 'games.tag.new', message: 'New' })],
  ]
  const filtered = query !== '' || providerId !== null || tag !== null || view !== 'all'

  return (
    <section aria-label={label}>
      <div className={toolbar}>
        <TextField
          type="search"
          label={t({ id: 'games.search', message: 'Search games' })}
          placeholder={t({ id: 'games.search_placeholder', message: 'Game or provider name' })}
          value={query}
          onChange={setQuery}
        />
        <div className={chips} role="group" aria-label={t({ id: 'games.views', message: 'Views' })}>
          {views.map(([id, text]) => (
            <button key={id} type="button" className={chip} aria-pressed={view === id} onClick={() => setView(id)}>
              {text}
            </button>
          ))}
          {tags.map(([id, text]) => (
            <button key={id ?? 'any'} type="button" className={chip} aria-pressed={tag === id} onClick={() => setTag(id)}>
              {text}
            </button>
          ))}
        </div>
        {providers.length > 1 && outerProvider === null ? (
          <div className={chips} role="group" aria-label={t({ id: 'games.providers', message: 'Providers' })}>
            <button type="button" className={chip} aria-pressed={providerId === null} onClick={() => setProviderId(null)}>
              <Trans id="games.provider.all">All providers</Trans>
            </button>
            {providers.map((provider) => (
              <button
                key={provider.id}
                type="button"
                className={chip}
                aria-pressed={providerId === provider.id}
                onClick={() => setProviderId(provider.id)}
              >
                {provider.name}
              </button>
            ))}
          </div>
        ) : null}
        <p className={css({ fontSize: 'sm', color: 'textMuted' })} aria-live="polite" data-testid="game-count">
          <Trans id="games.count">{shown.length} games</Trans>
        </p>
      </div>
      {view === 'recent' && recent.isPending ? null : shown.length === 0 ? (
        <div className={empty}>
          <p className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'text' })}>
            {view === 'favorites' && !query ? (
              <Trans id="games.empty_favorites">No favourites yet</Trans>
            ) : view === 'recent' && !query ? (
              <Trans id="games.empty_recent">You have not played a game yet</Trans>
            ) : (
              <Trans id="games.empty_search">No games match your search</Trans>
            )}
          </p>
          {filtered ? (
            <Button
              variant="secondary"
              onPress={() => {
                setQuery('')
                setProviderId(null)
                setTag(null)
                setView('all')
              }}
            >
              <Trans id="games.clear_filters">Show all games</Trans>
            </Button>
          ) : null}
        </div>
      ) : (
        <GameGrid
          games={shown}
          locale={locale}
          label={label}
          isFavorite={(game) => isFavorite(game, overrides)}
          onToggleFavorite={scope.loggedIn ? (game, on) => favorite.mutate({ game, on }) : undefined}
          onPlay={play}
        />
      )}
    </section>
  )
}
