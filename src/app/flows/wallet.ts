/**
 * Wallet story: the balance follows the member layout and realtime; money moving anywhere
 * (deposit settled, platforms recovered, a game left) refreshes the layout and every wallet query;
 * a deposit request opens the member window (or fast payment) or asks for a login first.
 */
import { createEffect, sample } from 'effector'
import { loginRequired } from '@/modules/auth'
import { $isLoggedIn, memberRefreshRequested } from '@/modules/session'
import { gameLeft, protectedPageRequested, type ProtectedPageRequest } from '@/modules/games'
import { allTransferBackCompleted, letterSent, memberDepositSucceeded } from '@/modules/realtime'
import {
  $fastPaymentAgentBound,
  depositRequested,
  depositTarget,
  depositSucceeded,
  walletChanged,
  type DepositTarget,
} from '@/modules/wallet'
import { depositLinkFollowed } from '@/modules/content'
import { cookies } from '@/platform/storage'

// Realtime: a settled deposit, a pushed balance or a finished transfer-back means fresh wallet data.
sample({
  clock: memberDepositSucceeded,
  fn: (payload) => ({
    orderNumber: payload.order_number,
    amount: payload.deposit_amount,
    depositTimes: payload.deposit_times,
  }),
  target: depositSucceeded,
})
sample({ clock: [allTransferBackCompleted, gameLeft], target: walletChanged })
// The back office tells of a withdrawal paid, rejected or cancelled by letter: the records show it at once.
sample({ clock: letterSent, filter: $isLoggedIn, target: walletChanged })
// Money moved: reload the layout (balance, flags); a pushed balance is already in the layout.
sample({ clock: walletChanged, filter: $isLoggedIn, target: memberRefreshRequested })

/** Spec §2/§6: every deposit entry point goes through `depositTarget` (site flag, /fastDeposit cookie, login). */
// The window opens through the game session: the force-stop warning first while a game runs.
const depositTargetFx = createEffect(
  ({ agentBound, loggedIn }: { agentBound: boolean; loggedIn: boolean }): DepositTarget =>
    depositTarget({
      agentBoundFastPayment: agentBound,
      fastDepositCookie: cookies.get('isFastDeposit') === 'true',
      loggedIn,
    }),
)
sample({
  clock: depositRequested,
  source: { agentBound: $fastPaymentAgentBound, loggedIn: $isLoggedIn },
  target: depositTargetFx,
})
sample({
  clock: depositTargetFx.doneData,
  filter: (target) => target.kind !== 'loginFirst',
  fn: (target): ProtectedPageRequest => ({ window: target.window, path: target.path }),
  target: protectedPageRequested,
})
sample({
  clock: depositTargetFx.doneData,
  filter: (target) => target.kind === 'loginFirst',
  fn: (target) => ({ target: { window: target.window, path: target.path } }),
  target: loginRequired,
})
// A footer or float link to the deposit page is a deposit request too.
sample({ clock: depositLinkFollowed, target: depositRequested })
