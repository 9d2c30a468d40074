/**
 * The overlay queue (`../overlays.ts`) decides whose turn it is; the pop-up discount, which lives in
 * its own module, waits (paused) whenever the turn is not its own: behind a protection notice, or
 * while an overlay further down the queue already has the screen and the bulletins are reloading.
 */
import { sample } from 'effector'
import { popupDiscountPaused } from '@/modules/promotions'
import { $overlayInTurn } from '../overlays'

sample({ clock: $overlayInTurn, fn: (turn) => turn !== 'popupDiscount', target: popupDiscountPaused })
