/**
 * The overlays of the first view take the screen in turn: a player-protection notice, then the
 * pop-up discount (spec §4), then the cookie question, then the app-download bar. Each asks for the
 * screen through its own state; the first in that order that asks has it, once every overlay before
 * it knows whether it will ask. On a phone one is shown at a time. On a desktop the cookie question
 * is a small non-modal card in a corner, so it stays beside the queue instead of waiting for the
 * pop-up discount (there is no app-download bar on a desktop). All of them render after the first
 * paint (inside `Deferred`), so the page itself always paints first.
 */
import { combine, createStore, sample } from 'effector'
import { $protectionInterrupting } from '@/modules/protection'
import { $popupDiscountOnScreen, $popupDiscountPaused, $popupDiscountWanted } from '@/modules/promotions'
import { $isDesktop } from '@/platform/device'
import { $consentAsked } from '@/platform/tracking'

/** The overlays of the first view, in the order they take the screen. */
export const OVERLAY_ORDER = ['protection', 'popupDiscount', 'consent', 'appPrompt'] as const
type Overlay = (typeof OVERLAY_ORDER)[number]

/** What an overlay asks for: the screen, nothing, or not known yet (its data is still loading). */
type OverlayAsk = 'asking' | 'idle' | 'deciding'
export type OverlayAsks = Readonly<Record<Overlay, OverlayAsk>>

/** The queue of a layout: on a desktop the non-modal cookie card stays out of it. */
export function overlayQueue(desktop: boolean): readonly Overlay[] {
  return desktop ? OVERLAY_ORDER.filter((overlay) => overlay !== 'consent') : OVERLAY_ORDER
}

/**
 * Whose turn it is: the first overlay of the queue that asks, unless one before it is still
 * deciding. Then nothing new is shown, but an overlay already shown further down the queue keeps the
 * screen while it still asks (a login or a language change reloading the bulletins does not make
 * the cookie question blink); it gives way when the deciding one does ask.
 */
export function overlayInTurn(
  asks: OverlayAsks,
  queue: readonly Overlay[],
  current: Overlay | null,
): Overlay | null {
  for (const [index, overlay] of queue.entries()) {
    if (asks[overlay] === 'asking') return overlay
    if (asks[overlay] === 'deciding') {
      const keeps = current !== null && queue.indexOf(current) > index && asks[current] === 'asking'
      return keeps ? current : null
    }
  }
  return null
}

const askOf = (asking: boolean | null): OverlayAsk =>
  asking === null ? 'deciding' : asking ? 'asking' : 'idle'

/** What each overlay asks for now. The app-download bar always asks: it is last and hides itself once dismissed. */
const $overlayAsks = combine(
  $protectionInterrupting,
  $popupDiscountWanted,
  $consentAsked,
  (protection, popupDiscount, consentAsked): OverlayAsks => ({
    protection: askOf(protection),
    popupDiscount: askOf(popupDiscount),
    consent: askOf(!consentAsked),
    appPrompt: 'asking',
  }),
)

/** The overlay of the queue that has the screen (null: none, or one ahead is still deciding). */
export const $overlayInTurn = createStore<Overlay | null>(null, { serialize: 'ignore' })
sample({
  clock: [$overlayAsks, $isDesktop],
  source: { asks: $overlayAsks, desktop: $isDesktop, current: $overlayInTurn },
  fn: ({ asks, desktop, current }) => overlayInTurn(asks, overlayQueue(desktop), current),
  target: $overlayInTurn,
})

/** The cookie question shows in its turn on a phone, and whenever it is unanswered on a desktop. */
export const $consentBannerShown = combine($overlayInTurn, $overlayAsks, $isDesktop, (turn, asks, desktop) =>
  desktop ? asks.consent === 'asking' : turn === 'consent',
)
/** The app-download bar (mobile layout only) shows when every overlay before it is done. */
export const $appPromptShown = $overlayInTurn.map((turn) => turn === 'appPrompt')

/**
 * What the first view shows over the page is on screen: the overlay in turn is decided and, when it
 * is the pop-up discount, its first frame has been drawn (or it waits for something the player asked
 * for, a login say, whose code may be what waits for this). What waits for it (`AfterOverlays`) does
 * not compete with the pop-up's own requests and rendering.
 */
export const $firstOverlayShown = combine(
  $overlayInTurn,
  $popupDiscountOnScreen,
  $popupDiscountPaused,
  (turn, popupOnScreen, popupPaused) =>
    turn !== null && (turn !== 'popupDiscount' || popupOnScreen || popupPaused),
)
