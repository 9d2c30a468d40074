import { Hono } from 'hono'
import type { Db } from '../db/types.ts'
import { settleDeposit } from '../operations/wallet/index.ts'
import { isSameSitePath, isSignedPayLink } from './pay-link.ts'

/**
 * The sandbox payment provider: `GET /sandbox/pay/{order}` shows the order with "Pay" and
 * "Decline" buttons, `POST` settles it as the provider's callback would (ledger credit, then the
 * `member_deposit.success` and `member.cash` realtime events). Outside /api and the contract: a
 * real operator sends the player to its payment provider's page instead.
 */

interface OrderView {
  order_number: string
  amount: string
  fee: string
  currency: string
  status: string
  channel: string
  return_url: string | null
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const ORDER_PATTERN = /^[A-Z0-9]{1,64}$/

async function findOrder(db: Db, orderNumber: string): Promise<OrderView | null> {
  if (!ORDER_PATTERN.test(orderNumber)) return null
  // Expire lazily, as the API does.
  await db.query(
    `UPDATE deposit_orders SET status = 'expired', completed_at = now()
      WHERE order_number = $1 AND status = 'pending' AND expires_at <= now()`,
    [orderNumber],
  )
  const result = await db.query<OrderView>(
    `SELECT o.order_number, o.amount::text, o.fee::text, o.currency, o.status, c.name AS channel, o.return_url
       FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id WHERE o.order_number = $1`,
    [orderNumber],
  )
  return result.rows[0] ?? null
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#1e293b;border-radius:16px;padding:32px;max-width:420px;width:calc(100% - 32px);box-shadow:0 10px 40px #0008}
h1{font-size:20px;margin:0 0 4px}p{color:#94a3b8;margin:4px 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#94a3b8}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}.amount{font-size:28px;font-weight:700;color:#fbbf24;text-align:center;margin:8px 0 20px}
form{display:flex;gap:12px}button{flex:1;padding:14px;border-radius:10px;border:0;font-size:16px;font-weight:600;cursor:pointer}
.pay{background:#22c55e;color:#052e16}.decline{background:#334155;color:#e2e8f0}.status{font-size:18px;text-align:center;font-weight:600}
.success{color:#4ade80}.failed,.expired,.cancelled{color:#f87171}a{color:#fbbf24}
</style></head><body><main>${body}</main></body></html>`
}

function formatAmount(amount: string, currency: string): string {
  const [whole = '0', fraction] = amount.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cents = fraction && Number(fraction) !== 0 ? `.${fraction}` : ''
  return `${grouped}${cents} ${currency}`
}

function view(order: OrderView): string {
  const details = `<dl><dt>Order</dt><dd>${escape(order.order_number)}</dd><dt>Method</dt><dd>${escape(order.channel)}</dd>
<dt>Fee</dt><dd>${escape(formatAmount(order.fee, order.currency))}</dd></dl>`
  const amount = `<div class="amount" data-testid="pay-amount">${escape(formatAmount(order.amount, order.currency))}</div>`
  if (order.status === 'pending') {
    return page(
      'Sandbox payment',
      `<h1>Sandbox payment</h1><p>Confirm this payment to your Lotus account.</p>${amount}${details}
<form method="post"><button class="pay" name="action" value="pay" type="submit">Pay now</button>
<button class="decline" name="action" value="decline" type="submit">Decline</button></form>`,
    )
  }
  const labels: Record<string, string> = {
    success: 'Payment received. You can close this window.',
    failed: 'Payment declined.',
    expired: 'This order has expired.',
    cancelled: 'This order was cancelled.',
    processing: 'Payment is being processed.',
  }
  const back =
    order.return_url && isSameSitePath(order.return_url)
      ? `<p><a href="${escape(order.return_url)}">Back to the site</a></p>`
      : ''
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1>${amount}${details}<p class="status ${escape(order.status)}" role="status">${escape(labels[order.status] ?? order.status)}</p>${back}`,
  )
}

/** The page only ever talks to this server: no script, no frame around it, no form posted elsewhere. */
const PAY_PAGE_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

const notFound = () => page('Not found', '<h1>Order not found</h1>')

export function paymentRoutes(db: Db): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(PAY_PAGE_HEADERS)) c.res.headers.set(name, value)
  })
  app.get('/:order', async (c) => {
    if (!isSignedPayLink(c.req.param('order'), c.req.query('sig'))) return c.html(notFound(), 404)
    const order = await findOrder(db, c.req.param('order'))
    if (!order) return c.html(notFound(), 404)
    return c.html(view(order))
  })
  app.post('/:order', async (c) => {
    const orderNumber = c.req.param('order')
    if (!ORDER_PATTERN.test(orderNumber) || !isSignedPayLink(orderNumber, c.req.query('sig')))
      return c.html(notFound(), 404)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const action = form.action === 'pay' ? 'success' : 'failed'
    const settled = await settleDeposit(db, orderNumber, action)
    if (!settled) return c.html(notFound(), 404)
    return c.redirect(`${c.req.path}?sig=${encodeURIComponent(c.req.query('sig') ?? '')}`, 303)
  })
  return app
}
