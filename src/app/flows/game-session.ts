import { createEffect, sample } from 'effector'
import {
  $currency,
  $demoMode,
  $isLoggedIn,
  gamePlayingChanged,
  loginRequired,
  memberRefreshRequested,
} from '@/modules/auth'
import {
  $isPlaying,
  demoModeChanged,
  deviceChanged,
  gameLeft,
  loginNeeded,
  playerChanged,
  protectedPageAllowed,
  type ProtectedPageRequest,
} from '@/modules/games'
import { $deviceType, $isDesktop } from '@/platform/device'
import { openNamedWindow } from '@/platform/windows'
import { isCurrency } from '@/platform/i18n'
import { appStarted } from '../model'

/** The game session follows who is logged in, the site's demo mode and the device. */
sample({
  clock: [appStarted, $isLoggedIn.updates, $currency.updates],
  source: { loggedIn: $isLoggedIn, currency: $currency },
  fn: ({ loggedIn, currency }) => ({ loggedIn, currency: isCurrency(currency) ? currency : null }),
  target: playerChanged,
})
sample({ clock: [appStarted, $demoMode.updates], source: $demoMode, target: demoModeChanged })
sample({ clock: [appStarted, $deviceType.updates], source: $deviceType, target: deviceChanged })

/** Playing needs login: the login-required confirm of auth opens. */
sample({ clock: loginNeeded, target: loginRequired })
/** Logout asks first while a game runs. */
sample({ clock: $isPlaying.updates, target: gamePlayingChanged })
/** After leaving a game the balances refresh. */
sample({ clock: gameLeft, target: memberRefreshRequested })

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
