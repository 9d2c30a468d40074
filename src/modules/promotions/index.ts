/** Promotions (discounts), pop-up discount bulletins and their history, and red envelopes. */
import { lazy } from 'react'
export {
  promotionsApi,
  DISCOUNT_PAGE_SIZE,
  type Bulletin,
  type Discount,
  type DiscountSummary,
  type RedEnvelope as RedEnvelopeData,
} from './api'
export { promotionsQueries } from './queries'
export {
  displayDeviceOf,
  displayLocationOf,
  isDepositPage,
  latestUpdate,
  popupCloseActions,
  shouldShowPopupDiscount,
  type PopupBulletin,
  type PopupCloseActions,
  type PopupContext,
} from './popup-discount'
export {
  $discountDialog,
  $popupClosedAt,
  $popupHistoryOpen,
  $redEnvelopeResult,
  bulletinsChanged,
  discountDialogClosed,
  discountLoginRequested,
  discountOpened,
  popupDiscountClosed,
  popupDiscountPaused,
  popupHistoryClosed,
  popupHistoryOpened,
  popupPlaceKnown,
  RED_ENVELOPE_REFETCH_MS,
  redEnvelopeAnnounced,
  redEnvelopeClaimed,
  redEnvelopeExpired,
  redEnvelopeGone,
  redEnvelopeResultClosed,
} from './model'
export { DiscountDetailPage, DiscountDialog } from './ui/discount-detail'
export { DiscountListPage, type DiscountListPageProps } from './ui/discount-list'
export { BulletinHistory, PopupDiscount, PopupHistoryDialog } from './ui/popup-discount-dialog'
/** Pop-up discounts, bulletins and red envelopes: loaded on demand, render inside `Deferred` from `@/ui`. */
export const PromotionsHost = /* @__PURE__ */ lazy(() => import('./ui/promotions-host').then((m) => ({ default: m.PromotionsHost })))
export { currentPromotions, PromotionsTeaser } from './ui/promotions-teaser'
export { RedEnvelope } from './ui/red-envelope'
