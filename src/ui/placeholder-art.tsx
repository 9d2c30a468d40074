import { css, cx } from 'styled-system/css'

const root = css({
  display: 'block',
  width: '100%',
  height: '100%',
  background: 'linear-gradient(135deg, token(colors.ink.800), token(colors.ink.900))',
})
const svg = css({ display: 'block', width: '100%', height: '100%' })
const card = css({ fill: 'ink.700', stroke: 'gold.600', strokeWidth: '2' })
const cardMark = css({ fill: 'gold.600' })
const die = css({ fill: 'accent' })
const pip = css({ fill: 'ink.900' })

export interface PlaceholderArtProps {
  /** Accessible name (e.g. the game's name); without it the art is decorative. */
  label?: string
  className?: string
}

/** The placeholder for missing or broken images: a die and a playing card in the theme's colours. */
export function PlaceholderArt({ label, className }: PlaceholderArtProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <span className={cx(root, className)} {...a11y} data-placeholder="">
      <svg className={svg} viewBox="0 0 160 120" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
        <g transform="translate(58 26) rotate(-12 20 28)">
          <rect className={card} x="0" y="0" width="40" height="56" rx="5" />
          <path className={cardMark} d="M20 16 L28.5 28 L20 40 L11.5 28 Z" />
          <circle className={cardMark} cx="8" cy="9" r="2.2" />
          <circle className={cardMark} cx="32" cy="47" r="2.2" />
        </g>
        <g transform="translate(80 52) rotate(10 18 18)">
          <rect className={die} x="0" y="0" width="36" height="36" rx="8" />
          <circle className={pip} cx="9.5" cy="9.5" r="3.2" />
          <circle className={pip} cx="18" cy="18" r="3.2" />
          <circle className={pip} cx="26.5" cy="26.5" r="3.2" />
          <circle className={pip} cx="26.5" cy="9.5" r="3.2" />
          <circle className={pip} cx="9.5" cy="26.5" r="3.2" />
        </g>
      </svg>
    </span>
  )
}
