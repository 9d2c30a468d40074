import { createEffect, sample } from 'effector'
import { bannerGameChosen, contentStarted } from '@/modules/content'
import { gameStartRequested } from '@/modules/games'
import { bridge } from '@/platform/bridge'
import { trackingStarted } from '@/platform/tracking'
import { appStarted } from '../model'

/**
 * The site around the games: install prompt and service worker, tracking with the landing page's
 * click id, the wrapper's status message, and banners that start a game.
 */
const readLandingFx = createEffect(() => {
  const fbclid = new URLSearchParams(window.location.search).get('fbclid') ?? undefined
  return { fbclid: fbclid && fbclid.length <= 500 ? fbclid : undefined }
})

const tellWrapperStatusFx = createEffect(() => {
  const token = localStorage.getItem('token')
  bridge.send({ type: 'status', payload: { logged_in: token !== null, lang: document.documentElement.lang } })
})

sample({ clock: appStarted, target: [contentStarted, readLandingFx, tellWrapperStatusFx] })
sample({ clock: readLandingFx.doneData, target: trackingStarted })

sample({
  clock: bannerGameChosen,
  fn: (game) => ({ gp_id: game.gp_id, game_type: game.gt_id, name: game.gp_gt_name }),
  target: gameStartRequested,
})
