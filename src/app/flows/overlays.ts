/**
 * The overlay queue (`../overlays.ts`) decides whose turn it is; the pop-up discount, which lives in
 * its own module, waits (paused) whenever the turn is not its own: behind a protection notice, or
 * while an overlay further down the queue already has the screen and the bulletins are reloading.
 * It also waits while the login or register modal is open (an agent link's register form, a login
 * the player asked for): the player's own request comes first.
 */
import { sample } from 'effector'
import { $loginModalOpen } from '@/modules/auth'
import { popupDiscountPaused } from '@/modules/promotions'
import { $overlayInTurn } from '../overlays'

sample({
  clock: [$overlayInTurn, $loginModalOpen],
  source: { turn: $overlayInTurn, loginModalOpen: $loginModalOpen },
  fn: ({ turn, loginModalOpen }) => turn !== 'popupDiscount' || loginModalOpen,
  target: popupDiscountPaused,
})
