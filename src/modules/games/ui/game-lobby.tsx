import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button, EmptyState, Skeleton, TextField, toast } from '@/ui'
import { currentLocale } from '@/platform/i18n'
import { storeFavorite, type Game, type GameTag } from '../api'
import { $demoMode } from '@/modules/session'
import { gameStartRequested } from '../model'
import { gamesQueries } from '../queries'
import { createLobbySearch, gameDisplayName, indexGames, type LobbyView } from '../search'
import { GameGrid } from './game-grid'
import { useDemoGameIds } from './use-demo-game-ids'
import { LoadError, LobbySkeleton } from './lobby-parts'
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

/** A function whose identity never changes and that always runs the latest `fn`: stable props for memoised children. */
function useStableHandler<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}

/**
 * The search box keeps what is typed to itself and hands each keystroke to the lobby, which
 * re-renders only the cards whose game changed. The result is rendered in the same frame as the
 * letter: measured at 4× CPU slowdown this paints sooner than a transition, whose time slicing and
 * extra frame cost more than the render it postpones.
 */
const LobbySearchField = memo(function LobbySearchField({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useLingui()
  const [value, setValue] = useState('')
  return (
    <TextField
      type="search"
      label={t({ id: 'games.search', message: 'Search games' })}
      placeholder={t({ id: 'games.search_placeholder', message: 'Game or provider name' })}
      value={value}
      onChange={(next) => {
        setValue(next)
        onSearch(next)
      }}
    />
  )
})

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
  /**
   * The whole list is still on its way: `games` are the first of `total` (null: the first view does
   * not answer the provider chosen outside). They show until a filter needs the rest. `retry`: asking
   * for the rest failed.
   */
  arriving?: { total: number | null; retry?: (() => void) | undefined } | undefined
}

/** Search, provider and tag filters, favourites and recently played over a virtualised grid. */
export function GameLobby({
  games,
  providers = [],
  providerId: outerProvider = null,
  label,
  arriving,
}: GameLobbyProps) {
  const { t } = useLingui()
  const scope = useGameScope()
  const [start, demoMode] = useUnit([gameStartRequested, $demoMode])
  const locale = currentLocale()
  const demoIds = useDemoGameIds(games)
  const [query, setQuery] = useState('')
  // Clearing the filters starts a fresh search field.
  const [searchGeneration, setSearchGeneration] = useState(0)
  const [providerId, setProviderId] = useState<number | null>(null)
  const [tag, setTag] = useState<GameTag | null>(null)
  const [view, setView] = useState<LobbyView>('all')
  const [overrides, setOverrides] = useState<ReadonlyMap<number, boolean>>(new Map())
  const recent = useQuery({
    ...gamesQueries.lastPlaying(scope.currency, scope.member ?? ''),
    enabled: scope.loggedIn && view === 'recent',
  })
  const search = useMemo(() => createLobbySearch(indexGames(games)), [games])
  const recentIds = useMemo(() => recent.data?.list.map((item) => item.game_id) ?? [], [recent.data])
  const activeProvider = outerProvider ?? providerId
  const shown = useMemo(
    () =>
      search({
        query,
        providerId: activeProvider,
        tag,
        view,
        recentIds,
        favoriteOverrides: overrides,
      }),
    [search, query, activeProvider, tag, view, recentIds, overrides],
  )

  const favorite = useMutation({
    mutationFn: ({ game, on }: { game: Game; on: boolean }) => storeFavorite(game.id, on),
    onMutate: ({ game, on }) => setOverrides((current) => new Map(current).set(game.id, on)),
    onError: (_error, { game, on }) => setOverrides((current) => new Map(current).set(game.id, !on)),
    onSuccess: (_data, { on }) =>
      toast.success(
        on
          ? t({ id: 'games.favorite_added', message: 'Added to favourites' })
          : t({ id: 'games.favorite_removed', message: 'Removed from favourites' }),
      ),
  })

  const launch = (game: Game, demo: boolean) =>
    start({
      gp_id: game.gp_id,
      game_type: game.game_type,
      game_code: game.game_code,
      house: game.house,
      name: gameDisplayName(game.game_name, locale),
      ...(demo ? { demo: true } : {}),
    })
  // In demo mode (spec §1) a game with a demo plays it; the others explain why they are closed.
  const play = useStableHandler((game: Game) => launch(game, demoMode && demoIds.has(game.id)))
  const playDemo = useStableHandler((game: Game) => launch(game, true))
  const toggleFavorite = useStableHandler((game: Game, on: boolean) => favorite.mutate({ game, on }))

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
  // A filter answers only over the whole list: until it is here the result waits.
  const waiting = arriving !== undefined && (filtered || arriving.total === null)
  const count = arriving?.total ?? shown.length

  return (
    // data-results-for: the search the painted result belongs to (the lobby bench waits for it).
    <section aria-label={label} data-results-for={waiting ? undefined : query} aria-busy={waiting}>
      <div className={toolbar}>
        <LobbySearchField key={searchGeneration} onSearch={setQuery} />
        <div className={chips} role="group" aria-label={t({ id: 'games.views', message: 'Views' })}>
          {views.map(([id, text]) => (
            <button
              key={id}
              type="button"
              className={chip}
              aria-pressed={view === id}
              onClick={() => setView(id)}
            >
              {text}
            </button>
          ))}
          {tags.map(([id, text]) => (
            <button
              key={id ?? 'any'}
              type="button"
              className={chip}
              aria-pressed={tag === id}
              onClick={() => setTag(id)}
            >
              {text}
            </button>
          ))}
        </div>
        {providers.length > 1 && outerProvider === null ? (
          <div className={chips} role="group" aria-label={t({ id: 'games.providers', message: 'Providers' })}>
            <button
              type="button"
              className={chip}
              aria-pressed={providerId === null}
              onClick={() => setProviderId(null)}
            >
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
        <p
          className={css({ fontSize: 'sm', color: 'textMuted' })}
          aria-live="polite"
          data-testid="game-count"
        >
          {waiting ? <Skeleton shape="text" width="6rem" /> : <Trans id="games.count">{count} games</Trans>}
        </p>
      </div>
      {waiting ? (
        arriving.retry ? (
          <LoadError onRetry={arriving.retry} />
        ) : (
          <LobbySkeleton />
        )
      ) : view === 'recent' && recent.isPending ? null : shown.length === 0 ? (
        <EmptyState
          title={
            view === 'favorites' && !query ? (
              <Trans id="games.empty_favorites">No favourites yet</Trans>
            ) : view === 'recent' && !query ? (
              <Trans id="games.empty_recent">You have not played a game yet</Trans>
            ) : (
              <Trans id="games.empty_search">No games match your search</Trans>
            )
          }
          text={
            view === 'favorites' && !query ? (
              <Trans id="games.empty_favorites_text">Tap the heart on a game to keep it here.</Trans>
            ) : undefined
          }
          action={
            filtered ? (
              <Button
                variant="secondary"
                onPress={() => {
                  setQuery('')
                  setSearchGeneration((generation) => generation + 1)
                  setProviderId(null)
                  setTag(null)
                  setView('all')
                }}
              >
                <Trans id="games.clear_filters">Show all games</Trans>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <GameGrid
          games={shown}
          count={count}
          locale={locale}
          label={label}
          favoriteOverrides={overrides}
          onToggleFavorite={scope.loggedIn ? toggleFavorite : undefined}
          onPlay={play}
          demoIds={demoIds}
          onDemo={playDemo}
        />
      )}
    </section>
  )
}
