import { bridge } from '@/platform/bridge'
import { isAppWrapper } from '@/platform/device'

/** Inside the iOS or Android wrapper, games open in its own web view (spec §4 app bridge `openGame`). */
export function opensInApp(): boolean {
  return typeof navigator !== 'undefined' && isAppWrapper(navigator.userAgent) && bridge.isAvailable()
}

/** Hands the game to the wrapper; false outside the app (the page opens its window instead). */
export function openInApp(url: string): boolean {
  return opensInApp() && bridge.send({ type: 'openGame', payload: { url } })
}
