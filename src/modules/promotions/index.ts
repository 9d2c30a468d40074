/** Promotions (discounts), pop-up discount bulletins and their history, and red envelopes. */
import { lazyPart } from '@/ui'

export { displayDeviceOf, displayLocationOf, isDepositPage } from './popup-discount'
export {
  $popupDiscountOnScreen,
  $popupDiscountPaused,
  $popupDiscountWanted,
  bulletinsChanged,
  discountLoginRequested,
  popupDiscountPaused,
  PopupDiscountGate,
  popupDiscountOnScreen,
  popupPlaceKnown,
  redEnvelopeAnnounced,
  redEnvelopeResultClosed,
} from './model'
export { DiscountDetailPage } from './ui/discount-detail'
export { prefetchDiscount, prefetchDiscounts } from './prefetch'
export { DiscountListPage } from './ui/discount-list'

/** Pop-up discounts, bulletins and red envelopes: loaded on demand, render inside `Deferred` from `@/ui`. */
export const PromotionsHost = /* @__PURE__ */ lazyPart(() =>
  import('./ui/promotions-host').then((m) => m.PromotionsHost),
)
export { PromotionsTeaser } from './ui/promotions-teaser'
