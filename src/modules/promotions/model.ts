import type { QueryClient } from '@tanstack/react-query'
import { createEffect, createEvent, createStore, sample } from 'effector'
import { session } from '@/platform/storage'
import { promotionsApi, type Bulletin, type BulletinWhere, type Currency } from './api'
import { popupCloseActions } from './popup-discount'
import { promotionsQueries } from './queries'

/** Spec §9: after a red envelope's countdown ends, it is fetched again after 3 s. */
export const RED_ENVELOPE_REFETCH_MS = 3000

export interface PromotionsMember {
  memberId: number
  currency: Currency
}

/** Who is logged in (fed by the session flow); null for guests. */
export const promotionsMemberChanged = createEvent<PromotionsMember | null>()
export const $promotionsMember = createStore<PromotionsMember | null>(null).on(
  promotionsMemberChanged,
  (_, member) => member,
)

/** The query client, handed over by the mounted promotions host. */
export const promotionsQueryClientAttached = createEvent<QueryClient>()
const $queryClient = createStore<QueryClient | null>(null, { serialize: 'ignore' }).on(
  promotionsQueryClientAttached,
  (_, client) => client,
)
const withClient = <T>(source: { client: QueryClient | null } & T): source is { client: QueryClient } & T =>
  source.client !== null

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
const reloadBulletinsFx = createEffect(({ client }: { client: QueryClient }) =>
  client.invalidateQueries({ queryKey: promotionsQueries.popupPrefix() }),
)

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
  clock: [hideBulletinsFx.finally, bulletinsChanged, promotionsMemberChanged],
  source: { client: $queryClient },
  filter: withClient,
  target: reloadBulletinsFx,
})

/** The landing URL carried the `modal` flag (spec §2): the pop-up discount stays suppressed. */
function landedWithModalFlag(): boolean {
  if (typeof window === 'undefined') return false
  const value = new URLSearchParams(window.location.search).get('modal')
  return value !== null && value !== 'false' && value !== '0'
}
export const $landedWithModalFlag = createStore(landedWithModalFlag(), { serialize: 'ignore' })

/** The history pop-up discount (past bulletins). */
export const popupHistoryOpened = createEvent()
export const popupHistoryClosed = createEvent()
export const $popupHistoryOpen = createStore(false)
  .on(popupHistoryOpened, () => true)
  .on(popupHistoryClosed, () => false)

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
  .reset(redEnvelopeResultClosed, promotionsMemberChanged)

const clearEnvelopeFx = createEffect(({ client }: { client: QueryClient }) => {
  client.setQueriesData({ queryKey: promotionsQueries.redEnvelopePrefix() }, null)
})
const refetchEnvelopeFx = createEffect(({ client }: { client: QueryClient }) =>
  client.invalidateQueries({ queryKey: promotionsQueries.redEnvelopePrefix() }),
)
const refetchEnvelopeLaterFx = createEffect(
  ({ client }: { client: QueryClient }) =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        void client.invalidateQueries({ queryKey: promotionsQueries.redEnvelopePrefix() }).finally(resolve)
      }, RED_ENVELOPE_REFETCH_MS)
    }),
)

sample({
  clock: [redEnvelopeExpired, redEnvelopeGone, redEnvelopeClaimed],
  source: { client: $queryClient },
  filter: withClient,
  target: clearEnvelopeFx,
})
sample({
  clock: redEnvelopeExpired,
  source: { client: $queryClient },
  filter: withClient,
  target: refetchEnvelopeLaterFx,
})
sample({
  clock: [redEnvelopeAnnounced, redEnvelopeResultClosed, promotionsMemberChanged],
  source: { client: $queryClient },
  filter: withClient,
  target: refetchEnvelopeFx,
})
