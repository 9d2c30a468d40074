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
