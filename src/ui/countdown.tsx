import { useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { VisuallyHidden } from './visually-hidden'

export type CountdownFormat = 'auto' | 'mm:ss' | 'hh:mm:ss'

const pad = (n: number) => String(n).padStart(2, '0')

/** 299 → "04:59"; 3725 → "01:02:05" (`auto` switches to hh:mm:ss from one hour). */
export function formatCountdown(totalSeconds: number, format: CountdownFormat = 'auto'): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const hours = Math.floor(s / 3600)
  const withHours = format === 'hh:mm:ss' || (format === 'auto' && hours > 0)
  if (withHours) return `${pad(hours)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`
}

const toMs = (value: Date | number) => (typeof value === 'number' ? value : value.getTime())

/**
 * Whole seconds left until `target` (epoch ms), re-rendering once a second, aligned to the second
 * boundary of the target. `null` stops the clock (remaining 0).
 */
export function useCountdown(target: Date | number | null, onEnd?: () => void): number {
  const targetMs = target == null ? null : toMs(target)
  const [now, setNow] = useState(() => Date.now())
  const onEndRef = useRef(onEnd)
  useEffect(() => {
    onEndRef.current = onEnd
  })

  useEffect(() => {
    if (targetMs == null) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const current = Date.now()
      setNow(current)
      const left = targetMs - current
      if (left <= 0) {
        onEndRef.current?.()
        return
      }
      timer = setTimeout(tick, left % 1000 || 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [targetMs])

  return targetMs == null ? 0 : Math.max(0, Math.ceil((targetMs - now) / 1000))
}

const timer = css({ fontVariantNumeric: 'tabular-nums', fontFamily: 'mono', letterSpacing: '0.02em' })

export interface CountdownProps {
  /** Target time (Date or epoch ms). */
  to?: Date | number
  /** Or a duration counted from mount; change `key` to restart it. */
  seconds?: number
  format?: CountdownFormat
  /** Read before the time by screen readers, e.g. "Resend code in". */
  label?: string
  /** Called once when it reaches zero. */
  onEnd?: () => void
  /**
   * `milestones` (default): a polite live region speaks each whole minute, 30 s, 10 s and the end;
   * `off`: silent (the timer is still readable on demand).
   */
  announce?: 'milestones' | 'off'
  className?: string
}

function isMilestone(remaining: number) {
  return remaining === 0 || remaining === 10 || remaining === 30 || remaining % 60 === 0
}

/** A ticking mm:ss / hh:mm:ss timer (role="timer") with sparse, polite announcements. */
export function Countdown({
  to,
  seconds,
  format = 'auto',
  label,
  onEnd,
  announce = 'milestones',
  className,
}: CountdownProps) {
  const [mountTarget] = useState(() => (seconds != null ? Date.now() + seconds * 1000 : null))
  const remaining = useCountdown(to ?? mountTarget, onEnd)
  const text = formatCountdown(remaining, format)

  const [spoken, setSpoken] = useState<string>('')
  const [lastRemaining, setLastRemaining] = useState(remaining)
  if (remaining !== lastRemaining) {
    setLastRemaining(remaining)
    if (announce === 'milestones' && isMilestone(remaining)) {
      setSpoken(label ? `${label} ${text}` : text)
    }
  }

  return (
    <>
      <span role="timer" className={cx(timer, className)}>
        {label ? <VisuallyHidden>{label} </VisuallyHidden> : null}
        {text}
      </span>
      {announce === 'milestones' ? (
        <span aria-live="polite" aria-atomic="true" className={css({ srOnly: true })}>
          {spoken}
        </span>
      ) : null}
    </>
  )
}
