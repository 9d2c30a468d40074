import { afterEach, describe, expect, it } from 'vitest'
import { COOKIE_POLICIES, parseCookies, policyFor, serializeCookie, setCrossOriginCookies } from './cookies'

describe('cookie lifetimes of spec §9', () => {
  afterEach(() => setCrossOriginCookies(false))

  it('locale cookie i18n_redirected: 365 days, path /, SameSite lax', () => {
    expect(serializeCookie('i18n_redirected', 'vi_VN', policyFor('i18n_redirected'))).toBe(
      'i18n_redirected=vi_VN; Max-Age=31536000; Path=/; SameSite=Lax',
    )
  })
  it('locale cookie becomes SameSite=None; Secure when cross-origin is configured', () => {
    setCrossOriginCookies(true)
    expect(serializeCookie('i18n_redirected', 'vi_VN', policyFor('i18n_redirected'))).toBe(
      'i18n_redirected=vi_VN; Max-Age=31536000; Path=/; SameSite=None; Secure',
    )
  })
  it('lang max-age 31536000, ccy 1 day, _fbp/_fbc 90 days lax and secure', () => {
    expect(COOKIE_POLICIES.lang.maxAgeSeconds).toBe(31_536_000)
    expect(COOKIE_POLICIES.ccy.maxAgeSeconds).toBe(86_400)
    expect(serializeCookie('_fbp', 'fb.1', policyFor('_fbp'))).toBe(
      '_fbp=fb.1; Max-Age=7776000; Path=/; SameSite=Lax; Secure',
    )
    expect(serializeCookie('_fbc', 'fb.2', policyFor('_fbc'))).toContain('Max-Age=7776000')
  })
  it('values are encoded and parsed back', () => {
    const header = serializeCookie('member_agent', 'a b;c', {}).split(';')[0] ?? ''
    expect(parseCookies(`${header}; other=1`)).toEqual({ member_agent: 'a b;c', other: '1' })
  })
})
