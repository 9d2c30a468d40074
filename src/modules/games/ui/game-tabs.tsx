import { useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { QueryBoundary } from '@/ui'
import { currentLocale } from '@/platform/i18n'
import { NamedIcon } from '@/platform/icons'
import type { GameTypeId } from '../api'
import { GAME_TYPES } from '../game-types'
import { gameStartRequested } from '../model'
import { gamesQueries } from '../queries'
import { GameCard, GameCardSkeleton } from './game-card'
import { useGameScope } from './use-game-scope'

const tabBtn = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  px: '4',
  color: 'textMuted',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  cursor: 'pointer',
  '&[aria-selected=true]': { color: 'accent', borderColor: 'accent', fontWeight: 'semibold' },
  _focusVisible: { outline: '3px solid token(colors.sky.400)' },
})

/** Home-page game tabs: one tab per game type with its hot games. */
export function GameTabs({ limit = 12 }: { limit?: number }) {
  const { t } = useLingui()
  const scope = useGameScope()
  // The hot games do not wait for the tab list: until it arrives they are those of slots (type 2).
  const types = useQuery(gamesQueries.types({ currency: scope.currency, supportDevice: scope.supportDevice }))
  const [selected, setSelected] = useState<GameTypeId | null>(null)
  const current = selected ?? types.data?.list[0]?.gt_id ?? 2
  return (
    <section aria-label={t({ id: 'games.tabs', message: 'Games' })}>
      <div
        role="tablist"
        className={css({
          display: 'flex',
          overflowX: 'auto',
          borderBottomWidth: '1px',
          borderColor: 'border',
          mb: '4',
          // The tabs' height before the game types arrive.
          minH: '45px',
        })}
      >
        {(types.data?.list ?? []).map((type) => (
          <button
            key={type.gt_id}
            role="tab"
            type="button"
            id={`game-tab-${type.gt_id}`}
            aria-selected={current === type.gt_id}
            aria-controls="game-tab-panel"
            tabIndex={current === type.gt_id ? 0 : -1}
            className={tabBtn}
            onClick={() => setSelected(type.gt_id)}
          >
            <NamedIcon name={GAME_TYPES[type.gt_id].icon} size={18} />
            {type.gt_name}
          </button>
        ))}
      </div>
      <div
        id="game-tab-panel"
        role="tabpanel"
        aria-labelledby={`game-tab-${current}`}
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
          gap: '3',
        })}
      >
        {/* Keyed by the tab: a tab whose games failed stays empty, another tab asks afresh. */}
        <QueryBoundary
          key={current}
          fallback={Array.from({ length: limit }, (_, index) => (
            <GameCardSkeleton key={index} />
          ))}
          failed={() => null}
        >
          <HotGames gtId={current} limit={limit} />
        </QueryBoundary>
      </div>
    </section>
  )
}

/** The hot games of one game type, as cards in the tab panel's grid. */
function HotGames({ gtId, limit }: { gtId: GameTypeId; limit: number }) {
  const scope = useGameScope()
  const start = useUnit(gameStartRequested)
  const { data } = useSuspenseQuery(
    gamesQueries.tags({ currency: scope.currency, supportDevice: scope.supportDevice, gtId, tag: 'hot' }),
  )
  const games = data?.list[0]?.game_list.slice(0, limit) ?? []
  return games.map((game) => (
    <GameCard
      key={game.id}
      game={game}
      locale={currentLocale()}
      favorite={game.member_favorite === 1}
      onPlay={(item) =>
        start({
          gp_id: item.gp_id,
          game_type: item.game_type,
          game_code: item.game_code,
          house: item.house,
          name: item.gp_name,
        })
      }
    />
  ))
}
