import {
  Children,
  isValidElement,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ReactNode,
} from 'react'
import { onFirstInput, whenIdle } from './idle'
import { isLazyPart } from './lazy-part'

/**
 * Renders its children once the browser is idle after the first paint, or as soon as the player
 * first touches, clicks or types — whichever comes first. For parts the first view does not show
 * (modals, toasts, banners pinned over the page): their code then loads off the start-up path.
 * Anything they show comes from stores, so state set before they mount is shown when they do.
 * Each child waits for its code in a boundary of its own: in one boundary React renders no sibling
 * after the first that suspends, so lazily loaded children would load one after another.
 * The children mount one per task: a lazily loaded child asks for its code while it renders, and the
 * bundler's loader adds a `<link rel="modulepreload">` to the head for each file that code needs
 * (about 0.75 ms each). All of them in one render was one task of 70 ms on `/` (280 ms on a phone).
 * Each mount is a transition, so React may yield to the browser while it renders. A part made with
 * `lazyPart` mounts once its code has arrived, without suspending.
 * While `hold` is true (what the first view shows over the page is not on screen yet) the parts wait
 * for it, then for the browser's next idle moment: their code and its evaluation do not compete with
 * it. They wait no longer than `holdLimit` ms, nor past the player's first input.
 */
export function Deferred({
  children,
  timeout = 2000,
  hold = false,
  holdLimit = 4000,
}: {
  children: ReactNode
  timeout?: number
  hold?: boolean
  holdLimit?: number
}) {
  const parts = Children.toArray(children)
  const [shown, setShown] = useState(0)
  const ready = shown > 0
  const released = useReleased(hold && !ready, holdLimit)
  useEffect(() => {
    if (ready || !released) return
    return whenIdle(() => startTransition(() => setShown(1)), { timeout, wakeOnInput: true })
  }, [ready, released, timeout])
  const more = ready && shown < parts.length
  useEffect(() => {
    if (!more) return
    const next = window.setTimeout(() => startTransition(() => setShown((count) => count + 1)))
    return () => window.clearTimeout(next)
  }, [more, shown])
  return parts.slice(0, shown).map((child, index) => (
    <Suspense key={isValidElement(child) && child.key !== null ? child.key : index} fallback={null}>
      <WhenLoaded>{child}</WhenLoaded>
    </Suspense>
  ))
}

/** False while `hold` is true, for at most `limit` ms and until the player's first input. */
function useReleased(hold: boolean, limit: number): boolean {
  const [forced, setForced] = useState(false)
  useEffect(() => {
    if (!hold || forced) return
    const release = () => setForced(true)
    const timer = window.setTimeout(release, limit)
    const cancelInput = onFirstInput(release)
    return () => {
      window.clearTimeout(timer)
      cancelInput()
    }
  }, [hold, forced, limit])
  return !hold || forced
}

/**
 * Mounts a {@link lazyPart} once its code has arrived, so it never suspends (see `lazyPart` for why
 * that matters); any other child at once.
 */
function WhenLoaded({ children }: { children: ReactNode }) {
  const preload = isValidElement(children) && isLazyPart(children.type) ? children.type.preload : null
  const [ready, setReady] = useState(preload === null)
  useEffect(() => {
    if (ready || preload === null) return
    let live = true
    // A failed load mounts it all the same: the lazy part then throws to the nearest error boundary.
    const show = () => {
      if (live) startTransition(() => setReady(true))
    }
    void preload().then(show, show)
    return () => {
      live = false
    }
  }, [ready, preload])
  return ready ? children : null
}

/**
 * Loads a module when the browser is idle, or at once when `now` is true, and returns it once
 * loaded (null before). A look-alike placeholder stays until then and is replaced in one step, so
 * nothing suspends and the placeholder's element is never swapped mid-press (see
 * `usePlaceholderTrigger`).
 */
export function useIdleImport<T>(load: () => Promise<T>, now = false, timeout = 2000): T | null {
  const [idle, setIdle] = useState(false)
  const wanted = idle || now
  useEffect(() => {
    if (wanted) return
    return whenIdle(() => setIdle(true), { timeout, wakeOnInput: false })
  }, [wanted, timeout])
  return useImportWhen(load, wanted)
}

/**
 * Loads a module the first time `when` is true and returns it once loaded (null before). For code
 * most visitors never need: evaluating it even when idle is a long task in a phone's start-up.
 */
export function useImportWhen<T>(load: () => Promise<T>, when: boolean): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null)
  useEffect(() => {
    if (!when || loaded) return
    let alive = true
    void load().then((module) => {
      if (alive) setLoaded({ module })
    })
    return () => {
      alive = false
    }
  }, [when, loaded, load])
  return loaded?.module ?? null
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
