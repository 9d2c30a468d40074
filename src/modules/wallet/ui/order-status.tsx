import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { OrderStatus } from '../api'

const badge = css({
  display: 'inline-flex',
  px: '2.5',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  borderWidth: '1px',
  '&[data-tone=success]': { color: 'success', borderColor: 'success' },
  '&[data-tone=danger]': { color: 'danger', borderColor: 'danger' },
  '&[data-tone=pending]': { color: 'accent', borderColor: 'accent' },
})

/** The status of a deposit or withdrawal order, as a coloured pill with text. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useLingui()
  const labels: Record<OrderStatus, string> = {
    pending: t({ id: 'wallet.status.pending', message: 'Pending' }),
    processing: t({ id: 'wallet.status.processing', message: 'Processing' }),
    success: t({ id: 'wallet.status.success', message: 'Successful' }),
    failed: t({ id: 'wallet.status.failed', message: 'Failed' }),
    cancelled: t({ id: 'wallet.status.cancelled', message: 'Cancelled' }),
    expired: t({ id: 'wallet.status.expired', message: 'Expired' }),
  }
  const tone =
    status === 'success' ? 'success' : status === 'pending' || status === 'processing' ? 'pending' : 'danger'
  return (
    <span className={badge} data-tone={tone} data-status={status} data-testid="order-status">
      {labels[status]}
    </span>
  )
}
