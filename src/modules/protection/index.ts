/** Player protection: limits, reality checks, time-out, self-exclusion, account history, safer gambling. */
export {
  $exclusionNotice,
  $figures,
  $realityCheckOpen,
  $limitInviteOpen,
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
export { ProtectionPage, PROTECTION_TABS, type ProtectionPageProps, type ProtectionTab } from './ui/protection-page'
export { SaferGamblingPage } from './ui/safer-gambling-page'
export { SessionWidget } from './ui/session-widget'
export { ProtectionHost } from './ui/protection-host'
export { DepositLimitNotice } from './ui/deposit-limit-notice'
export { SaferGamblingFooterLink } from './ui/safer-gambling-link'
