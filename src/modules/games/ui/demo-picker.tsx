import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import {
  Dialog,
  EmptyState,
  ErrorState,
  Image,
  Modal,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@/ui'
import { currentLocale } from '@/platform/i18n'
import type { Game, GamePlatform, GameType, GameTypeId } from '../api'
import { $demoPicker, demoPickerClosed } from '../demo-picker-model'
import { gameStartRequested } from '../model'
import { gamesQueries } from '../queries'
import { filterGames, gameDisplayName, indexGames } from '../search'
import { useGameScope } from './use-game-scope'

const providerRow = css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1', mb: '3' })
const providerBtn = css({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  px: '3',
  borderRadius: 'pill',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface',
  color: 'text',
  fontSize: 'sm',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&[aria-pressed=true]': { borderColor: 'accent', color: 'accent', fontWeight: 'semibold' },
  _focusVisible: { outline: '3px solid token(colors.sky.400)', outlineOffset: '2px' },
})
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

function GridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} aspectRatio={1} />
      ))}
    </div>
  )
}

/** The demo games of one provider: search and a grid; a pick starts the demo (spec §4 demo flow). */
function DemoGames({ platform, gtId }: { platform: GamePlatform; gtId: GameTypeId }) {
  const { t } = useLingui()
  const scope = useGameScope()
  const start = useUnit(gameStartRequested)
  const locale = currentLocale()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const games = useQuery(
    gamesQueries.demoGames({ currency: scope.currency, device: scope.device, gpId: platform.gp_id, gtId }),
  )
  const index = useMemo(() => indexGames(games.data?.list ?? []), [games.data])
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

  if (games.isPending) return <GridSkeleton />
  if (games.isError)
    return (
      <ErrorState
        title={t({ id: 'games.demo.load_failed', message: 'The demo games could not be loaded' })}
        onRetry={() => void games.refetch()}
        isRetrying={games.isFetching}
      />
    )
  return (
    <>
      <TextField
        type="search"
        label={t({ id: 'games.demo.search', message: `Search ${platform.gp_name} demo games` })}
        value={query}
        onChange={setQuery}
      />
      <p className={css({ fontSize: 'sm', color: 'textMuted', mt: '2' })} aria-live="polite">
        <Trans id="games.count">{shown.length} games</Trans>
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
                  <Image src={game.image} alt="" aspectRatio={1} />
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

/** The demo provider list of one game type, then the chosen provider's games. */
function DemoProviders({ type }: { type: GameType }) {
  const { t } = useLingui()
  const [chosen, setChosen] = useState<number | null>(null)
  const platform = type.gp_list.find((item) => item.gp_id === chosen) ?? type.gp_list[0]
  if (!platform)
    return <EmptyState title={<Trans id="games.demo.none">There are no demo games right now</Trans>} />
  return (
    <>
      <div
        className={providerRow}
        role="group"
        aria-label={t({ id: 'games.demo.providers', message: 'Demo providers' })}
      >
        {type.gp_list.map((item) => (
          <button
            key={item.gp_id}
            type="button"
            className={providerBtn}
            aria-pressed={item.gp_id === platform.gp_id}
            onClick={() => setChosen(item.gp_id)}
          >
            <Image
              src={item.icon_light}
              alt=""
              width={24}
              height={24}
              className={css({ borderRadius: 'sm', flexShrink: 0 })}
            />
            {item.gp_name}
          </button>
        ))}
      </div>
      <DemoGames key={platform.gp_id} platform={platform} gtId={type.gt_id} />
    </>
  )
}

function DemoPickerBody({ preferred }: { preferred: GameTypeId | null }) {
  const { t } = useLingui()
  const scope = useGameScope()
  const types = useQuery(
    gamesQueries.demoTypes({ currency: scope.currency, supportDevice: scope.supportDevice }),
  )
  const list = types.data?.list ?? []
  const initial = list.find((type) => type.gt_id === preferred)?.gt_id ?? list[0]?.gt_id
  const [selected, setSelected] = useState<GameTypeId | null>(null)
  const current = list.find((type) => type.gt_id === selected)?.gt_id ?? initial

  if (types.isPending)
    return (
      <div aria-busy="true">
        <Skeleton height={44} className={css({ mb: '3' })} />
        <GridSkeleton />
      </div>
    )
  if (types.isError)
    return (
      <ErrorState
        title={t({ id: 'games.demo.load_failed', message: 'The demo games could not be loaded' })}
        onRetry={() => void types.refetch()}
        isRetrying={types.isFetching}
      />
    )
  if (current === undefined)
    return (
      <EmptyState
        title={<Trans id="games.demo.none">There are no demo games right now</Trans>}
        text={
          <Trans id="games.demo.none_text">Please come back later, or log in to play the full games.</Trans>
        }
      />
    )
  return (
    <Tabs
      selectedKey={String(current)}
      onSelectionChange={(key) =>
        setSelected(list.find((type) => String(type.gt_id) === String(key))?.gt_id ?? null)
      }
    >
      <TabList aria-label={t({ id: 'games.demo.types', message: 'Game types' })}>
        {list.map((type) => (
          <Tab key={type.gt_id} id={String(type.gt_id)}>
            {type.gt_name}
          </Tab>
        ))}
      </TabList>
      {list.map((type) => (
        <TabPanel key={type.gt_id} id={String(type.gt_id)} className={css({ pt: '3' })}>
          <DemoProviders type={type} />
        </TabPanel>
      ))}
    </Tabs>
  )
}

/** The demo picker of spec §2/§4: game types, the demo providers, their games; guests may play. */
export function DemoPicker() {
  const { t } = useLingui()
  const [picker, close] = useUnit([$demoPicker, demoPickerClosed])
  return (
    <Modal isOpen={picker !== null} onOpenChange={(open) => !open && close()} size="lg">
      <Dialog
        title={t({ id: 'games.demo.title', message: 'Play demo games for free' })}
        data-testid="demo-picker"
      >
        <p className={css({ color: 'textMuted', fontSize: 'sm', mb: '3' })}>
          <Trans id="games.demo.lead">Demo games use play money: no login and no deposit needed.</Trans>
        </p>
        {picker ? <DemoPickerBody preferred={picker.gtId} /> : null}
      </Dialog>
    </Modal>
  )
}
