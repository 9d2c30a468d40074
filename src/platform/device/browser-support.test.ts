import { describe, expect, it } from 'vitest'
import { browserSupportOf } from './browser-support'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const FACEBOOK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]'
const ZALO =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36 Zalo android/12100'
const IE = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'
const APP =
  'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36 LotusApp/3.2'

describe('browserSupportOf', () => {
  it('lets ordinary browsers and the app wrapper through', () => {
    expect(browserSupportOf(CHROME)).toBe('supported')
    expect(browserSupportOf(APP)).toBe('supported')
  })
  it('names messenger in-app browsers', () => {
    expect(browserSupportOf(FACEBOOK)).toBe('in-app')
    expect(browserSupportOf(ZALO)).toBe('in-app')
  })
  it('names browsers the site does not support', () => {
    expect(browserSupportOf(IE)).toBe('unsupported')
    expect(browserSupportOf('Opera/9.80 (J2ME/MIDP; Opera Mini/9.80) Presto/2.5.25')).toBe('unsupported')
  })
})
