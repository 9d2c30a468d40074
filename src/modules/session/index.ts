/**
 * The session: the shared layer every module may read (and only through this door). It imports no
 * other module. Device facts are the platform's and are passed through here so a module needs one door.
 */
export {
  $balance,
  $currency,
  $demoMode,
  $isLoggedIn,
  $locale,
  $member,
  $memberId,
  $session,
  $site,
  $token,
  $siteCurrencies,
  $visitorCountryKnown,
  balanceReceived,
  loadMemberFx,
  loadSiteFx,
  localeChanged,
  memberRefreshRequested,
  sessionClosed,
  sessionOpened,
  siteRefreshRequested,
  visitorCountryReceived,
} from './model'
export { type Session } from './storage'
export { type MemberLayout, type SiteDetail } from './api'
export { sessionQueries } from './queries'
export { $deviceType } from '@/platform/device'
