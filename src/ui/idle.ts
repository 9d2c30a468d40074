const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/** Calls `go` once the browser is idle (or `timeout` ms have passed), or at the player's first input if asked; returns a cancel. */
export function whenIdle(
  go: () => void,
  { timeout, wakeOnInput }: { timeout: number; wakeOnInput: boolean },
): () => void {
  const inputs = wakeOnInput ? INTENT_EVENTS : []
  for (const name of inputs) window.addEventListener(name, go, { capture: true, passive: true, once: true })
  let cancelIdle: () => void
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(go, { timeout })
    cancelIdle = () => window.cancelIdleCallback(id)
  } else {
    const id = window.setTimeout(go, 1)
    cancelIdle = () => window.clearTimeout(id)
  }
  return () => {
    for (const name of inputs) window.removeEventListener(name, go, { capture: true })
    cancelIdle()
  }
}

/** Resolves once the page has loaded and the browser is next idle (at the latest `timeout` ms later). */
export function afterPageLoad(timeout = 5000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => void whenIdle(resolve, { timeout, wakeOnInput: false })
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}
