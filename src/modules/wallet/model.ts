import { msg } from '@lingui/core/macro'
import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query'
import { createEffect, createEvent, createStore, sample } from 'effector'
import { $site, sessionClosed } from '@/modules/session'
import { i18n } from '@/platform/i18n'
import { queryFx } from '@/platform/query'
import { local } from '@/platform/storage'
import { toast } from '@/ui'
import type { DepositOrder } from './api'
import { walletQueries } from './queries'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

/** Money moved somewhere (deposit settled, recovery, transfer, game left): wallet data is stale. */
export const walletChanged = createEvent()

/** The eye toggle (`eyeOpen` in local storage): balances shown or masked. */
export const $eyeOpen = createStore(local.get('eyeOpen') !== false, { serialize: 'ignore' })
export const eyeToggled = createEvent()

/** A deposit order was created; `orderNumber` is followed until it settles. */
export const depositCreated = createEvent<{ orderNumber: string }>()
/** A deposit settled successfully (seen by polling its status or by realtime). */
export const depositSucceeded = createEvent<{ orderNumber: string; amount: number; depositTimes: number }>()
/** The deposit order the player is paying right now. */
export const $payingOrder = createStore<string | null>(null, { serialize: 'ignore' })

/** Someone wants to deposit: the app decides between the member window and fast payment. */
export const depositRequested = createEvent()
/** The site's agent-bound fast payment flag (`env_config.fast_payment_agent_bound`, spec §6). */
export const $fastPaymentAgentBound = $site.map((site) => site?.env_config?.fast_payment_agent_bound === true)

const persistEyeFx = createEffect((open: boolean) => local.set('eyeOpen', open))

$eyeOpen.on(eyeToggled, (open) => !open)
sample({ clock: eyeToggled, source: $eyeOpen, target: persistEyeFx })

$payingOrder.on(depositCreated, (_, { orderNumber }) => orderNumber).reset(sessionClosed)
$payingOrder.on(depositSucceeded, (current, { orderNumber }) => (current === orderNumber ? null : current))
sample({ clock: depositSucceeded, target: walletChanged })

/** Money moved: every wallet query is read again (the one invalidation path of wallet data). */
const walletStaleFx = queryFx((client) => client.invalidateQueries({ queryKey: walletQueries.all() }))
sample({ clock: walletChanged, target: walletStaleFx })

/* ------------------------------------------------------------------ a created deposit, followed until it settles */

/** How long a created order is followed; the player may leave it unpaid. */
const FOLLOW_DEPOSIT_MS = 30 * 60_000
const DEPOSIT_POLL_MS = 2_000

/** Polls the order's status query (the one the order view shows) until it is no longer pending. */
const followDepositFx = queryFx(
  (client, orderNumber: string) =>
    new Promise<DepositOrder | null>((resolve) => {
      const observer = new QueryObserver(client, {
        ...walletQueries.depositStatus(orderNumber),
        retry: false,
        refetchInterval: (query) => (query.state.data?.status === 'pending' ? DEPOSIT_POLL_MS : false),
      })
      const end = (order: DepositOrder | null) => {
        clearTimeout(timer)
        stop()
        resolve(order)
      }
      const timer = setTimeout(() => end(null), FOLLOW_DEPOSIT_MS)
      const settle = (result: QueryObserverResult<DepositOrder>) => {
        if (result.data && result.data.status !== 'pending') end(result.data)
        else if (result.status === 'error') end(null)
      }
      const stop = observer.subscribe(settle)
      settle(observer.getCurrentResult())
    }),
)
const depositToastFx = createEffect(() => {
  toast.success(
    i18n._(
      msg({ id: 'wallet.deposit.success_toast', message: 'Deposit received. Your balance is updated.' }),
    ),
  )
})

sample({ clock: depositCreated, fn: ({ orderNumber }) => orderNumber, target: followDepositFx })
const settledByStatus = followDepositFx.doneData.filterMap((order) =>
  order?.status === 'success'
    ? { orderNumber: order.order_number, amount: order.amount, depositTimes: order.deposit_times ?? 1 }
    : undefined,
)
sample({ clock: settledByStatus, target: [depositSucceeded, depositToastFx] })
