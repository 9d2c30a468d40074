import { session } from '../storage'

/**
 * `?web_debug` (spec §2): `?web_debug=1` turns the page's debug panel on for this tab, `?web_debug=0`
 * turns it off. The choice lasts for the tab (session storage), so it survives navigation and reloads.
 */
const listeners = new Set<() => void>()

export function isWebDebugOn(): boolean {
  return session.get('webDebug') === true
}

export function setWebDebug(on: boolean) {
  if (on === isWebDebugOn()) return
  if (on) session.set('webDebug', true)
  else session.remove('webDebug')
  for (const listener of listeners) listener()
}

/** For `useSyncExternalStore`: called whenever the flag changes. */
export function subscribeWebDebug(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
