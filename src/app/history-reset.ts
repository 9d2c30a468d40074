import { LOCALE_PREFIX } from '@/platform/i18n'
import { currentHistoryIndex, resetHistoryToSingleEntry, shouldResetHistory } from '@/platform/router'
import type { AppRouter } from './router'

/**
 * Spec §2: root, discount, user, sponsor and proxy reset the history list to a single entry. Called
 * once the router exists: the entry shown then is where this visit of the site began.
 */
export function resetHistoryOnRootPages(router: AppRouter): () => void {
  const firstIndex = currentHistoryIndex()
  const prefixes = Object.values(LOCALE_PREFIX)
  return router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (shouldResetHistory(toLocation.pathname, prefixes, fromLocation?.pathname))
      void resetHistoryToSingleEntry(firstIndex)
  })
}
