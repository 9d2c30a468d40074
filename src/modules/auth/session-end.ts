/**
 * The end of a session: the player's logout (asked first during a game), the forced logout after a
 * login elsewhere, and what every ending clears.
 */
import { combine, createEffect, sample } from 'effector'
import { $isLoggedIn, $member, $session, sessionClosed } from '@/modules/session'
import { isAppWrapper } from '@/platform/device'
import { navigateFx } from '@/platform/router'
import { authApi } from './api'
import { $doubleValidation } from './double-validation'
import {
  $gamePlaying,
  $logoutConfirmOpen,
  $sessionWarning,
  FORCED_LOGOUT_DELAY_MS,
  loggedOut,
  logoutConfirmDismissed,
  logoutConfirmed,
  logoutRequested,
  sessionEnded,
  sessionInvalidated,
} from './model'

export const logoutFx = createEffect(() => authApi.logout())
export const $logoutPending = logoutFx.pending
const $isPlaying = combine($gamePlaying, $member, (playing, member) => playing || member?.is_playing === true)

sample({ clock: logoutRequested, filter: $isPlaying, fn: () => true, target: $logoutConfirmOpen })
sample({
  clock: logoutRequested,
  filter: combine($isPlaying, $isLoggedIn, (p, l) => !p && l),
  target: logoutFx,
})
sample({ clock: logoutConfirmed, target: logoutFx })
$logoutConfirmOpen.reset(logoutConfirmed, logoutConfirmDismissed)
// Whatever the server answers (even a network error), the local session ends.
sample({ clock: logoutFx.finally, fn: () => ({ reason: 'user' as const }), target: sessionEnded })

const forcedLogoutFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, FORCED_LOGOUT_DELAY_MS)),
)
sample({ clock: sessionInvalidated, filter: $isLoggedIn, fn: () => true, target: $sessionWarning })
sample({ clock: sessionInvalidated, filter: $isLoggedIn, target: forcedLogoutFx })
sample({ clock: forcedLogoutFx.done, fn: () => ({ reason: 'elsewhere' as const }), target: sessionEnded })
$sessionWarning.reset(forcedLogoutFx.finally)

const sessionCleared = sample({ clock: sessionEnded, source: $session, filter: Boolean, fn: (_, end) => end })
$logoutConfirmOpen.reset(sessionCleared)
$doubleValidation.reset(sessionCleared)
sample({ clock: sessionCleared, target: [sessionClosed, loggedOut] })
// Back to root, except inside the iOS app, which keeps its own screen.
sample({
  clock: sessionCleared,
  filter: () => !isIosApp(),
  fn: () => ({ to: '/', replace: true }),
  target: navigateFx,
})

function isIosApp(): boolean {
  if (typeof navigator === 'undefined') return false
  return isAppWrapper(navigator.userAgent) && /iPhone|iPad|iPod/i.test(navigator.userAgent)
}
