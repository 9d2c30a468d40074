import { Suspense, useEffect, useState, type ReactNode } from 'react'

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/**
 * Renders its children once the browser is idle after the first paint, or as soon as the player
 * first touches, clicks or types — whichever comes first. For parts the first view does not show
 * (modals, toasts, banners pinned over the page): their code then loads off the start-up path.
 * Anything they show comes from stores, so state set before they mount is shown when they do.
 */
export function Deferred({
  children,
  fallback = null,
  timeout = 2000,
}: {
  children: ReactNode
  /** Shown until the children have loaded: a static look-alike keeps the layout still. */
  fallback?: ReactNode
  timeout?: number
}) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready) return
    const go = () => setReady(true)
    for (const name of INTENT_EVENTS)
      window.addEventListener(name, go, { capture: true, passive: true, once: true })
    let cancelIdle: () => void
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(go, { timeout })
      cancelIdle = () => window.cancelIdleCallback(id)
    } else {
      const id = window.setTimeout(go, 1)
      cancelIdle = () => window.clearTimeout(id)
    }
    return () => {
      for (const name of INTENT_EVENTS) window.removeEventListener(name, go, { capture: true })
      cancelIdle()
    }
  }, [ready, timeout])
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}

/**
 * Mounts its children the first time `when` is true and keeps them mounted, so a dialog whose code
 * is loaded on demand (React `lazy`) loads on its first opening and still animates its closing.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when)
  if (when && !mounted) setMounted(true)
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null
}
