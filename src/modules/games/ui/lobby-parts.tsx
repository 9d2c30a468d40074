import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { Button, ErrorState, Skeleton } from '@/ui'
import type { GameTypeId } from '../api'
import { demoPickerOpened } from '../demo-picker-model'
import { GAME_TYPES } from '../game-types'
import { gamesQueries } from '../queries'
import { useGameScope } from './use-game-scope'

/** What the hall, the game room and the slot list share: their frame, skeleton and load error. */
export const page = css({
  maxW: '1200px',
  mx: 'auto',
  px: { base: '4', lg: '6' },
  py: { base: '4', lg: '8' },
})
export const lead = css({ color: 'textMuted', mb: '4', fontSize: 'sm' })

/** The width of `page`'s column in a viewport this wide: at most 1200 px, less its padding. */
export function pageColumnWidth(viewport: number): number {
  return viewport >= 992 ? Math.min(1200, viewport) - 48 : viewport - 32
}
const heading = css({ fontSize: { base: '2xl', lg: '3xl' }, fontWeight: 'bold', color: 'text', mb: '1' })
const intro = css({ color: 'textMuted', mb: '2', maxW: '65ch' })
const titleRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
})

/** The game type's intro sentence (spec §3), under the page title. */
export function TypeIntro({ gtId }: { gtId: GameTypeId }) {
  const { i18n } = useLingui()
  return (
    <p className={intro} data-testid="game-type-intro">
      {i18n._(GAME_TYPES[gtId].intro)}
    </p>
  )
}

/** The page title, with the way into the demo games of its type beside it. */
export function LobbyTitle({ title, gtId }: { title: string; gtId: GameTypeId }) {
  return (
    <div className={titleRow}>
      <h1 className={heading}>{title}</h1>
      <DemoButton gtId={gtId} />
    </div>
  )
}

export function LobbySkeleton() {
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

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <ErrorState
      title={t({ id: 'games.load_failed', message: 'The games could not be loaded' })}
      message={t({ id: 'games.load_failed_text', message: 'Check your connection and try again.' })}
      retryLabel={t({ id: 'games.retry', message: 'Try again' })}
      onRetry={onRetry}
    />
  )
}

/** "Try demo games": opens the demo picker on this game type when it has demo games. */
function DemoButton({ gtId }: { gtId: GameTypeId }) {
  const scope = useGameScope()
  const open = useUnit(demoPickerOpened)
  // A side read: the page does not wait for it, the button appears once demo games are known.
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
