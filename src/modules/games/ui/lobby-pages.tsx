import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { Button, ErrorState, Skeleton } from '@/ui'
import { currentLocale } from '@/platform/i18n'
import type { GameTypeId } from '../api'
import { demoPickerOpened } from '../demo-picker-model'
import { GAME_TYPES } from '../game-types'
import { gameStartRequested } from '../model'
import { gamesQueries } from '../queries'
import { platformDescription } from '../search'
import { GameLobby } from './game-lobby'
import { ProviderStrip } from './provider-strip'
import { SportsFrame } from './sports-frame'
import { useGameScope } from './use-game-scope'

const page = css({ maxW: '1200px', mx: 'auto', px: { base: '4', lg: '6' }, py: { base: '4', lg: '8' } })
const heading = css({ fontSize: { base: '2xl', lg: '3xl' }, fontWeight: 'bold', color: 'text', mb: '1' })
const lead = css({ color: 'textMuted', mb: '4', fontSize: 'sm' })
const intro = css({ color: 'textMuted', mb: '2', maxW: '65ch' })

/** The game type's intro sentence (spec §3), under the page title. */
function TypeIntro({ gtId }: { gtId: GameTypeId }) {
  const { i18n } = useLingui()
  return (
    <p className={intro} data-testid="game-type-intro">
      {i18n._(GAME_TYPES[gtId].intro)}
    </p>
  )
}
function LobbySkeleton() {
  return (
    <div
      aria-busy="true"
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
        gap: '3',
      })}
    >
      {Array.from({ length: 12 }, (_, index) => (
        <Skeleton key={index} aspectRatio={1} />
      ))}
    </div>
  )
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui()
  return (
    <ErrorState
      title={t({ id: 'games.load_failed', message: 'The games could not be loaded' })}
      message={t({ id: 'games.load_failed_text', message: 'Check your connection and try again.' })}
      retryLabel={t({ id: 'games.retry', message: 'Try again' })}
      onRetry={onRetry}
      isRetrying={retrying}
    />
  )
}

const titleRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
})

/** "Try demo games": opens the demo picker on this game type when it has demo games. */
function DemoButton({ gtId }: { gtId: GameTypeId }) {
  const scope = useGameScope()
  const open = useUnit(demoPickerOpened)
  const types = useQuery(
    gamesQueries.demoTypes({ currency: scope.currency, supportDevice: scope.supportDevice }),
  )
  if (!types.data || types.data.list.length === 0) return null
  return (
    <Button variant="secondary" size="sm" onPress={() => open({ gtId })} data-testid="open-demo-picker">
      <Trans id="games.demo.open">Try demo games</Trans>
    </Button>
  )
}

/** Games and platforms of one type, from the catalogue and the type list. */
function useTypeGames(gtId: GameTypeId) {
  const scope = useGameScope()
  const catalog = useQuery(
    gamesQueries.catalog({
      currency: scope.currency,
      supportDevice: scope.supportDevice,
      member: scope.member,
    }),
  )
  const types = useQuery(gamesQueries.types({ currency: scope.currency, supportDevice: scope.supportDevice }))
  const games = useMemo(
    () => catalog.data?.list.find((section) => section.gt_id === gtId)?.game_list ?? [],
    [catalog.data, gtId],
  )
  const type = types.data?.list.find((item) => item.gt_id === gtId)
  return { catalog, types, games, type, platforms: type?.gp_list ?? [] }
}

/** /gameHall/{id}: the hall of one game type (3 live, 4 sports, 5 lottery, 6 card, 8 cockfight, 9 esports). */
export function GameHallPage({ gtId }: { gtId: GameTypeId }) {
  const { t } = useLingui()
  const start = useUnit(gameStartRequested)
  const { catalog, types, games, type, platforms } = useTypeGames(gtId)
  const [providerId, setProviderId] = useState<number | null>(null)
  const title = type?.gt_name ?? t({ id: 'page.game_hall.title', message: 'Game hall' })
  return (
    <div className={page}>
      <div className={titleRow}>
        <h1 className={heading}>{title}</h1>
        <DemoButton gtId={gtId} />
      </div>
      <TypeIntro gtId={gtId} />
      <p className={lead}>
        {types.isPending || catalog.isPending ? (
          <Skeleton shape="text" width="11rem" />
        ) : (
          <Trans id="games.hall_lead">
            {platforms.length} providers · {games.length} games
          </Trans>
        )}
      </p>
      {gtId === 4 ? <SportsFrame /> : null}
      <ProviderStrip
        platforms={platforms}
        loading={types.isPending}
        selected={providerId}
        onSelect={(platform) =>
          platform.customized === 1
            ? start({
                gp_id: platform.gp_id,
                game_type: platform.game_type,
                game_code: platform.game_code ?? undefined,
                house: platform.house,
                name: platform.gp_name,
              })
            : setProviderId((current) => (current === platform.gp_id ? null : platform.gp_id))
        }
      />
      {catalog.isPending ? (
        <LobbySkeleton />
      ) : catalog.isError ? (
        <LoadError onRetry={() => void catalog.refetch()} retrying={catalog.isFetching} />
      ) : (
        <GameLobby
          games={games}
          providerId={providerId}
          label={t({ id: 'games.list_label', message: `${title} games` })}
        />
      )}
    </div>
  )
}

/** /gameRoom: the desktop game room of slots (game-room mode), provider tabs over the whole lobby. */
export function GameRoomPage({ gtId, gpId }: { gtId: GameTypeId; gpId?: number | undefined }) {
  const { t } = useLingui()
  const { catalog, games, type, platforms } = useTypeGames(gtId)
  const providers = useMemo(
    () => platforms.map((platform) => ({ id: platform.gp_id, name: platform.gp_name })),
    [platforms],
  )
  const [providerId, setProviderId] = useState<number | null>(gpId ?? null)
  const title = type?.gt_name ?? t({ id: 'page.game_room.title', message: 'Game room' })
  return (
    <div className={page}>
      <div className={titleRow}>
        <h1 className={heading}>{title}</h1>
        <DemoButton gtId={gtId} />
      </div>
      <TypeIntro gtId={gtId} />
      <div
        className={css({ display: 'flex', gap: '2', overflowX: 'auto', mb: '4', pb: '1' })}
        role="group"
        aria-label={t({ id: 'games.providers', message: 'Providers' })}
      >
        <Button
          variant={providerId === null ? 'primary' : 'secondary'}
          onPress={() => setProviderId(null)}
          aria-pressed={providerId === null}
        >
          <Trans id="games.provider.all">All providers</Trans>
        </Button>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant={providerId === provider.id ? 'primary' : 'secondary'}
            aria-pressed={providerId === provider.id}
            onPress={() => setProviderId(provider.id)}
          >
            {provider.name}
          </Button>
        ))}
      </div>
      {catalog.isPending ? (
        <LobbySkeleton />
      ) : catalog.isError ? (
        <LoadError onRetry={() => void catalog.refetch()} retrying={catalog.isFetching} />
      ) : (
        <GameLobby
          games={games}
          providerId={providerId}
          label={t({ id: 'games.list_label', message: `${title} games` })}
        />
      )}
    </div>
  )
}

/** The slot list has no navbar or footer: this link is its way home. */
function BackToLobby() {
  return (
    <Link
      to="/{-$locale}"
      params={(prev) => prev}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        minH: '11',
        px: { base: '4', lg: '6' },
        color: 'accent',
        fontSize: 'sm',
        textDecoration: 'underline',
      })}
    >
      <Trans id="games.back_home">Back to the lobby</Trans>
    </Link>
  )
}

/** /slotgame: one platform's games (no navbar or footer), its description limited to 15 names. */
export function SlotListPage({
  gtId,
  gpId,
  house,
}: {
  gtId: GameTypeId
  gpId?: number | undefined
  house?: string | undefined
}) {
  const { t } = useLingui()
  const scope = useGameScope()
  const platform = useQuery({
    ...gamesQueries.platform({
      currency: scope.currency,
      device: scope.device,
      gpId: gpId ?? 0,
      gtId,
      house,
      member: scope.member,
    }),
    enabled: gpId !== undefined,
  })
  const all = useTypeGames(gtId)
  if (gpId === undefined)
    return (
      <>
        <BackToLobby />
        <GameRoomPage gtId={gtId} />
      </>
    )
  const games = platform.data?.list.find((label) => label.label === 'all')?.game_list ?? []
  const title =
    platform.data?.main.gp_name ?? all.type?.gt_name ?? t({ id: 'page.slot.title', message: 'Slot games' })
  return (
    <div className={page}>
      <BackToLobby />
      <div className={titleRow}>
        <h1 className={heading}>{title}</h1>
        <DemoButton gtId={gtId} />
      </div>
      {platform.data ? <p className={lead}>{platformDescription(games, currentLocale())}</p> : null}
      {platform.isPending ? (
        <LobbySkeleton />
      ) : platform.isError ? (
        <LoadError onRetry={() => void platform.refetch()} retrying={platform.isFetching} />
      ) : (
        <GameLobby games={games} label={t({ id: 'games.list_label', message: `${title} games` })} />
      )}
    </div>
  )
}
