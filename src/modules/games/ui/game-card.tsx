import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { css } from 'styled-system/css'
import { Image, Skeleton } from '@/ui'
import type { Game } from '../api'
import { gameDisplayName } from '../search'

export const CARD_TEXT_HEIGHT = 52

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  borderRadius: 'card',
  overflow: 'hidden',
  bg: 'surfaceRaised',
  borderWidth: '1px',
  borderColor: 'border',
  textAlign: 'left',
  cursor: 'pointer',
  color: 'text',
  _hover: { borderColor: 'accent' },
  _focusVisible: { outline: '3px solid token(colors.sky.400)', outlineOffset: '2px' },
})
const cardRoot = css({ position: 'relative' })
const skeletonCard = css({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 'card',
  overflow: 'hidden',
  bg: 'surfaceRaised',
  borderWidth: '1px',
  borderColor: 'border',
})
const art = css({ position: 'relative', display: 'block', width: '100%' })
const meta = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  px: '2',
  height: `${CARD_TEXT_HEIGHT}px`,
})
const name = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
const provider = css({
  fontSize: 'xs',
  color: 'textMuted',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
const tagCls = css({
  position: 'absolute',
  top: '2',
  left: '2',
  px: '2',
  py: '0.5',
  borderRadius: 'pill',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  bg: 'accent',
  color: 'onAccent',
})
const favCls = css({
  position: 'absolute',
  top: '1',
  right: '1',
  width: '40px',
  height: '40px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'pill',
  bg: 'rgba(7,8,13,0.72)',
  color: 'ink.100',
  fontSize: 'lg',
  cursor: 'pointer',
  '&[aria-pressed=true]': { color: 'ruby.400' },
  _focusVisible: { outline: '3px solid token(colors.sky.400)' },
})
const demoCls = css({
  position: 'absolute',
  left: '1',
  bottom: `${CARD_TEXT_HEIGHT + 4}px`,
  minHeight: '32px',
  px: '3',
  borderRadius: 'pill',
  bg: 'rgba(7,8,13,0.78)',
  color: 'ink.100',
  fontSize: 'xs',
  fontWeight: 'bold',
  borderWidth: '1px',
  borderColor: 'border',
  cursor: 'pointer',
  _hover: { borderColor: 'accent', color: 'accent' },
  _focusVisible: { outline: '3px solid token(colors.sky.400)' },
})

export interface GameCardProps {
  game: Game
  locale: string
  favorite: boolean
  /** undefined: no favourite button (guests) */
  onToggleFavorite?: ((game: Game, favorite: boolean) => void) | undefined
  onPlay: (game: Game) => void
  /** undefined: the game has no demo */
  onDemo?: ((game: Game) => void) | undefined
  /** The list's first card: its art is the page's largest picture, asked for first. */
  first?: boolean
}

/** The game art's own size (the card's box is square whatever its width). */
const ART_SIZE = { width: 240, height: 240 }

/**
 * A game tile: reserved square art (lazy, placeholder when missing), name, provider, tag, favourite.
 * Memoised: with stable callbacks a card re-renders only when its own game or favourite changes.
 */
export const GameCard = memo(function GameCard({
  game,
  locale,
  favorite,
  onToggleFavorite,
  onPlay,
  onDemo,
  first = false,
}: GameCardProps) {
  const { t } = useLingui()
  const title = gameDisplayName(game.game_name, locale)
  const tagLabel =
    game.tag === 'hot'
      ? t({ id: 'games.tag.hot', message: 'Hot' })
      : game.tag === 'new'
        ? t({ id: 'games.tag.new', message: 'New' })
        : null
  return (
    <div className={cardRoot} data-testid="game-card" data-game-id={game.id} data-gp-id={game.gp_id}>
      <button
        type="button"
        className={card}
        onClick={() => onPlay(game)}
        aria-label={t({ id: 'games.play_name', message: `Play ${title}` })}
      >
        <span className={art}>
          {/* A card showing another game starts a new image: never the old art under a new name. */}
          <Image
            key={game.id}
            src={game.image}
            alt=""
            aspectRatio={1}
            intrinsic={ART_SIZE}
            sizes="(max-width: 991px) 34vw, 220px"
            {...(first ? { loading: 'eager', fetchPriority: 'high' } : {})}
          />
          {tagLabel ? <span className={tagCls}>{tagLabel}</span> : null}
        </span>
        <span className={meta}>
          <span className={name}>{title}</span>
          <span className={provider}>{game.gp_name}</span>
        </span>
      </button>
      {onDemo ? (
        <button
          type="button"
          className={demoCls}
          aria-label={t({ id: 'games.demo.try_name', message: `Try ${title} for free` })}
          onClick={() => onDemo(game)}
          data-testid="game-demo"
        >
          {t({ id: 'games.demo.badge', message: 'Demo' })}
        </button>
      ) : null}
      {onToggleFavorite ? (
        <button
          type="button"
          className={favCls}
          aria-pressed={favorite}
          aria-label={t({ id: 'games.favorite_name', message: `Favourite: ${title}` })}
          onClick={() => onToggleFavorite(game, !favorite)}
        >
          <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
        </button>
      ) : null}
    </div>
  )
})

/** A game card while its list loads: the same box (square art, the text strip, the border), so nothing moves. */
export function GameCardSkeleton() {
  return (
    <div className={skeletonCard} aria-hidden="true">
      <Skeleton aspectRatio={1} />
      <span className={meta}>
        <Skeleton shape="text" width="70%" />
      </span>
    </div>
  )
}
