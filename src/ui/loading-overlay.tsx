import { useEffect, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Spinner, SpinnerGlyph } from './spinner'

export const LOADING_OVERLAY_FADE_MS = 400

const overlay = css({
  position: 'fixed',
  inset: 0,
  zIndex: 'overlay',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  bg: 'bg',
  color: 'text',
  opacity: 1,
  transitionProperty: 'opacity',
  transitionDuration: 'overlay',
  transitionTimingFunction: 'ease-out',
  '&[data-leaving]': { opacity: 0, pointerEvents: 'none' },
})

const leavingGlyph = css({ display: 'inline-flex', color: 'accent' })

export interface LoadingOverlayProps {
  isVisible: boolean
  /** Announced text; defaults to "Loading…". */
  label?: string
  /** Optional logo or message above the spinner. */
  children?: ReactNode
}

/** Full-screen loading cover; when hidden it fades out over 400 ms, then unmounts. */
export function LoadingOverlay({ isVisible, label, children }: LoadingOverlayProps) {
  const [mounted, setMounted] = useState(isVisible)
  const [wasVisible, setWasVisible] = useState(isVisible)
  if (isVisible !== wasVisible) {
    setWasVisible(isVisible)
    if (isVisible) setMounted(true)
  }

  useEffect(() => {
    if (isVisible || !mounted) return
    const timer = setTimeout(() => setMounted(false), LOADING_OVERLAY_FADE_MS)
    return () => clearTimeout(timer)
  }, [isVisible, mounted])

  if (!mounted) return null
  return (
    <div className={overlay} data-leaving={isVisible ? undefined : ''}>
      {children}
      {isVisible ? (
        <Spinner size="lg" label={label} />
      ) : (
        <span className={leavingGlyph}>
          <SpinnerGlyph size="lg" />
        </span>
      )}
    </div>
  )
}
