// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { collectServerCookies, cookies } from './cookies'

describe('cookies during a server render', () => {
  it('reads the request and sends what the page writes as Set-Cookie', () => {
    const end = collectServerCookies('lang=vi_VN; member_agent=7')
    expect(cookies.get('member_agent')).toBe('7')
    cookies.set('isRouteRegister', 'true')
    cookies.remove('member_agent')
    expect(cookies.get('isRouteRegister')).toBe('true')
    expect(cookies.get('member_agent')).toBeUndefined()
    expect(end()).toEqual([
      'isRouteRegister=true; Max-Age=3600; Path=/; SameSite=Lax',
      expect.stringMatching(/^member_agent=; Max-Age=0; Path=\//),
    ])
  })

  it('outside a render a write goes nowhere and nothing is read', () => {
    collectServerCookies('ccy=USD')()
    cookies.set('ccy', 'VND')
    expect(cookies.get('ccy')).toBeUndefined()
    expect(collectServerCookies('')()).toEqual([])
  })
})
