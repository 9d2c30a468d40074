import { describe, expect, it } from 'vitest'
import { routeRedirectFor, type RouteRule } from './route-rules'

const rules: RouteRule[] = [
  { from: '/promotions', to: '/discount', status: 301 },
  { from: '/help', to: 'https://support.lotus.test/help?site=1' },
]

describe('server-provided route rules', () => {
  it('redirects a matching page to its target, keeping the locale prefix', () => {
    expect(routeRedirectFor(rules, '/promotions')).toEqual({ href: '/discount', external: false })
    expect(routeRedirectFor(rules, '/vi/promotions/')).toEqual({ href: '/vi/discount', external: false })
    expect(routeRedirectFor(rules, '/zh-cn/promotions')).toEqual({ href: '/zh-cn/discount', external: false })
  })

  it('sends an absolute target to the whole browser, without the prefix', () => {
    expect(routeRedirectFor(rules, '/en/help')).toEqual({
      href: 'https://support.lotus.test/help?site=1',
      external: true,
    })
  })

  it('leaves every other page alone', () => {
    expect(routeRedirectFor(rules, '/')).toBeNull()
    expect(routeRedirectFor(rules, '/vi')).toBeNull()
    expect(routeRedirectFor(rules, '/discount')).toBeNull()
    expect(routeRedirectFor(rules, '/promotions/2')).toBeNull()
    expect(routeRedirectFor(undefined, '/promotions')).toBeNull()
  })
})
