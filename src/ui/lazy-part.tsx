import { lazy, useState, type ComponentType } from 'react'

/** A component whose code loads on demand and can be asked for ahead of its first render. */
type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> }

/** The element type is a {@link lazyPart}. */
export function isLazyPart(type: unknown): type is { preload: () => Promise<unknown> } {
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
}

/**
 * React's `lazy` with a `preload()`: once its code has arrived, a newly mounted part renders it at once
 * instead of suspending. That matters beyond the part itself: React holds back showing content that
 * suspended until 300 ms after the last fallback it committed, so every part that mounts suspended
 * (and commits its fallback) delays the parts revealed after it, the pop-up discount among them.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component
      return component
    }))
  const Suspending = lazy(async () => ({ default: await preload() }))
  function Part(props: P) {
    // Chosen once per mount: switching from the lazy to the loaded component would mount it afresh.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending)
    return <Component {...props} />
  }
  return Object.assign(Part, { preload })
}

/**
 * Props for the native button that opens a part (a dialog inside `OnDemand`): its code is asked for at
 * the first sign the player means to press it (the pointer over it, its focus, the touch itself), so
 * the part renders at once when the press lands instead of suspending.
 */
export function preloadOn(part: { preload: () => Promise<unknown> }) {
  const preload = () => void part.preload()
  return { onPointerEnter: preload, onFocus: preload, onPointerDown: preload }
}
