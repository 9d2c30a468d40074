import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import { css, cx } from 'styled-system/css'
import { VisuallyHidden } from './visually-hidden'

const root = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '36px',
  minWidth: 0,
  px: '3',
  color: 'text',
  fontSize: 'sm',
  bg: 'surface',
  borderRadius: 'pill',
  '&:is(:hover, :focus-within) [data-marquee-track]': { animationPlayState: 'paused' },
})
const iconCls = css({ display: 'flex', flexShrink: 0, color: 'accent' })
const viewport = css({
  position: 'relative',
  flex: '1',
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  _motionReduce: { overflowX: 'auto', scrollbarWidth: 'none' },
})
const track = css({
  display: 'inline-block',
  pl: '100%',
  animationName: 'marqueeFull',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  willChange: 'transform',
  _motionReduce: { animation: 'none !important', pl: '0' },
})
const itemCls = css({
  display: 'inline-block',
  '&:not(:first-child)': {
    ml: '12',
    position: 'relative',
    _before: {
      content: '"◆"',
      position: 'absolute',
      left: '-7',
      color: 'gold.600',
      fontSize: '10px',
      top: '50%',
      transform: 'translateY(-50%)',
    },
  },
})
const pressArea = css({
  position: 'absolute',
  inset: 0,
  borderRadius: 'pill',
  cursor: 'pointer',
  bg: 'transparent',
})

export interface MarqueeProps {
  items: readonly ReactNode[]
  /** Names the region and its list for screen readers, e.g. "Announcements". */
  'aria-label': string
  /** Scroll speed in px per second; default 60. */
  speed?: number
  /** Leading icon (speaker, bell...). */
  icon?: ReactNode
  /** Makes the whole bar a button (e.g. to open the announcement list)... */
  onPress?: () => void
  /** ...with this accessible name. */
  pressLabel?: string
  className?: string
}

/**
 * Scrolling news ticker. The moving copy is hidden from assistive technology; a visually hidden list
 * carries the items. Pauses on hover and focus; no motion with prefers-reduced-motion (it scrolls by hand).
 */
export function Marquee({
  items,
  'aria-label': label,
  speed = 60,
  icon,
  onPress,
  pressLabel,
  className,
}: MarqueeProps) {
  const trackRef = useRef<HTMLDivElement>(null)
  const [duration, setDuration] = useState(20)

  useLayoutEffect(() => {
    const el = trackRef.current
    if (!el) return
    const measure = () => setDuration(Math.max(5, el.offsetWidth / Math.max(1, speed)))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [speed, items])

  if (items.length === 0) return null
  return (
    <section className={cx(root, className)} aria-label={label}>
      {icon != null ? (
        <span className={iconCls} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={viewport} aria-hidden="true">
        <div
          ref={trackRef}
          className={track}
          data-marquee-track=""
          style={{ animationDuration: `${duration}s` }}
        >
          {items.map((item, index) => (
            <span key={index} className={itemCls}>
              {item}
            </span>
          ))}
        </div>
      </div>
      <VisuallyHidden elementType="ul">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </VisuallyHidden>
      {onPress ? (
        <AriaButton className={pressArea} onPress={onPress} aria-label={pressLabel ?? label} />
      ) : null}
    </section>
  )
}
