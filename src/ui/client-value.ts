import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * A value only the browser knows (its user agent, address, display mode), read so that a server render
 * and the hydration of its HTML both use `serverValue`, and the browser's own value follows at once.
 * `read` must return a primitive (compared by value).
 */
export function useClientValue<T extends string | number | boolean>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue)
}

/**
 * `value` in the browser, `undefined` in a server render and in the hydration of its HTML (so both draw
 * the same thing). Unlike a "hydrated" flag, it asks for no render after hydration while the value is
 * undefined anyway: React re-renders a component synchronously, in the task that finishes hydrating, when
 * such a read differs from the server's. `value` must keep its identity between renders (a cached answer).
 */
export function useValueAfterHydration<T>(value: T | undefined): T | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => value,
    () => undefined,
  )
}
