import { useEffect, useLayoutEffect, useRef } from 'react'

// Not focus: a dialog opening on its own (the pop-up discount) moves it without the player. `input`
// covers text that arrives without a key (voice, paste, autofill).
const REACHING = ['scroll', 'pointerdown', 'keydown', 'input'] as const

/**
 * Runs `onReach` once, the first time the player reaches for the page after it mounted: scrolls,
 * presses, types or enters text. What only such a reach needs (a list of thousands) is asked for then,
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
