import { createEffect, createEvent, createStore, sample } from 'effector'
import { $site, sessionClosed } from '@/modules/session'
import { queryFx } from '@/platform/query'
import { local } from '@/platform/storage'
import { walletQueries } from './queries'

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
