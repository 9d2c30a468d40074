/** Player protection: limits, reality checks, time-out, self-exclusion, account history, safer gambling. */
import { lazyPart } from '@/ui'
export {
  $protectionInterrupting,
  exclusionStarted,
  limitInviteOffered,
  protectionLogoutChosen,
  protectionStarted,
  protectionStopped,
  sessionFiguresStale,
} from './model'

export { prefetchProtection, prefetchProtectionRules } from './prefetch'
export { ProtectionPage } from './ui/protection-page'
export { PROTECTION_TABS } from './tabs'
export { SaferGamblingPage } from './ui/safer-gambling-page'
export { SessionWidget } from './ui/session-widget'
/** The reality check, break and exclusion dialogs: loaded on demand, render inside `Deferred` from `@/ui`. */
export const ProtectionHost = /* @__PURE__ */ lazyPart(() =>
  import('./ui/protection-host').then((m) => m.ProtectionHost),
)
export { DepositLimitNotice } from './ui/deposit-limit-notice'
export { SaferGamblingFooterLink } from './ui/safer-gambling-link'
