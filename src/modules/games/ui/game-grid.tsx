import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { Game } from '../api'
import { CARD_TEXT_HEIGHT, GameCard } from './game-card'

const GAP = 12
const MIN_CARD = 112

function columnsFor(width: number): number {
  return Math.max(2, Math.min(8, Math.floor((width + GAP) / (MIN_CARD + GAP + (width >= 992 ? 40 : 0)))))
}

export interface GameGridProps {
  games: readonly Game[]
  locale: string
  isFavorite: (game: Game) => boolean
  onToggleFavorite?: ((game: Game, favorite: boolean) => void) | undefined
  onPlay: (game: Game) => void
  /** games with a demo get a "Demo" button */
  hasDemo?: ((game: Game) => boolean) | undefined
  onDemo?: ((game: Game) => void) | undefined
  label: string
}

/** A virtualised grid: only the rows near the viewport are in the DOM, so 5,000+ games scroll smoothly. */
export function GameGrid({
  games,
  locale,
  isFavorite,
  onToggleFavorite,
  onPlay,
  hasDemo,
  onDemo,
  label,
}: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  const [offset, setOffset] = useState(0)

  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      setWidth(element.clientWidth)
      setOffset(element.getBoundingClientRect().top + window.scrollY)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const columns = columnsFor(width || 360)
  const cardWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : MIN_CARD
  const rowHeight = Math.round(cardWidth + CARD_TEXT_HEIGHT + GAP)
  const rows = Math.ceil(games.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: offset,
  })
  useLayoutEffect(() => {
    virtualizer.measure()
  }, [rowHeight, virtualizer])

  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      data-testid="game-grid"
      style={{ height: rows * rowHeight, position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className={css({ position: 'absolute', left: 0, right: 0, display: 'grid' })}
          style={{
            top: row.start - offset,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: GAP,
          }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
            <div role="listitem" key={game.id}>
              <GameCard
                game={game}
                locale={locale}
                favorite={isFavorite(game)}
                onToggleFavorite={onToggleFavorite}
                onPlay={onPlay}
                onDemo={onDemo && hasDemo?.(game) ? onDemo : undefined}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
