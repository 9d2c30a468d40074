import { useEffect, useLayoutEffect, useRef } from 'react'

const REACHING = ['scroll', 'pointerdown', 'keydown', 'focusin'] as const

/**
 * Runs `onReach` once, the first time the player reaches for the page after it mounted: scrolls,
 * presses, types or moves focus. What only such a reach needs (a list of thousands) is asked for then,
 * not while the page starts. Nothing re-renders on the reach itself.
 */
export function useFirstReach(onReach: () => void): void {
  const latest = useRef(onReach)
  useLayoutEffect(() => {
    latest.current = onReach
  })
  useEffect(() => {
    const stop = () => {
      for (const type of REACHING) window.removeEventListener(type, reach, { capture: true })
    }
    const reach = () => {
      stop()
      latest.current()
    }
    for (const type of REACHING) window.addEventListener(type, reach, { capture: true, passive: true })
    return stop
  }, [])
}
