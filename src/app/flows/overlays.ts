/**
 * The overlay queue (`../overlays.ts`) decides whose turn it is; the pop-up discount, which lives in
 * its own module, waits (paused) whenever the turn is not its own: behind a protection notice, or
 * while an overlay further down the queue already has the screen and the bulletins are reloading.
 * It also waits while the login or register modal is asked for (an agent link's register form, a
 * login the player asked for: its code may still be loading) or any dialog the player opened is on
 * screen (the daily sign-in, a game's details): the player's own request comes first, and the pop-up
 * would otherwise open underneath it. Nor does it open while the player is typing into a field or has
 * just pressed something (it would take the keys or the press); once open, the player's input inside
 * it does not close it.
 */
import { sample } from 'effector'
import { $loginModalOpen } from '@/modules/auth'
import { $popupDiscountPaused, $popupDiscountWanted, popupDiscountPaused } from '@/modules/promotions'
import { $playerBusy, $playerDialogOpen } from '@/platform/device'
import { $overlayInTurn } from '../overlays'

sample({
  clock: [$overlayInTurn, $loginModalOpen, $playerDialogOpen, $playerBusy],
  source: {
    turn: $overlayInTurn,
    loginModalOpen: $loginModalOpen,
    dialogOpen: $playerDialogOpen,
    busy: $playerBusy,
    wanted: $popupDiscountWanted,
    paused: $popupDiscountPaused,
  },
  fn: ({ turn, loginModalOpen, dialogOpen, busy, wanted, paused }) => {
    const showing = wanted === true && !paused
    return turn !== 'popupDiscount' || loginModalOpen || dialogOpen || (busy && !showing)
  },
  target: popupDiscountPaused,
})
