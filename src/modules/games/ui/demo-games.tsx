import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { EmptyState, ErrorState, Image, QueryBoundary, Skeleton, TextField } from '@/ui'
import { currentLocale } from '@/platform/i18n'
import type { Game, GamePlatform, GameTypeId } from '../api'
import { gameStartRequested } from '../model'
import { gamesQueries } from '../queries'
import { filterGames, gameDisplayName, indexGames } from '../search'
import { useGameScope } from './use-game-scope'

const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
  gap: '3',
  mt: '3',
})
const gameBtn = css({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  borderRadius: 'card',
  overflow: 'hidden',
  bg: 'surfaceRaised',
  borderWidth: '1px',
  borderColor: 'border',
  color: 'text',
  textAlign: 'left',
  cursor: 'pointer',
  _hover: { borderColor: 'accent' },
  _focusVisible: { outline: '3px solid token(colors.sky.400)', outlineOffset: '2px' },
})
const gameName = css({
  px: '2',
  py: '2',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export function GridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} aspectRatio={1} />
      ))}
    </div>
  )
}

/** The demo games of one provider: search and a grid; a pick starts the demo (spec §4 demo flow). */
export function DemoGames({ platform, gtId }: { platform: GamePlatform; gtId: GameTypeId }) {
  const { t } = useLingui()
  return (
    <QueryBoundary
      fallback={<GridSkeleton />}
      failed={({ retry }) => (
        <ErrorState
          title={t({ id: 'games.demo.load_failed', message: 'The demo games could not be loaded' })}
          onRetry={retry}
        />
      )}
    >
      <DemoGameList platform={platform} gtId={gtId} />
    </QueryBoundary>
  )
}

function DemoGameList({ platform, gtId }: { platform: GamePlatform; gtId: GameTypeId }) {
  const { t } = useLingui()
  const scope = useGameScope()
  const start = useUnit(gameStartRequested)
  const locale = currentLocale()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const { data } = useSuspenseQuery(
    gamesQueries.demoGames({ currency: scope.currency, device: scope.device, gpId: platform.gp_id, gtId }),
  )
  const index = useMemo(() => indexGames(data?.list ?? []), [data])
  const shown = useMemo(
    () =>
      filterGames(index, {
        query: deferred,
        providerId: null,
        tag: null,
        view: 'all',
        recentIds: [],
        favoriteOverrides: new Map(),
      }),
    [index, deferred],
  )
  const play = (game: Game) =>
    start({
      gp_id: game.gp_id,
      game_type: game.game_type,
      game_code: game.game_code,
      house: game.house,
      demo: true,
      name: gameDisplayName(game.game_name, locale),
    })

  const count = shown.length
  return (
    <>
      <TextField
        type="search"
        label={t({ id: 'games.demo.search', message: `Search ${platform.gp_name} demo games` })}
        value={query}
        onChange={setQuery}
      />
      <p className={css({ fontSize: 'sm', color: 'textMuted', mt: '2' })} aria-live="polite">
        <Trans id="games.count">{count} games</Trans>
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title={
            query ? (
              <Trans id="games.empty_search">No games match your search</Trans>
            ) : (
              <Trans id="games.demo.none_for_provider">This provider has no demo games right now</Trans>
            )
          }
        />
      ) : (
        <ul
          className={grid}
          aria-label={t({ id: 'games.demo.games_of', message: `${platform.gp_name} demo games` })}
          data-testid="demo-games"
        >
          {shown.map((game) => {
            const name = gameDisplayName(game.game_name, locale)
            return (
              <li key={game.id}>
                <button
                  type="button"
                  className={gameBtn}
                  onClick={() => play(game)}
                  aria-label={t({ id: 'games.demo.play_name', message: `Play the ${name} demo` })}
                >
                  <Image
                    src={game.image}
                    alt=""
                    aspectRatio={1}
                    sizes="(max-width: 767px) 34vw, (max-width: 991px) 25vw, 240px"
                  />
                  <span className={gameName}>{name}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
