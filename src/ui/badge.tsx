import { cva, cx } from 'styled-system/css'
import { VisuallyHidden } from './visually-hidden'

export const BADGE_MAX = 99

/** "99+" above the cap, the number otherwise; null when there is nothing to show. */
export function formatBadgeCount(count: number, max = BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  const n = Math.floor(count)
  return n > max ? `${max}+` : String(n)
}

const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '20px',
    height: '20px',
    px: '1.5',
    borderRadius: 'pill',
    fontSize: '11px',
    fontWeight: 'bold',
    lineHeight: '1',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    boxShadow: '0 0 0 2px token(colors.bg)',
  },
  variants: {
    tone: {
      danger: { bg: 'dangerSolid', color: 'white' },
      accent: { bg: 'accent', color: 'onAccent' },
      neutral: { bg: 'ink.600', color: 'text' },
    },
  },
  defaultVariants: { tone: 'danger' },
})

export interface BadgeProps {
  count: number
  /** Default 99: larger counts show "99+". */
  max?: number
  /** Read instead of the bare number, e.g. "3 unread letters". */
  'aria-label'?: string
  tone?: 'danger' | 'accent' | 'neutral'
  className?: string
}

/** A counter pill; renders nothing at 0. */
export function Badge({ count, max = BADGE_MAX, 'aria-label': ariaLabel, tone, className }: BadgeProps) {
  const text = formatBadgeCount(count, max)
  if (text == null) return null
  return (
    <span className={cx(badge({ tone }), className)} data-count={text}>
      {ariaLabel != null ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{ariaLabel}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </span>
  )
}
