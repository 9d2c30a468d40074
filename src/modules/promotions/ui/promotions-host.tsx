import { DiscountDialog } from './discount-detail'
import { PopupDiscount, PopupHistoryDialog } from './popup-discount-dialog'
import { RedEnvelope } from './red-envelope'

/** The app-wide engagement overlays: pop-up discount, its history, the discount modal and the red envelope. */
export function PromotionsHost() {
  return (
    <>
      <PopupDiscount />
      <PopupHistoryDialog />
      <DiscountDialog />
      <RedEnvelope />
    </>
  )
}
