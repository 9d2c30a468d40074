import { allSettled, fork } from 'effector'
import { afterEach, describe, expect, it } from 'vitest'
import { cookies } from '../storage'
import {
  $consent,
  consentChosen,
  depositEventOf,
  depositPaid,
  fbcValue,
  fbpValue,
  sendTrackingFx,
  trackingEventRaised,
  trackingStarted,
} from './tracking'

function clearCookies() {
  cookies.remove('_fbp')
  cookies.remove('_fbc')
}

describe('tracking values (spec §3, §9)', () => {
  it('builds _fbc from fbclid and a random _fbp', () => {
    expect(fbcValue('AbC123', 1700000000000)).toBe('fb.1.1700000000000.AbC123')
    expect(fbpValue(1700000000000, () => 0.5)).toBe('fb.1.1700000000000.5500000000')
  })
  it('a first deposit is FirstPay, later ones Pay, currency upper-cased', () => {
    expect(
      depositEventOf({ deposit_times: 1, deposit_amount: 100, currency: 'vnd', order_number: 'D1' }),
    ).toEqual({
      event_name: 'FirstPay',
      value: 100,
      currency: 'VND',
      order_number: 'D1',
    })
    expect(depositEventOf({ deposit_times: 3, deposit_amount: 5, currency: 'usd' }).event_name).toBe('Pay')
  })
})

describe('consent gates cookies and events', () => {
  afterEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    clearCookies()
  })

  function scopeRecordingEvents() {
    const sent: string[] = []
    const scope = fork({
      handlers: [
        [
          sendTrackingFx,
          (event: { event_name: string }) => (sent.push(event.event_name), Promise.resolve(true)),
        ],
      ],
    })
    return { scope, sent }
  }

  it('without a choice nothing is written or sent; granting applies the held fbclid', async () => {
    const { scope, sent } = scopeRecordingEvents()
    await allSettled(trackingStarted, { scope, params: { fbclid: 'CLICK1' } })
    expect(scope.getState($consent)).toBeNull()
    await allSettled(trackingEventRaised, { scope, params: { event_name: 'CompleteRegistration' } })
    expect(cookies.get('_fbc') ?? '').toBe('')
    expect(sent).toEqual([])

    await allSettled(consentChosen, { scope, params: 'granted' })
    expect(cookies.get('_fbc')).toMatch(/^fb\.1\.\d+\.CLICK1$/)
    expect(cookies.get('_fbp')).toMatch(/^fb\.1\.\d+\.\d{10}$/)
    expect(sent).toEqual(['PageView'])

    await allSettled(depositPaid, {
      scope,
      params: { deposit_times: 1, deposit_amount: 50, currency: 'vnd' },
    })
    expect(sent).toEqual(['PageView', 'FirstPay'])
  })

  it('withdrawing consent deletes the cookies and stops events; the choice is remembered', async () => {
    const first = scopeRecordingEvents()
    await allSettled(consentChosen, { scope: first.scope, params: 'granted' })
    expect(cookies.get('_fbp')).toBeDefined()
    await allSettled(consentChosen, { scope: first.scope, params: 'denied' })
    expect(cookies.get('_fbp') ?? '').toBe('')
    await allSettled(trackingEventRaised, { scope: first.scope, params: { event_name: 'Pay' } })
    expect(first.sent).toEqual(['PageView'])

    const next = scopeRecordingEvents()
    await allSettled(trackingStarted, { scope: next.scope, params: {} })
    expect(next.scope.getState($consent)).toBe('denied')
  })
})
