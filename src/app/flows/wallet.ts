/**
 * Wallet story: the balance follows the member layout and realtime; money moving anywhere
 * (deposit settled, platforms recovered, a game left) refreshes the layout and every wallet query;
 * a deposit request opens the member window (or fast payment) or asks for a login first.
 */
import { createEffect, sample } from 'effector'
import { $isLoggedIn, $member, loginRequired, memberRefreshRequested, sessionEnded } from '@/modules/auth'
import { gameLeft, protectedPageRequested, type ProtectedPageRequest } from '@/modules/games'
import { allTransferBackCompleted, memberDepositSucceeded } from '@/modules/realtime'
import {
  cashReceived,
  depositRequested,
  depositSucceeded,
  walletChanged,
  walletCleared,
} from '@/modules/wallet'
import { cookies } from '@/platform/storage'

// The balance shown everywhere is the layout's member_cash (realtime member.cash updates it).
sample({
  clock: $member,
  filter: (member) => member !== null,
  fn: (member) => member?.member_cash ?? 0,
  target: cashReceived,
})
sample({ clock: sessionEnded, target: walletCleared })

// Realtime: a settled deposit, a pushed balance or a finished transfer-back means fresh wallet data.
sample({
  clock: memberDepositSucceeded,
  fn: (payload) => ({ orderNumber: payload.order_number, amount: payload.deposit_amount, depositTimes: payload.deposit_times }),
  target: depositSucceeded,
})
sample({ clock: [allTransferBackCompleted, gameLeft], target: walletChanged })
// Money moved: reload the layout (balance, flags); a pushed balance is already in the layout.
sample({ clock: walletChanged, filter: $isLoggedIn, target: memberRefreshRequested })

/** Spec §2/§6: deposit opens the member window on desktop (in-app on mobile), fast payment when flagged. */
// The window opens through the game session: the force-stop warning first while a game runs.
const depositPageFx = createEffect(
  (): ProtectedPageRequest =>
    cookies.get('isFastDeposit') === 'true' ? { window: 'fastPayment', path: '/fastPayment' } : { window: 'user', path: '/user/Deposit' },
)
sample({ clock: depositRequested, filter: $isLoggedIn, target: depositPageFx })
sample({ clock: depositPageFx.doneData, target: protectedPageRequested })
sample({
  clock: depositRequested,
  filter: $isLoggedIn.map((loggedIn) => !loggedIn),
  fn: () => ({ target: { window: 'user' as const, path: '/user/Deposit' } }),
  target: loginRequired,
})
