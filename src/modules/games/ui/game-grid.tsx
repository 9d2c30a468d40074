import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Skeleton } from '@/ui'
import { useViewportWidth } from '@/platform/device'
import type { Game } from '../api'
import { isFavorite } from '../search'
import { CARD_TEXT_HEIGHT, GameCard } from './game-card'
import { pageColumnWidth } from './lobby-parts'

const GAP = 12
const MIN_CARD = 112
/** Rows kept in the DOM above and below the viewport: enough for a smooth scroll, few to re-render. */
const OVERSCAN_ROWS = 1
/** The window the first rows are laid out for before it is measured (a server render and its hydration). */
const FIRST_VIEW = { width: 1280, height: 900 }

function columnsFor(width: number): number {
  return Math.max(2, Math.min(8, Math.floor((width + GAP) / (MIN_CARD + GAP + (width >= 992 ? 40 : 0)))))
}

/** How many places of the row starting at `start` wait for games not here yet. */
function waitingPlaces(start: number, columns: number, games: number, count: number): number {
  const places = Math.min(columns, Math.max(0, count - start))
  const placed = Math.min(columns, Math.max(0, games - start))
  return Math.max(0, places - placed)
}

// Rows are laid out on their own: a new result re-lays out its rows, not the page around them.
const rowCls = css({ position: 'absolute', left: 0, right: 0, display: 'grid', contain: 'layout style' })

export interface GameGridProps {
  games: readonly Game[]
  /** places in the grid: more than `games` while the rest of the list is on its way */
  count?: number | undefined
  locale: string
  /** favourites toggled in this session, by game id (server state otherwise) */
  favoriteOverrides: ReadonlyMap<number, boolean>
  /** games with a demo get a "Demo" button */
  demoIds: ReadonlySet<number>
  onToggleFavorite?: ((game: Game, favorite: boolean) => void) | undefined
  onPlay: (game: Game) => void
  onDemo: (game: Game) => void
  label: string
}

/**
 * A virtualised grid: only the rows in (and one row around) the viewport are in the DOM, so 5,000+
 * games scroll smoothly. Cells are keyed by their place in the row, so a new search result updates
 * the cards on screen in place instead of tearing them down and building new ones.
 */
export const GameGrid = memo(function GameGrid({
  games,
  count = games.length,
  locale,
  favoriteOverrides,
  demoIds,
  onToggleFavorite,
  onPlay,
  onDemo,
  label,
}: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null)
  const viewport = useViewportWidth()
  const [width, setWidth] = useState(0)
  const [offset, setOffset] = useState(0)

  // Measured when the observer first reports, after the commit that mounted the grid, and applied in a
  // background render: a state update in the commit (a layout effect) would make React re-render the
  // grid and run every effect of the hydrated page in that same task, one long task on a phone. Until
  // then the grid is drawn as laid out below, which is where the measured grid puts it.
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(() => {
      const measured = {
        width: element.clientWidth,
        offset: element.getBoundingClientRect().top + window.scrollY,
      }
      startTransition(() => {
        setWidth(measured.width)
        setOffset(measured.offset)
      })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // Until it is measured (a server render and its hydration) the grid is laid out for the page's column
  // at the layout's width, so the measured grid keeps its columns and rows where they were drawn.
  const laidOut = width || Math.max(MIN_CARD, pageColumnWidth(viewport))
  const columns = columnsFor(laidOut)
  const cardWidth = (laidOut - GAP * (columns - 1)) / columns
  const rowHeight = Math.round(cardWidth + CARD_TEXT_HEIGHT + GAP)
  const rows = Math.ceil(Math.max(count, games.length) / columns)
  // The first view's rows are drawn for a 900 px window with the grid at its top; measured, the grid
  // usually starts lower and needs fewer. Those rows stay while the grid's first row is in range:
  // removing them, on a phone, was a task of 50-90 ms of processor time in the load (at 4×, four
  // times that), for rows the player has just seen drawn. Once the grid scrolls past its first row,
  // rows come and go as usual.
  const firstRows = useRef<number | null>(null)
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range)
    if (firstRows.current === null) firstRows.current = (indexes.at(-1) ?? -1) + 1
    if (range.startIndex > 0) firstRows.current = 0
    const kept = Math.min(firstRows.current, range.count)
    const last = indexes.at(-1) ?? -1
    if (kept <= last + 1) return indexes
    return [...indexes, ...Array.from({ length: kept - last - 1 }, (_, index) => last + 1 + index)]
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
    initialRect: FIRST_VIEW,
    rangeExtractor,
  })
  // Rows are re-measured when their height changes; the first rows were measured with it already (a
  // measure re-renders the grid at once, which in the commit that mounts it would run the whole page's effects).
  const measuredRowHeight = useRef(rowHeight)
  useLayoutEffect(() => {
    if (measuredRowHeight.current === rowHeight) return
    measuredRowHeight.current = rowHeight
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
          className={rowCls}
          style={{
            top: row.start - offset,
            height: rowHeight - GAP,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: GAP,
          }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game, column) => (
            <div role="listitem" key={column}>
              <GameCard
                first={row.index === 0 && column === 0}
                game={game}
                locale={locale}
                favorite={isFavorite(game, favoriteOverrides)}
                onToggleFavorite={onToggleFavorite}
                onPlay={onPlay}
                onDemo={demoIds.has(game.id) ? onDemo : undefined}
              />
            </div>
          ))}
          {/* Places of games still on their way. */}
          {Array.from(
            { length: waitingPlaces(row.index * columns, columns, games.length, count) },
            (_, place) => (
              <Skeleton key={`waiting-${place}`} aspectRatio={1} />
            ),
          )}
        </div>
      ))}
    </div>
  )
})
