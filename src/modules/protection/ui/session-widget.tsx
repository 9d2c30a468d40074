import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { ClockIcon, Money } from '@/ui'
import { $figures, type SessionFigures } from '../model'
import { formatClock } from './format'

const root = css({
  display: 'inline-flex',
  flexDirection: { base: 'column', lg: 'row' },
  alignItems: { base: 'flex-end', lg: 'center' },
  justifyContent: 'center',
  gap: { base: '0', lg: '3' },
  minH: { base: '36px', lg: '40px' },
  px: { base: '1.5', lg: '3' },
  borderRadius: { base: 'md', lg: 'full' },
  borderWidth: { base: '0', lg: '1px' },
  borderColor: 'border',
  bg: { base: 'transparent', lg: 'surface' },
  color: 'text',
  fontSize: { base: '11px', lg: 'sm' },
  lineHeight: { base: '1.25', lg: 'normal' },
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  textDecoration: 'none',
  _hover: { borderColor: 'accent' },
  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
})

/** Seconds since login now, from the last figures and the time they arrived. */
export function useSessionSeconds(figures: SessionFigures | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!figures) return
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [figures])
  if (!figures) return 0
  return figures.session.elapsed_seconds + Math.max(0, Math.floor((now - figures.receivedAt) / 1000))
}

/** Header widget while logged in: time since login (h:mm:ss) and the net win/loss since login. */
export function SessionWidget({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  const figures = useUnit($figures)
  const seconds = useSessionSeconds(figures)
  if (!figures) return null
  const net = figures.session.net_position
  const clock = formatClock(seconds)
  const label = t({
    id: 'protection.widget.label',
    message: `Session time ${clock}, net result since login ${net}. Open player protection`,
  })
  return (
    <Link to="/{-$locale}/protection" className={root} aria-label={label} data-testid="session-widget">
      <span aria-hidden="true" className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
        <ClockIcon size={14} />
        <span data-testid="session-clock">{clock}</span>
      </span>
      {compact ? null : (
        <span
          aria-hidden="true"
          data-testid="session-net"
          className={cx(
            css({ fontWeight: 'semibold' }),
            net < 0
              ? css({ color: 'danger' })
              : net > 0
                ? css({ color: 'success' })
                : css({ color: 'textMuted' }),
          )}
        >
          {net > 0 ? '+' : ''}
          <Money amount={net} currency={figures.session.currency} />
        </span>
      )}
    </Link>
  )
}
