/**
 * The session every module reads: who is logged in (token and member), the member layout with the
 * balance, the site detail, currency, locale, device and demo mode. One store each, owned here; other
 * modules read them through this module's door and raise the events, never keep a copy.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { config } from '@/platform/config'
import { CURRENCIES, currentLocale, defaultCurrencyFor, type Currency, type Locale } from '@/platform/i18n'
import { tokenRenewed } from '@/platform/api'
import { queryFx } from '@/platform/query'
import { sessionApi, type MemberLayout, type SiteDetail } from './api'
import { sessionQueries } from './queries'
import { clearSessionFx, readStoredSession, writeSessionFx, type Session } from './storage'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

/* ------------------------------------------------------------------ who is logged in */

/** A session started (login, double validation, registration, deep link, popup): it replaces the current one. */
export const sessionOpened = createEvent<Session>()
/** The session ended (logout, 401, login elsewhere): token, member and stored copy are gone. */
export const sessionClosed = createEvent()

export const $session = createStore<Session | null>(readStoredSession(), { serialize: 'ignore' })
/** The token every API call carries (the API client reads it from the app's scope). */
export const $token = $session.map((session) => session?.token ?? null)
export const $isLoggedIn = $session.map((session) => session !== null)
export const $memberId = $session.map((session) => session?.member_id ?? null)

$session.on(sessionOpened, (_, session) => session)
// Not `.reset`: the initial value is the session stored at page load, which must not come back.
$session.on(sessionClosed, () => null)
$session.on(tokenRenewed, (session, token) =>
  session && session.token !== token ? { ...session, token } : session,
)
sample({ clock: sessionOpened, target: writeSessionFx })
sample({ clock: tokenRenewed, source: $session, filter: Boolean, target: writeSessionFx })
sample({ clock: sessionClosed, target: clearSessionFx })

/* ------------------------------------------------------------------ the member layout and its balance */

/** Read the member layout again (login, profile.updated, money moved, a password change). */
export const memberRefreshRequested = createEvent()
/** A balance the server answered or pushed (realtime member.cash, a withdrawal or recovery answer). */
export const balanceReceived = createEvent<number>()

export const $member = createStore<MemberLayout | null>(null, { serialize: 'ignore' })
/** The main-wallet balance shown everywhere: the layout's member_cash, kept current by pushes. */
export const $balance = $member.map((member) => member?.member_cash ?? null)

export const loadMemberFx = createEffect(() => sessionApi.layout())
sample({ clock: [sessionOpened, memberRefreshRequested], filter: $isLoggedIn, target: loadMemberFx })
$member
  .on(loadMemberFx.doneData, (_, member) => member)
  .on(balanceReceived, (member, cash) => (member ? { ...member, member_cash: cash } : member))
  .reset(sessionClosed)
// The layout's currency is authoritative (a deep link may carry a stale one).
sample({
  clock: loadMemberFx.doneData,
  source: $session,
  filter: (session, member) => session !== null && session.member_currency !== member.member_currency,
  fn: (session, member) => (session ? { ...session, member_currency: member.member_currency } : null),
  target: $session,
})

/* ------------------------------------------------------------------ the site */

/** Read the site detail (at start; `fresh` after the backend said it changed). */
export const siteRefreshRequested = createEvent<{ fresh: boolean } | void>()
export const $site = createStore<SiteDetail | null>(null, { serialize: 'ignore' })

// `fresh` asks the backend again; otherwise a cached answer younger than the query's stale time serves.
export const loadSiteFx = queryFx((client, fresh: boolean) =>
  client.fetchQuery(fresh ? { ...sessionQueries.siteDetail(), staleTime: 0 } : sessionQueries.siteDetail()),
)
sample({ clock: siteRefreshRequested, fn: (request) => request?.fresh === true, target: loadSiteFx })
$site.on(loadSiteFx.doneData, (_, site) => site)

/** Demo mode (spec §1): the site's flag, unless VITE_DEMO_MODE forces it on or off. */
export const $demoMode = $site.map((site) => config.demoMode ?? site?.demo_mode ?? false)
export const $siteCurrencies = $site.map((site): readonly string[] =>
  site && site.currencies.length > 0 ? site.currencies : CURRENCIES,
)

/* ------------------------------------------------------------------ language and currency */

/** The i18n layer activated another language. */
export const localeChanged = createEvent<Locale>()
export const $locale = createStore<Locale>(currentLocale()).on(localeChanged, (_, locale) => locale)

export const visitorCountryReceived = createEvent<string | null>()
export const $visitorCountry = createStore<string | null>(null).on(
  visitorCountryReceived,
  (_, country) => country,
)
/** The visitor's country has been looked up (found or not): a guest's currency is decided from here on. */
export const $visitorCountryKnown = createStore(false).on(visitorCountryReceived, () => true)

const COUNTRY_CURRENCY: Record<string, Currency> = {
  VN: 'VND',
  CN: 'RMB',
  TW: 'RMB',
  HK: 'RMB',
  KR: 'WON',
  JP: 'JPY',
  TH: 'THB',
  US: 'USD',
  IN: 'INR',
  MM: 'MMK',
  BR: 'BRL',
  BD: 'BDT',
  NG: 'NGN',
}

/** The site currency in effect: the member's when logged in, else one suited to the IP country and language. */
export const $currency = combine(
  $session,
  $siteCurrencies,
  $locale,
  $visitorCountry,
  (session, siteCurrencies, locale, country): Currency => {
    if (session) return session.member_currency
    const byCountry = country ? COUNTRY_CURRENCY[country.toUpperCase()] : undefined
    if (byCountry && siteCurrencies.includes(byCountry)) return byCountry
    return defaultCurrencyFor(locale, siteCurrencies) ?? 'VND'
  },
)
