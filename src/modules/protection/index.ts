/** Player protection: limits, reality checks, time-out, self-exclusion, account history, safer gambling. */
import { lazy } from 'react'
export {
  $exclusionNotice,
  $figures,
  $realityCheckOpen,
  $limitInviteOpen,
  $protectionInterrupting,
  exclusionStarted,
  limitInviteOffered,
  protectionLogoutChosen,
  protectionStarted,
  protectionStopped,
  realityCheckContinued,
  realityCheckHistoryChosen,
  sessionFiguresStale,
  type SessionFigures,
} from './model'
export { protectionQueries } from './queries'
export { protectionApi, type AccountHistory, type Exclusion, type ProtectionOverview, type ProtectionSession } from './api'
export { REALITY_CHECK_UNIT_MS } from './config'
export { ProtectionPage, type ProtectionPageProps } from './ui/protection-page'
export { PROTECTION_TABS, type ProtectionTab } from './tabs'
export { SaferGamblingPage } from './ui/safer-gambling-page'
export { SessionWidget } from './ui/session-widget'
/** The reality check, break and exclusion dialogs: loaded on demand, render inside `Deferred` from `@/ui`. */
export const ProtectionHost = /* @__PURE__ */ lazy(() => import('./ui/protection-host').then((m) => ({ default: m.ProtectionHost })))
export { DepositLimitNotice } from './ui/deposit-limit-notice'
export { SaferGamblingFooterLink } from './ui/safer-gambling-link'
