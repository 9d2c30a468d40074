import { afterEach, describe, expect, it, vi } from 'vitest'
import { deviceCodeOf, deviceTypeOf, isMessengerBrowser, pwaFlagFromSearch, supportDeviceOf } from './device'
import { watchViewport } from './model'

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36'
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

describe('device type and codes (spec §3, §4)', () => {
  it('desktop needs a desktop browser at ≥ 992 px', () => {
    expect(deviceTypeOf({ userAgent: DESKTOP_UA, width: 992, standalone: false, pwaFlag: false })).toBe(
      'desktop',
    )
    expect(deviceTypeOf({ userAgent: DESKTOP_UA, width: 991, standalone: false, pwaFlag: false })).toBe(
      'mobile',
    )
    expect(deviceTypeOf({ userAgent: IPHONE_UA, width: 1200, standalone: false, pwaFlag: false })).toBe(
      'mobile',
    )
  })
  it('app wrapper and pwa', () => {
    expect(
      deviceTypeOf({ userAgent: `${IPHONE_UA} LotusApp/2.1`, width: 400, standalone: false, pwaFlag: false }),
    ).toBe('app')
    expect(deviceTypeOf({ userAgent: IPHONE_UA, width: 400, standalone: true, pwaFlag: false })).toBe('pwa')
  })
  it('codes: desktop 1, mobile 2, app 3, pwa 7; support device 0–2', () => {
    expect([
      deviceCodeOf('desktop'),
      deviceCodeOf('mobile'),
      deviceCodeOf('app'),
      deviceCodeOf('pwa'),
    ]).toEqual([1, 2, 3, 7])
    expect([
      supportDeviceOf('desktop'),
      supportDeviceOf('mobile'),
      supportDeviceOf('pwa'),
      supportDeviceOf('app'),
    ]).toEqual([0, 1, 1, 2])
  })
  it('detects messenger in-app browsers', () => {
    expect(isMessengerBrowser(`${IPHONE_UA} [FBAN/FBIOS;FBAV/400.0]`)).toBe(true)
    expect(isMessengerBrowser(`${IPHONE_UA} Zalo iOS`)).toBe(true)
    expect(isMessengerBrowser(IPHONE_UA)).toBe(false)
  })
})

describe('desktop-mode debounce of 1000 ms', () => {
  afterEach(() => vi.useRealTimers())
  it('reports the width once, 1000 ms after resizing stops', () => {
    vi.useFakeTimers()
    const settled = vi.fn()
    const stop = watchViewport(settled)
    for (const width of [1200, 900, 800]) {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
      window.dispatchEvent(new Event('resize'))
      vi.advanceTimersByTime(400)
    }
    expect(settled).not.toHaveBeenCalled()
    vi.advanceTimersByTime(599)
    expect(settled).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(settled).toHaveBeenCalledExactlyOnceWith(800)
    stop()
  })
})

describe('the ?pwa launch address (spec §2, §3)', () => {
  it('keeps the flag for ?pwa, ?pwa=1 and ?pwa=true, clears it for 0 or false, and ignores other values', () => {
    expect(pwaFlagFromSearch('?pwa')).toBe(true)
    expect(pwaFlagFromSearch('?utm=x&pwa=1')).toBe(true)
    expect(pwaFlagFromSearch('?pwa=TRUE')).toBe(true)
    expect(pwaFlagFromSearch('?pwa=0')).toBe(false)
    expect(pwaFlagFromSearch('?pwa=false')).toBe(false)
    expect(pwaFlagFromSearch('?pwa=maybe')).toBeUndefined()
    expect(pwaFlagFromSearch('?modal=1')).toBeUndefined()
  })
  it('a kept flag makes the visit the PWA, whose device code is 7', () => {
    const env = {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile',
      width: 412,
      standalone: false,
      pwaFlag: true,
    }
    expect(deviceTypeOf(env)).toBe('pwa')
    expect(deviceCodeOf(deviceTypeOf(env))).toBe(7)
  })
})
