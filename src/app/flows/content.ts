import { createEffect, sample } from 'effector'
import { loggedOut, loginSucceeded, sessionReceived } from '@/modules/auth'
import { $isLoggedIn, $session, type Session } from '@/modules/session'
import { bannerGameChosen, contentStarted } from '@/modules/content'
import { gameStartRequested } from '@/modules/games'
import { memberDepositSucceeded } from '@/modules/realtime'
import { bridge } from '@/platform/bridge'
import { depositPaid, trackingStarted } from '@/platform/tracking'
import { appStarted } from '../model'

/**
 * The site around the games: install prompt and service worker, tracking with the landing page's
 * click id, the wrapper's status message, and banners that start a game.
 */
const readLandingFx = createEffect(() => {
  const fbclid = new URLSearchParams(window.location.search).get('fbclid') ?? undefined
  return { fbclid: fbclid && fbclid.length <= 500 ? fbclid : undefined }
})

const tellWrapperStatusFx = createEffect((loggedIn: boolean) => {
  bridge.send({ type: 'status', payload: { logged_in: loggedIn, lang: document.documentElement.lang } })
})

sample({ clock: appStarted, target: [contentStarted, readLandingFx] })
sample({ clock: appStarted, source: $isLoggedIn, target: tellWrapperStatusFx })
sample({ clock: readLandingFx.doneData, target: trackingStarted })

sample({
  clock: bannerGameChosen,
  fn: (game) => ({ gp_id: game.gp_id, game_type: game.gt_id, name: game.gp_gt_name }),
  target: gameStartRequested,
})

/* The native wrappers hear about the session: token login set, status, logout (spec §4). */
const tellWrapperLoginFx = createEffect((session: Session) => {
  bridge.send({
    type: 'tokenLogin',
    payload: {
      token: session.token,
      member_id: String(session.member_id),
      member_account: session.member_account,
    },
  })
  bridge.send({
    type: 'status',
    payload: {
      logged_in: true,
      member_account: session.member_account,
      currency: session.member_currency,
      lang: document.documentElement.lang,
    },
  })
})
const tellWrapperLogoutFx = createEffect(() => {
  bridge.send({ type: 'logout' })
  // The account and password the wrapper keeps for biometric login go with the session.
  bridge.send({ type: 'cleanAccPW' })
  bridge.send({ type: 'status', payload: { logged_in: false, lang: document.documentElement.lang } })
})
sample({ clock: [loginSucceeded, sessionReceived], target: tellWrapperLoginFx })
sample({ clock: loggedOut, target: tellWrapperLogoutFx })

/* Deposits are tracked as first pay or pay (spec §9), in the member's currency when the event has none. */
sample({
  clock: memberDepositSucceeded,
  source: $session,
  filter: (session, deposit) => Boolean(deposit.currency ?? session?.member_currency),
  fn: (session, deposit) => ({
    deposit_times: deposit.deposit_times,
    deposit_amount: deposit.deposit_amount,
    currency: deposit.currency ?? session?.member_currency ?? '',
    order_number: deposit.order_number,
  }),
  target: depositPaid,
})
