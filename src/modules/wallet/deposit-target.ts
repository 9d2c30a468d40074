/** Where a deposit request leads (spec §2 link targets, §6 agent-bound fast payment). */
export type DepositTarget =
  /** The fast-payment pop-up window. */
  | { kind: 'fastPayment'; window: 'fastPayment'; path: '/fastPayment' }
  /** The member centre's deposit page (its own window on desktop). */
  | { kind: 'memberCentre'; window: 'user'; path: '/user/Deposit' }
  /** A guest: warn `check_login_msg`, then log in and continue to the member centre's deposit page. */
  | { kind: 'loginFirst'; window: 'user'; path: '/user/Deposit' }

export interface DepositSituation {
  /** The site's `env_config.fast_payment_agent_bound`. */
  agentBoundFastPayment: boolean
  /** The `isFastDeposit` cookie set by `/fastDeposit`. */
  fastDepositCookie: boolean
  loggedIn: boolean
}

/**
 * The one decision every deposit entry point goes through: fast payment when the site binds deposits
 * to it (or the visitor came through /fastDeposit), otherwise the member window, which needs a login.
 */
export function depositTarget(situation: DepositSituation): DepositTarget {
  if (situation.agentBoundFastPayment || situation.fastDepositCookie) {
    return { kind: 'fastPayment', window: 'fastPayment', path: '/fastPayment' }
  }
  if (!situation.loggedIn) return { kind: 'loginFirst', window: 'user', path: '/user/Deposit' }
  return { kind: 'memberCentre', window: 'user', path: '/user/Deposit' }
}
