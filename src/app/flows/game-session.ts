import { createEffect, sample } from 'effector'
import { gamePlayingChanged, loginRequired } from '@/modules/auth'
import { $isPlaying, loginNeeded, protectedPageAllowed, type ProtectedPageRequest } from '@/modules/games'
import { $isDesktop } from '@/platform/device'
import { openNamedWindow } from '@/platform/windows'

/** Playing needs login: the login-required confirm of auth opens. */
sample({ clock: loginNeeded, target: loginRequired })
/** Logout asks first while a game runs. */
sample({ clock: $isPlaying.updates, target: gamePlayingChanged })

/**
 * Spec §2: user, proxy and fastPayment open in their 1500×800 window on desktop, in the same window
 * otherwise — once the game session allows it (nothing running, or the force-stop warning confirmed).
 */
export const openProtectedPageFx = createEffect(
  ({ page, desktop }: { page: ProtectedPageRequest; desktop: boolean }) => {
    if (desktop) openNamedWindow(page.path, page.window)
    else window.location.assign(page.path)
  },
)
sample({
  clock: protectedPageAllowed,
  source: $isDesktop,
  fn: (desktop, page) => ({ page, desktop }),
  target: openProtectedPageFx,
})
