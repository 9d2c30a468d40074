import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { QueryBoundary } from '@/ui'
import { currentLocale } from '@/platform/i18n'
import type { GameTypeId } from '../api'
import { gamesQueries } from '../queries'
import { platformDescription } from '../search'
import { GameLobby } from './game-lobby'
import { GameRoomPage } from './lobby-pages'
import { lead, LoadError, LobbySkeleton, LobbyTitle, page } from './lobby-parts'
import { useGameScope } from './use-game-scope'

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

function SlotFrame({ gtId, title, children }: { gtId: GameTypeId; title: string; children: ReactNode }) {
  return (
    <div className={page}>
      <BackToLobby />
      <LobbyTitle title={title} gtId={gtId} />
      {children}
    </div>
  )
}

type SlotListProps = { gtId: GameTypeId; gpId?: number | undefined; house?: string | undefined }

/** /slotgame: one platform's games (no navbar or footer), its description limited to 15 names. */
export function SlotListPage({ gtId, gpId, house }: SlotListProps) {
  const { t } = useLingui()
  if (gpId === undefined)
    return (
      <>
        <BackToLobby />
        <GameRoomPage gtId={gtId} />
      </>
    )
  const title = t({ id: 'page.slot.title', message: 'Slot games' })
  return (
    <QueryBoundary
      fallback={
        <SlotFrame gtId={gtId} title={title}>
          <LobbySkeleton />
        </SlotFrame>
      }
      failed={({ retry }) => (
        <SlotFrame gtId={gtId} title={title}>
          <LoadError onRetry={retry} />
        </SlotFrame>
      )}
    >
      <PlatformGames gtId={gtId} gpId={gpId} house={house} />
    </QueryBoundary>
  )
}

function PlatformGames({ gtId, gpId, house }: SlotListProps & { gpId: number }) {
  const { t } = useLingui()
  const scope = useGameScope()
  const { data } = useSuspenseQuery(
    gamesQueries.platform({
      currency: scope.currency,
      device: scope.device,
      gpId,
      gtId,
      house,
      member: scope.member,
    }),
  )
  const games = data?.list.find((label) => label.label === 'all')?.game_list ?? []
  const title = data?.main.gp_name ?? t({ id: 'page.slot.title', message: 'Slot games' })
  return (
    <SlotFrame gtId={gtId} title={title}>
      {data ? <p className={lead}>{platformDescription(games, currentLocale())}</p> : null}
      <GameLobby games={games} label={t({ id: 'games.list_label', message: `${title} games` })} />
    </SlotFrame>
  )
}
