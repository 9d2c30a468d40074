/**
 * What happens at login, logout, HTTP 401 and deep links (spec §4): the identity module's facts
 * wired to the platform (api 401s, cross-window messages, the native app bridge, page reloads).
 */
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector'
import { loginModalRequested, authApi, loginSucceeded, sessionEnded, sessionReceived } from '@/modules/auth'
import {
  $currency,
  $demoMode,
  $isLoggedIn,
  loadSiteFx,
  memberRefreshRequested,
  siteRefreshRequested,
  $visitorCountryKnown,
  visitorCountryReceived,
} from '@/modules/session'
import {
  applyLinkLifetime,
  LINK_EXPIRE_MINUTES,
  rememberAgentDomain,
  registrationApi,
  rememberRegisterLink,
  type RegisterLinkSearch,
} from '@/modules/registration'
import { sessionExpired, tokenRenewed } from '@/platform/api'
import { globalSearchSchema } from '@/platform/router'
import { nextTask } from '@/platform/scheduling'
import { $isDesktop } from '@/platform/device'
import { isCurrency } from '@/platform/i18n'
import { cookies, local, watchLocal } from '@/platform/storage'
import { listenWindowMessages, type WindowMessage } from '@/platform/windows'
import { toast } from '@/ui'
import { customerServiceLinkChanged } from '@/modules/realtime'
import { appStarted, bootStarted, firstPageResolved } from '../model'

/* ---------------------------------------------------------------- boot */

// The site detail (one query, read by the session model) and the visitor's country come before the first
// render, so a guest's first currency-dependent requests already carry the currency they are shown in.
const loginHeaderFx = createEffect(() => authApi.loginHeader())
// The detail is asked for afresh even when a server render sent it: it may have changed since the HTML was made.
sample({ clock: bootStarted, fn: () => ({ fresh: true }), target: siteRefreshRequested })
// A hydrated page already has the country the server looked up for it.
sample({ clock: bootStarted, filter: $visitorCountryKnown.map((known) => !known), target: loginHeaderFx })
sample({ clock: appStarted, target: memberRefreshRequested })
// web_member · customer_service_link_change: the link lives in the site detail, so that is read again.
sample({ clock: customerServiceLinkChanged, fn: () => ({ fresh: true }), target: siteRefreshRequested })
sample({ clock: loginHeaderFx.doneData, fn: (header) => header.country_code, target: visitorCountryReceived })
sample({ clock: loginHeaderFx.fail, fn: () => null, target: visitorCountryReceived })

/* ---------------------------------------------------------------- 401 */

// A 401 aborts pending requests (the client does) and ends the session without a logout call.
sample({
  clock: sessionExpired,
  filter: $isLoggedIn,
  fn: () => ({ reason: 'expired' as const }),
  target: sessionEnded,
})

/* ---------------------------------------------------------------- currency change at login */

// The reload waits for the end of this turn, so the other effects of the same login (state kept in
// session storage for after the reload, like the deposit-limit invitation) have run.
const reloadPageFx = createEffect(() => {
  setTimeout(() => window.location.reload(), 0)
})
/** The currency the visitor saw as a guest; compared with the member's at login. */
const $guestCurrency = createStore<string | null>(null)
sample({
  clock: $currency,
  source: $isLoggedIn,
  filter: (loggedIn) => !loggedIn,
  fn: (_, currency) => currency,
  target: $guestCurrency,
})
// Mobile reloads the page; desktop game lists are keyed by currency and refetch on their own.
sample({
  clock: loginSucceeded,
  source: { desktop: $isDesktop, guest: $guestCurrency },
  filter: ({ desktop, guest }, session) => !desktop && guest !== null && session.member_currency !== guest,
  target: reloadPageFx,
})

/* ---------------------------------------------------------------- deep links */

/** The address the app opened with, read once at boot: a deep-link login (tk + member fields, or enc) and agent links. */
const deepLinkSeen = createEvent<
  {
    tk?: string
    member_account?: string
    member_currency?: string
    member_id?: number
    member_type?: number
    enc?: string
  } & RegisterLinkSearch
>()

// Taken when the app's code loads, before the router may rewrite the address (redirects, locale prefix).
const LANDING_SEARCH = typeof window === 'undefined' ? '' : window.location.search
const readLandingAddressFx = createEffect(() =>
  globalSearchSchema.parse(Object.fromEntries(new URLSearchParams(LANDING_SEARCH))),
)
sample({ clock: appStarted, target: readLandingAddressFx })
sample({
  clock: readLandingAddressFx.doneData,
  fn: ({ tk, member_account, member_currency, member_id, member_type, enc, id, invite, currency }) => ({
    tk,
    member_account,
    member_currency,
    member_id,
    member_type,
    enc,
    id,
    invite,
    currency,
  }),
  target: deepLinkSeen,
})

sample({
  clock: deepLinkSeen,
  filter: (search) =>
    !!search.tk &&
    !!search.member_account &&
    isCurrency(search.member_currency) &&
    !!search.member_id &&
    local.get('skipReloadGetInfo') !== true,
  fn: (search) => ({
    token: search.tk ?? '',
    member_id: search.member_id ?? 0,
    member_account: search.member_account ?? '',
    member_currency: isCurrency(search.member_currency) ? search.member_currency : 'VND',
    member_type: search.member_type ?? 1,
  }),
  target: sessionReceived,
})

const encLoginFx = createEffect((enc: string) => authApi.infoData(enc))
const resetUrlFx = createEffect(() => window.history.replaceState(null, '', '/'))
sample({
  clock: deepLinkSeen,
  filter: (search) => !!search.enc,
  fn: (search) => search.enc ?? '',
  target: encLoginFx,
})
sample({
  clock: encLoginFx.doneData,
  fn: (data) => ({
    token: data.tk,
    member_id: data.member_id,
    member_account: data.member_account,
    member_currency: data.member_currency,
    member_type: 1,
  }),
  target: [sessionReceived, resetUrlFx],
})
// A failed enc login resets the URL silently.
sample({ clock: encLoginFx.fail, target: resetUrlFx })

/* ---------------------------------------------------------------- agent links, agent domains and /register */

const rememberLinkFx = createEffect((search: RegisterLinkSearch) => {
  rememberRegisterLink(search)
})
sample({
  clock: deepLinkSeen,
  filter: (search) => !!(search.id ?? search.invite),
  fn: ({ id, invite, currency }) => ({ id, invite, currency }),
  target: rememberLinkFx,
})

/**
 * A site opened on an agent's own domain records that agent (cookie agent_domain_id) and its currency.
 * Asked for in a task after the app's start, whose other reactions fill that one.
 */
const agentDomainFx = createEffect(async () => {
  await nextTask()
  const result = await registrationApi.agentDomain(window.location.host)
  if (result.is_valid && result.agent_id !== null) rememberAgentDomain(result.agent_id, result.currency)
})
sample({ clock: appStarted, target: agentDomainFx })

/** The site's LINK_EXPIRE_TIME decides how long a link credits its agent. */
const linkLifetimeFx = createEffect((minutes: number) => applyLinkLifetime(minutes))
sample({
  clock: loadSiteFx.doneData,
  filter: (site) => typeof site.env_config?.link_expire_time === 'number',
  fn: (site) => site.env_config?.link_expire_time ?? LINK_EXPIRE_MINUTES,
  target: linkLifetimeFx,
})

/** /register left the isRouteRegister flag: the register modal opens once (not in demo mode, not for members). */
const takeRegisterFlagFx = createEffect(() => {
  const set = cookies.get('isRouteRegister') === 'true'
  cookies.remove('isRouteRegister')
  return set
})
// /register sets the flag when the router first loads, after boot asked for the site detail; the site's
// demo flag must be known too. So the flag is taken once the first page resolved and the site answered.
const $firstPageWasResolved = createStore(false).on(firstPageResolved, () => true)
const $siteAnswered = createStore(false).on(loadSiteFx.finally, () => true)
sample({
  clock: [firstPageResolved, loadSiteFx.finally],
  source: { resolved: $firstPageWasResolved, answered: $siteAnswered },
  filter: ({ resolved, answered }) => resolved && answered,
  target: takeRegisterFlagFx,
})
sample({
  clock: takeRegisterFlagFx.doneData,
  source: { demo: $demoMode, loggedIn: $isLoggedIn },
  filter: ({ demo, loggedIn }, set) => set && !demo && !loggedIn,
  fn: () => ({ tab: 'register' as const }),
  target: loginModalRequested,
})

/* ---------------------------------------------------------------- cross-window messages and the app bridge */

const windowMessage = createEvent<WindowMessage>()
const tokenStoredElsewhere = createEvent<string>()
const listenFx = createEffect(() => {
  const deliver = scopeBind(windowMessage, { safe: true })
  listenWindowMessages(deliver)
  const stored = scopeBind(tokenStoredElsewhere, { safe: true })
  watchLocal('token', (token) => {
    if (token) stored(token)
  })
})
sample({ clock: appStarted, target: listenFx })
// A password change in another window of the site renewed the token this window's calls carry.
sample({ clock: tokenStoredElsewhere, filter: $isLoggedIn, target: tokenRenewed })
sample({
  clock: windowMessage,
  filter: (message) => message.type === 'authLogin' && isCurrency(message.payload.member_currency),
  fn: (message) => {
    const payload = message.type === 'authLogin' ? message.payload : null
    return {
      token: payload?.token ?? '',
      member_id: payload?.member_id ?? 0,
      member_account: payload?.member_account ?? '',
      member_currency: payload && isCurrency(payload.member_currency) ? payload.member_currency : 'VND',
      member_type: payload?.member_type ?? 1,
    }
  },
  target: sessionReceived,
})
const popupFailedFx = createEffect((message: string) => {
  toast.error(message)
})
sample({
  clock: windowMessage,
  filter: (message) => message.type === 'authLoginClose' && message.payload.code !== undefined,
  fn: (message) =>
    message.type === 'authLoginClose' ? (message.payload.message ?? String(message.payload.code)) : '',
  target: popupFailedFx,
})

/** The native wrappers learn that token login is set (spec §4 app bridge). */
const notifyNativeFx = createEffect((token: string) => {
  const webkit: unknown = Reflect.get(window, 'webkit')
  const handlers: unknown =
    typeof webkit === 'object' && webkit !== null ? Reflect.get(webkit, 'messageHandlers') : undefined
  const tokenLogin: unknown =
    typeof handlers === 'object' && handlers !== null ? Reflect.get(handlers, 'tokenLogin') : undefined
  const post: unknown =
    typeof tokenLogin === 'object' && tokenLogin !== null ? Reflect.get(tokenLogin, 'postMessage') : undefined
  if (typeof post === 'function') post.call(tokenLogin, { token })
  const android: unknown = Reflect.get(window, 'Android')
  const androidLogin: unknown =
    typeof android === 'object' && android !== null ? Reflect.get(android, 'tokenLogin') : undefined
  if (typeof androidLogin === 'function') androidLogin.call(android, token)
})
sample({ clock: sessionReceived, fn: (session) => session.token, target: notifyNativeFx })
