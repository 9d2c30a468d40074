import { createEffect, createEvent, createStore, sample } from 'effector'
import { api, clientError, normaliseEnvelope } from '../api'
import { config } from '../config'
import { cookies } from '../storage'

/**
 * Facebook tracking of spec §3/§9: `fbclid` becomes the `_fbc` cookie, a browser id the `_fbp`
 * cookie (90 days, lax, secure), and events go to POST /fb_tracking — only after the player
 * agrees. The choice can be changed at any time; withdrawing it deletes both cookies.
 */
export type Consent = 'granted' | 'denied'
export type TrackingEventName = 'PageView' | 'CompleteRegistration' | 'FirstPay' | 'Pay'

const CONSENT_KEY = 'tracking_consent'
const PENDING_FBCLID_KEY = 'pending_fbclid'

export function fbcValue(fbclid: string, now: number): string {
  return `fb.1.${now}.${fbclid}`
}

export function fbpValue(now: number, random: () => number = Math.random): string {
  return `fb.1.${now}.${Math.floor(random() * 9_000_000_000) + 1_000_000_000}`
}

/** Spec §9: a deposit with deposit_times 1 is a first pay, any other a pay; currency upper-cased. */
export function depositEventOf(deposit: {
  deposit_times: number
  deposit_amount: number
  currency: string
  order_number?: string
}) {
  return {
    event_name: deposit.deposit_times === 1 ? ('FirstPay' as const) : ('Pay' as const),
    value: deposit.deposit_amount,
    currency: deposit.currency.toUpperCase(),
    ...(deposit.order_number ? { order_number: deposit.order_number } : {}),
  }
}

function readStorage(area: 'local' | 'session', key: string): string | null {
  try {
    return (area === 'local' ? localStorage : sessionStorage).getItem(key)
  } catch {
    return null
  }
}
function writeStorage(area: 'local' | 'session', key: string, value: string | null) {
  try {
    const store = area === 'local' ? localStorage : sessionStorage
    if (value === null) store.removeItem(key)
    else store.setItem(key, value)
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}

export function readConsent(): Consent | null {
  const value = readStorage('local', CONSENT_KEY)
  return value === 'granted' || value === 'denied' ? value : null
}

/** Writes the tracking cookies from a click id (when consented) and returns what was set. */
export function applyTrackingCookies(fbclid: string | null, now = Date.now()) {
  if (fbclid) cookies.set('_fbc', fbcValue(fbclid, now))
  if (!cookies.get('_fbp')) cookies.set('_fbp', fbpValue(now))
  return { fbp: cookies.get('_fbp'), fbc: cookies.get('_fbc') }
}

export const trackingStarted = createEvent<{ fbclid?: string | undefined }>()
export const consentChosen = createEvent<Consent>()
export const trackingEventRaised = createEvent<{
  event_name: TrackingEventName
  value?: number
  currency?: string
  order_number?: string
  member_id?: number
}>()
export const depositPaid = createEvent<{
  deposit_times: number
  deposit_amount: number
  currency: string
  order_number?: string
}>()

/** null: the player has not chosen yet (the consent banner shows). */
export const $consent = createStore<Consent | null>(null)
export const $consentAsked = $consent.map((c) => c !== null)

const readConsentFx = createEffect(readConsent)
const rememberFbclidFx = createEffect((fbclid: string | undefined) => {
  if (fbclid) writeStorage('session', PENDING_FBCLID_KEY, fbclid)
})
const saveConsentFx = createEffect((consent: Consent) => {
  writeStorage('local', CONSENT_KEY, consent)
  if (consent === 'denied') {
    cookies.remove('_fbp')
    cookies.remove('_fbc')
    writeStorage('session', PENDING_FBCLID_KEY, null)
  }
})
const applyCookiesFx = createEffect(() => {
  const pending = readStorage('session', PENDING_FBCLID_KEY)
  writeStorage('session', PENDING_FBCLID_KEY, null)
  return applyTrackingCookies(pending)
})

export const sendTrackingFx = createEffect(
  async (event: {
    event_name: TrackingEventName
    value?: number
    currency?: string
    order_number?: string
    member_id?: number
  }) => {
    const body = {
      ...event,
      site_id: config.siteId,
      event_id: `${event.event_name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      event_source_url: typeof location === 'undefined' ? undefined : location.href.slice(0, 2048),
      fbp: cookies.get('_fbp'),
      fbc: cookies.get('_fbc'),
    }
    const result = await api.POST('/fb_tracking', { body })
    const envelope = normaliseEnvelope(result.data ?? result.error)
    if (!envelope?.ok) throw clientError('unknown')
    return true
  },
)

$consent.on(readConsentFx.doneData, (_, consent) => consent).on(consentChosen, (_, consent) => consent)

sample({ clock: trackingStarted, target: readConsentFx })
sample({ clock: trackingStarted, fn: ({ fbclid }) => fbclid, target: rememberFbclidFx })
sample({ clock: consentChosen, target: saveConsentFx })
// With consent (read at start or just given): cookies first, then a page view.
sample({
  clock: [readConsentFx.doneData, consentChosen],
  filter: (c) => c === 'granted',
  target: applyCookiesFx,
})
sample({
  clock: applyCookiesFx.done,
  fn: () => ({ event_name: 'PageView' as const }),
  target: sendTrackingFx,
})
sample({
  clock: trackingEventRaised,
  source: $consent,
  filter: (c) => c === 'granted',
  fn: (_, event) => event,
  target: sendTrackingFx,
})
sample({ clock: depositPaid, fn: depositEventOf, target: trackingEventRaised })
