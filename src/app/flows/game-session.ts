import { sample } from 'effector'
import { $currency, $demoMode, $isLoggedIn, gamePlayingChanged, loginRequired, memberRefreshRequested } from '@/modules/auth'
import { $isPlaying, demoModeChanged, deviceChanged, gameLeft, loginNeeded, playerChanged } from '@/modules/games'
import { $deviceType } from '@/platform/device'
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
