import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient, useSuspenseQueries } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useMemo, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, QueryBoundary, Skeleton, useValueAfterHydration } from '@/ui'
import type { GameTypeId } from '../api'
import { gameStartRequested } from '../model'
import { gamesQueries } from '../queries'
import { GameLobby } from './game-lobby'
import { lead, LoadError, LobbySkeleton, LobbyTitle, page, TypeIntro } from './lobby-parts'
import { ProviderStrip } from './provider-strip'
import { SportsFrame, SportsFrameSkeleton } from './sports-frame'
import { useGameScope } from './use-game-scope'
import { useFirstReach } from './use-first-reach'

/**
 * Games and platforms of one type. The page's first view is the type's first games (of `firstProvider`
 * when given), which its HTML carries; the catalogue of every game follows once the player reaches for
 * the page, and is used at once when it is already here (a later navigation).
 */
function useTypeGames(gtId: GameTypeId, firstProvider: number | null, providerId: number | null) {
  const scope = useGameScope()
  const listScope = { currency: scope.currency, supportDevice: scope.supportDevice, member: scope.member }
  const [firstView, types] = useSuspenseQueries({
    queries: [
      gamesQueries.typeFirstView({ ...listScope, gtId, gpId: firstProvider }),
      gamesQueries.types({ currency: scope.currency, supportDevice: scope.supportDevice }),
    ],
  })
  const client = useQueryClient()
  const catalogOptions = gamesQueries.catalog(listScope)
  // Asked for outside the render: the reach itself re-renders nothing; the answer does.
  useFirstReach(() => void client.prefetchQuery(catalogOptions))
  const catalog = useQuery({ ...catalogOptions, enabled: false })
  // A server render and its hydration show the first view alone, whatever the cache holds.
  const whole = useValueAfterHydration(catalog.data)
  const section = useMemo(
    () => (whole === undefined ? null : (whole?.list.find((item) => item.gt_id === gtId)?.game_list ?? [])),
    [whole, gtId],
  )
  const type = types.data?.list.find((item) => item.gt_id === gtId)
  const retry = catalog.isError ? () => void catalog.refetch() : undefined
  return {
    games: section ?? (providerId === firstProvider ? firstView.data.games : []),
    /** every game of the type (of the first provider, in the first view) */
    total: section?.length ?? firstView.data.total,
    arriving:
      section === null
        ? { total: providerId === firstProvider ? firstView.data.total : null, retry }
        : undefined,
    type,
    platforms: type?.gp_list ?? [],
  }
}

type HallFrameProps = {
  gtId: GameTypeId
  title: string
  lead: ReactNode
  /** The games are on their way: the sports frame waits with them. */
  loading?: boolean
  children: ReactNode
}

/** A hall's title, intro and counts, the sports frame in the sports hall, then its providers and games. */
function HallFrame({ gtId, title, lead: counts, loading = false, children }: HallFrameProps) {
  return (
    <div className={page}>
      <LobbyTitle title={title} gtId={gtId} />
      <TypeIntro gtId={gtId} />
      <p className={lead}>{counts}</p>
      {gtId === 4 ? loading ? <SportsFrameSkeleton /> : <SportsFrame /> : null}
      {children}
    </div>
  )
}

/** /gameHall/{id}: the hall of one game type (3 live, 4 sports, 5 lottery, 6 card, 8 cockfight, 9 esports). */
export function GameHallPage({ gtId }: { gtId: GameTypeId }) {
  const { t } = useLingui()
  const title = t({ id: 'page.game_hall.title', message: 'Game hall' })
  return (
    <QueryBoundary
      fallback={
        <HallFrame gtId={gtId} title={title} lead={<Skeleton shape="text" width="11rem" />} loading>
          <ProviderStrip platforms={[]} loading selected={null} onSelect={() => undefined} />
          <LobbySkeleton />
        </HallFrame>
      }
      failed={({ retry }) => (
        <HallFrame gtId={gtId} title={title} lead={null}>
          <LoadError onRetry={retry} />
        </HallFrame>
      )}
    >
      <GameHall gtId={gtId} />
    </QueryBoundary>
  )
}

function GameHall({ gtId }: { gtId: GameTypeId }) {
  const { t } = useLingui()
  const start = useUnit(gameStartRequested)
  const [providerId, setProviderId] = useState<number | null>(null)
  const { games, total, arriving, type, platforms } = useTypeGames(gtId, null, providerId)
  const title = type?.gt_name ?? t({ id: 'page.game_hall.title', message: 'Game hall' })
  return (
    <HallFrame
      gtId={gtId}
      title={title}
      lead={
        <Trans id="games.hall_lead">
          {platforms.length} providers · {total} games
        </Trans>
      }
    >
      <ProviderStrip
        platforms={platforms}
        loading={false}
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
      <GameLobby
        games={games}
        providerId={providerId}
        arriving={arriving}
        label={t({ id: 'games.list_label', message: `${title} games` })}
      />
    </HallFrame>
  )
}

type ProviderTabsProps = {
  providers: readonly { id: number; name: string }[]
  selected: number | null
  onSelect?: (providerId: number | null) => void
}

/** The game room's provider tabs: all providers, then each one. */
function ProviderTabs({ providers, selected, onSelect }: ProviderTabsProps) {
  const { t } = useLingui()
  return (
    <div
      className={css({ display: 'flex', gap: '2', overflowX: 'auto', mb: '4', pb: '1' })}
      role="group"
      aria-label={t({ id: 'games.providers', message: 'Providers' })}
    >
      <Button
        variant={selected === null ? 'primary' : 'secondary'}
        onPress={() => onSelect?.(null)}
        aria-pressed={selected === null}
      >
        <Trans id="games.provider.all">All providers</Trans>
      </Button>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant={selected === provider.id ? 'primary' : 'secondary'}
          aria-pressed={selected === provider.id}
          onPress={() => onSelect?.(provider.id)}
        >
          {provider.name}
        </Button>
      ))}
    </div>
  )
}

/** The game room's title and intro over its provider tabs and games. */
function RoomFrame({ gtId, title, children }: { gtId: GameTypeId; title: string; children: ReactNode }) {
  return (
    <div className={page}>
      <LobbyTitle title={title} gtId={gtId} />
      <TypeIntro gtId={gtId} />
      {children}
    </div>
  )
}

/** /gameRoom: the desktop game room of slots (game-room mode), provider tabs over the whole lobby. */
export function GameRoomPage({ gtId, gpId }: { gtId: GameTypeId; gpId?: number | undefined }) {
  const { t } = useLingui()
  const title = t({ id: 'page.game_room.title', message: 'Game room' })
  return (
    <QueryBoundary
      fallback={
        <RoomFrame gtId={gtId} title={title}>
          <ProviderTabs providers={[]} selected={gpId ?? null} />
          <LobbySkeleton />
        </RoomFrame>
      }
      failed={({ retry }) => (
        <RoomFrame gtId={gtId} title={title}>
          <ProviderTabs providers={[]} selected={gpId ?? null} />
          <LoadError onRetry={retry} />
        </RoomFrame>
      )}
    >
      <GameRoom gtId={gtId} gpId={gpId} />
    </QueryBoundary>
  )
}

function GameRoom({ gtId, gpId }: { gtId: GameTypeId; gpId?: number | undefined }) {
  const { t } = useLingui()
  const [providerId, setProviderId] = useState<number | null>(gpId ?? null)
  const { games, arriving, type, platforms } = useTypeGames(gtId, gpId ?? null, providerId)
  const providers = useMemo(
    () => platforms.map((platform) => ({ id: platform.gp_id, name: platform.gp_name })),
    [platforms],
  )
  const title = type?.gt_name ?? t({ id: 'page.game_room.title', message: 'Game room' })
  return (
    <RoomFrame gtId={gtId} title={title}>
      <ProviderTabs providers={providers} selected={providerId} onSelect={setProviderId} />
      <GameLobby
        games={games}
        providerId={providerId}
        arriving={arriving}
        label={t({ id: 'games.list_label', message: `${title} games` })}
      />
    </RoomFrame>
  )
}
