import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css } from 'styled-system/css'
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
const art = css({ position: 'relative', width: '100%', aspectRatio: '1', bg: 'ink.800', overflow: 'hidden' })
const imgCls = css({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' })
const placeholder = css({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  p: '2',
  textAlign: 'center',
  fontWeight: 'bold',
  fontSize: 'sm',
  color: 'ink.300',
  background: 'linear-gradient(135deg, token(colors.ink.700), token(colors.ink.850))',
})
const meta = css({ display: 'flex', flexDirection: 'column', justifyContent: 'center', px: '2', height: `${CARD_TEXT_HEIGHT}px` })
const name = css({ fontSize: 'sm', fontWeight: 'semibold', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })
const provider = css({ fontSize: 'xs', color: 'textMuted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })
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

export interface GameCardProps {
  game: Game
  locale: string
  favorite: boolean
  /** undefined: no favourite button (guests) */
  onToggleFavorite?: ((game: Game, favorite: boolean) => void) | undefined
  onPlay: (game: Game) => void
}

/** A game tile: reserved square art (lazy, placeholder when missing), name, provider, tag, favourite. */
export function GameCard({ game, locale, favorite, onToggleFavorite, onPlay }: GameCardProps) {
  const { t } = useLingui()
  const [broken, setBroken] = useState(false)
  const title = gameDisplayName(game.game_name, locale)
  const tagLabel =
    game.tag === 'hot'
      ? t({ id: 'games.tag.hot', message: 'Hot' })
      : game.tag === 'new'
        ? t({ id: 'games.tag.new', message: 'New' })
        : null
  return (
    <div className={css({ position: 'relative' })} data-testid="game-card" data-game-id={game.id}>
      <button type="button" className={card} onClick={() => onPlay(game)} aria-label={t({ id: 'games.play_name', message: `Play ${title}` })}>
        <span className={art}>
          {game.image && !broken ? (
            <img className={imgCls} src={game.image} alt="" loading="lazy" decoding="async" width={200} height={200} onError={() => setBroken(true)} />
          ) : (
            <span className={placeholder} aria-hidden="true">
              {title}
            </span>
          )}
          {tagLabel ? <span className={tagCls}>{tagLabel}</span> : null}
        </span>
        <span className={meta}>
          <span className={name}>{title}</span>
          <span className={provider}>{game.gp_name}</span>
        </span>
      </button>
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
}
