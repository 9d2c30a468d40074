/**
 * Realtime story: the connection follows the session (spec §4), and every event of spec §7 reaches
 * the module that owns what it changes.
 */
import { attach, createEffect, sample } from 'effector'
import { authApi, sessionEnded, sessionInvalidated } from '@/modules/auth'
import { $isLoggedIn, $session, balanceReceived, memberRefreshRequested } from '@/modules/session'
import {
  forwardedGameUrlReceived,
  forwardGameStatusReceived as gameForwardStatusReceived,
  pushChannelChanged,
} from '@/modules/games'
import {
  $realtimeStatus,
  appCacheCleanRequested,
  forwardGameStatusReceived,
  gameUrlReceived,
  memberCashPushed,
  memberLoginDetected,
  profileUpdated,
  realtimeListening,
  realtimeSessionEnded,
  realtimeStarted,
  sessionFingerprint,
} from '@/modules/realtime'
import { agentQueries } from '@/modules/agent'
import { memberQueries } from '@/modules/member'
import { queryFx } from '@/platform/query'
import { firstPageShown } from '../model'

/* ---------------------------------------------------------------- connection follows the session */

sample({ clock: firstPageShown, target: realtimeStarted })

/* ---------------------------------------------------------------- login elsewhere */

// A login of another session than ours (the event names it by fingerprint): warn (already_login_msg)
// and log this session out.
sample({
  clock: memberLoginDetected,
  source: $session,
  filter: (session, { fingerprint }) => session !== null && sessionFingerprint(session.token) !== fingerprint,
  target: sessionInvalidated,
})

// The realtime endpoint ended the connection with the session (logout elsewhere, revocation, expiry):
// reading the member again meets the 401 that logs this page out. The check waits a moment, so that
// this page's own logout, whose answer may come after the endpoint's notice, is not taken for news.
const SESSION_CHECK_DELAY_MS = 1_500
const sessionCheckDelayFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, SESSION_CHECK_DELAY_MS)),
)
sample({ clock: realtimeSessionEnded, filter: $isLoggedIn, target: sessionCheckDelayFx })
sample({ clock: sessionCheckDelayFx.done, filter: $isLoggedIn, target: memberRefreshRequested })

/* ---------------------------------------------------------------- app_clean_cache */

const cleanCachesFx = queryFx(async (client) => {
  client.clear()
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [])
    await Promise.all(names.map((name) => caches.delete(name)))
  }
})
const reloadFx = createEffect(() => window.location.reload())

// The server's session ends too, while the token is still known; the local one ends however that goes.
const cacheLogoutFx = attach({
  source: $isLoggedIn,
  effect: createEffect(async (loggedIn: boolean) => {
    if (loggedIn) await authApi.logout()
  }),
})
sample({ clock: appCacheCleanRequested, target: cacheLogoutFx })
sample({ clock: cacheLogoutFx.finally, fn: () => ({ reason: 'cache' as const }), target: sessionEnded })
sample({ clock: cacheLogoutFx.finally, target: cleanCachesFx })
sample({ clock: cleanCachesFx.finally, target: reloadFx })

/* ---------------------------------------------------------------- member data */

sample({ clock: profileUpdated, target: memberRefreshRequested })
// The member centre's profile (contact fields, withdraw password set) was changed in another window.
const profileStaleFx = queryFx((client) =>
  client.invalidateQueries({ queryKey: memberQueries.profile().queryKey }),
)
sample({ clock: profileUpdated, target: profileStaleFx })
// An agent application decided by the back office: the "become an agent" page shows the outcome.
const agentStatusStaleFx = queryFx((client) =>
  client.invalidateQueries({ queryKey: agentQueries.status().queryKey }),
)
sample({ clock: profileUpdated, target: agentStatusStaleFx })
// Listening (again): the member's data may have changed unheard, before the connection or while it was down.
sample({ clock: realtimeListening, filter: $isLoggedIn, target: [memberRefreshRequested, profileStaleFx] })
// member.cash: the balance every view of the member layout shows.
sample({
  clock: memberCashPushed,
  fn: ({ cash }) => cash,
  target: balanceReceived,
})

/* ---------------------------------------------------------------- games */

// A member's game start waits for the connection: a forwarded launch's address arrives as a push.
sample({
  clock: $realtimeStatus.updates,
  fn: (status) => status === 'connected',
  target: pushChannelChanged,
})
sample({ clock: gameUrlReceived, fn: ({ game_url }) => ({ game_url }), target: forwardedGameUrlReceived })
sample({
  clock: forwardGameStatusReceived,
  fn: ({ code, message, maintain_interval }) => ({
    code,
    ...(message === undefined ? {} : { message }),
    ...(maintain_interval === undefined ? {} : { maintain_interval }),
  }),
  target: gameForwardStatusReceived,
})
