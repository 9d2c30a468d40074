const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/** Calls `go` at the player's first press, key or focus; returns a cancel. */
export function onFirstInput(go: () => void): () => void {
  for (const name of INTENT_EVENTS)
    window.addEventListener(name, go, { capture: true, passive: true, once: true })
  return () => {
    for (const name of INTENT_EVENTS) window.removeEventListener(name, go, { capture: true })
  }
}

/** Calls `go` once the browser is idle (or `timeout` ms have passed), or at the player's first input if asked; returns a cancel. */
export function whenIdle(
  go: () => void,
  { timeout, wakeOnInput }: { timeout: number; wakeOnInput: boolean },
): () => void {
  const cancelInput = wakeOnInput ? onFirstInput(go) : () => {}
  let cancelIdle: () => void
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(go, { timeout })
    cancelIdle = () => window.cancelIdleCallback(id)
  } else {
    const id = window.setTimeout(go, 1)
    cancelIdle = () => window.clearTimeout(id)
  }
  return () => {
    cancelInput()
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
