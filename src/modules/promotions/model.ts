import type { QueryClient } from '@tanstack/react-query'
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector'
import { createGate } from 'effector-react'
import type { Locale } from '@/platform/i18n'
import { $queryClient, queryFx } from '@/platform/query'
import { $memberId } from '@/modules/session'
import { session } from '@/platform/storage'
import { promotionsApi, type Bulletin, type BulletinWhere } from './api'
import { imageSources, pictureLoaded } from './pictures'
import { popupCloseActions } from './popup-discount'
import { promotionsQueries } from './queries'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

/** Spec §9: after a red envelope's countdown ends, it is fetched again after 3 s. */
export const RED_ENVELOPE_REFETCH_MS = 3000

/** Another member (or none) is logged in: member-keyed promotions are read for the new one. */
const memberSwitched = $memberId.updates

/* ------------------------------------------------------------------ pop-up discount */

/** Epoch ms of the last close of the pop-up discount in this browser session (spec §3 session storage). */
export const $popupClosedAt = createStore<number | null>(session.get('popupDiscountClosedAt') ?? null, {
  serialize: 'ignore',
})

/** The player closed the pop-up discount. */
export const popupDiscountClosed = createEvent<{
  loggedIn: boolean
  onDepositPage: boolean
  items: readonly Bulletin[]
  where: BulletinWhere
  at: number
}>()
/** The bulletins changed (a login, a hide): reload them. */
export const bulletinsChanged = createEvent()

const rememberPopupCloseFx = createEffect((at: number) => session.set('popupDiscountClosedAt', at))
const hideBulletinsFx = createEffect((where: BulletinWhere) => promotionsApi.hideBulletins(where))

/**
 * Member-keyed queries of anyone but the current member (a session that ended) are dropped, never
 * refetched: their token is gone and the call would answer 401.
 */
function forgetOtherMembers(client: QueryClient, prefix: readonly string[], current: number | null) {
  client.removeQueries({ queryKey: prefix, predicate: (query) => query.queryKey[prefix.length] !== current })
  return current
}

const reloadBulletinsFx = queryFx((client, member: number | null) => {
  const current = forgetOtherMembers(client, promotionsQueries.popupPrefix(), member)
  return client.invalidateQueries({ queryKey: [...promotionsQueries.popupPrefix(), current] })
})

const closeRecorded = sample({
  clock: popupDiscountClosed,
  filter: (close) => popupCloseActions(close).recordCloseTime,
  fn: (close) => close.at,
})
$popupClosedAt.on(closeRecorded, (_, at) => at)
sample({ clock: closeRecorded, target: rememberPopupCloseFx })
sample({
  clock: popupDiscountClosed,
  filter: (close) => popupCloseActions(close).hideOnServer,
  fn: (close) => close.where,
  target: hideBulletinsFx,
})
sample({
  clock: [hideBulletinsFx.finally, bulletinsChanged, memberSwitched],
  source: $memberId,
  target: reloadBulletinsFx,
})

/** The landing URL carried the `modal` flag (spec §2): the pop-up discount stays suppressed. */
function landedWithModalFlag(): boolean {
  if (typeof window === 'undefined') return false
  const value = new URLSearchParams(window.location.search).get('modal')
  return value !== null && value !== 'false' && value !== '0'
}
export const $landedWithModalFlag = createStore(landedWithModalFlag(), { serialize: 'ignore' })

/** Another overlay holds the screen (a player-protection notice, the overlay queue's turn): the pop-up discount waits. */
export const popupDiscountPaused = createEvent<boolean>()
export const $popupDiscountPaused = createStore(false).on(popupDiscountPaused, (_, paused) => paused)

/** The pop-up discount's first frame is on screen (once per page load: the first view's overlay is shown). */
export const popupDiscountOnScreen = createEvent()
export const $popupDiscountOnScreen = createStore(false, { serialize: 'ignore' }).on(
  popupDiscountOnScreen,
  () => true,
)

/** The history pop-up discount (past bulletins). */
export const popupHistoryOpened = createEvent()
export const popupHistoryClosed = createEvent()
export const $popupHistoryOpen = createStore(false)
  .on(popupHistoryOpened, () => true)
  .on(popupHistoryClosed, () => false)

/**
 * What the mounted pop-up discount would do with the screen: true show its bulletins, false nothing
 * to show, null still deciding (bulletins or their pictures loading). Closed (null) while unmounted.
 */
export const PopupDiscountGate = createGate<boolean | null>({ name: 'PopupDiscountGate', defaultState: null })
/** The pop-up discount, or the history opened from it, wants the screen (null: not known yet). */
export const $popupDiscountWanted = combine(PopupDiscountGate.state, $popupHistoryOpen, (wanted, history) =>
  history ? true : wanted,
)

/* ------------------------------------------------------------------ discounts */

/** The discount modal shows this promotion (null: closed). */
export const discountOpened = createEvent<number>()
export const discountDialogClosed = createEvent()
export const $discountDialog = createStore<number | null>(null)
  .on(discountOpened, (_, id) => id)
  .reset(discountDialogClosed)

/** A guest pressed "apply": the login flow takes over. */
export const discountLoginRequested = createEvent()
sample({ clock: discountLoginRequested, target: discountDialogClosed })

/* ------------------------------------------------------------------ red envelope */

/** RedEnvelopeDisplay on the currency channel: a campaign changed, initialise the envelope again. */
export const redEnvelopeAnnounced = createEvent()
/** The countdown of the shown envelope reached its end. */
export const redEnvelopeExpired = createEvent()
/** A claim answered 102: the envelope is gone. */
export const redEnvelopeGone = createEvent()
/** A claim succeeded with this cash. */
export const redEnvelopeClaimed = createEvent<{ cash: number }>()
/** The result dialog was closed: cash and wallet are refreshed (session flow). */
export const redEnvelopeResultClosed = createEvent()

export const $redEnvelopeResult = createStore<{ cash: number } | null>(null)
  .on(redEnvelopeClaimed, (_, result) => result)
  .reset(redEnvelopeResultClosed, memberSwitched)

const clearEnvelopeFx = queryFx((client) => {
  client.setQueriesData({ queryKey: promotionsQueries.redEnvelopePrefix() }, null)
})
/** Guests have no envelope: after a logout nothing is fetched again. */
const refetchEnvelopeFx = queryFx(async (client, member: number | null) => {
  const current = forgetOtherMembers(client, promotionsQueries.redEnvelopePrefix(), member)
  if (current !== null)
    await client.invalidateQueries({ queryKey: [...promotionsQueries.redEnvelopePrefix(), current] })
})
const refetchEnvelopeLaterFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, RED_ENVELOPE_REFETCH_MS)),
)

sample({
  clock: [redEnvelopeExpired, redEnvelopeGone, redEnvelopeClaimed],
  fn: () => undefined,
  target: clearEnvelopeFx,
})
sample({ clock: redEnvelopeExpired, target: refetchEnvelopeLaterFx })
// The member is read when the wait ends: a logout meanwhile cancels the refetch.
sample({
  clock: [redEnvelopeAnnounced, redEnvelopeResultClosed, memberSwitched, refetchEnvelopeLaterFx.done],
  source: $memberId,
  target: refetchEnvelopeFx,
})

/* ---------------------------------------------------------------- pop-up discount, ahead of its dialog */

/** Where the player landed, known at start: the pop-up discount's bulletins for that place. */
export const popupPlaceKnown = createEvent<{ where: BulletinWhere; locale: Locale }>()

// The bulletins and their pictures load while the page renders; the dialog's code, loaded when the
// browser is idle, then finds them ready and opens at once. Not awaited: the boot's `allSettled`
// waits for every effect in flight in the scope, and the app's start must not wait for these.
const prefetchPopupFx = attach({
  source: { client: $queryClient, member: $memberId },
  effect: ({ client, member }, { where, locale }: { where: BulletinWhere; locale: Locale }) => {
    void client
      .fetchQuery(promotionsQueries.popup(member, where, locale))
      .then((items) =>
        Promise.all(items.flatMap((item) => imageSources(item.display_content)).map(pictureLoaded)),
      )
      .catch(() => undefined)
  },
})
sample({ clock: popupPlaceKnown, target: prefetchPopupFx })
