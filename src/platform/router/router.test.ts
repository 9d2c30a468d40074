import { describe, expect, it } from 'vitest'
import { assertSafeUrl, resolveLinkTarget, UnsafeNavigationError } from './external'
import { shouldResetHistory } from './history'
import { gameListSearchSchema, globalSearchSchema, pageSearchSchema, registerSearchSchema } from './search'

describe('search params fall back safely (spec §2)', () => {
  it('parses good values', () => {
    expect(gameListSearchSchema.parse({ gt_id: '2', gp_id: 17, house: 'PG' })).toEqual({
      gt_id: 2,
      gp_id: 17,
      house: 'PG',
    })
    expect(globalSearchSchema.parse({ appPage: 'header', footer: 'false', member_id: '42' })).toMatchObject({
      appPage: 'header',
      footer: false,
      member_id: 42,
    })
  })
  it('drops bad values instead of failing', () => {
    expect(gameListSearchSchema.parse({ gt_id: 'abc', gp_id: -3, house: '' })).toEqual({})
    expect(
      globalSearchSchema.parse({ appPage: 'sidebar', member_currency: 'dollars', pwa: 'maybe' }),
    ).toEqual({})
    expect(pageSearchSchema.parse({ page: '<script>' })).toEqual({})
    expect(registerSearchSchema.parse({ id: 'A123', currency: 'vnd' })).toEqual({ id: 'A123' })
  })
})

describe('external-link guard (spec §8 navigation)', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:msgbox'])(
    'refuses %s',
    (url) => {
      expect(() => assertSafeUrl(url, { allowExternal: true })).toThrow(UnsafeNavigationError)
      expect(resolveLinkTarget(url)).toBeUndefined()
    },
  )
  it('external navigation needs the explicit allow flag', () => {
    expect(() => assertSafeUrl('https://example.com/x')).toThrow(UnsafeNavigationError)
    expect(assertSafeUrl('https://example.com/x', { allowExternal: true })).toBe('https://example.com/x')
  })
  it('resolves footer urls: external, main/{id}, faq/{id}', () => {
    expect(resolveLinkTarget('https://t.me/lotus')).toEqual({ kind: 'external', href: 'https://t.me/lotus' })
    expect(resolveLinkTarget('main/3')).toEqual({ kind: 'internal', to: '/main/3' })
    expect(resolveLinkTarget('/faq/31')).toEqual({ kind: 'internal', to: '/faq/31' })
  })
})

describe('flags', () => {
  it('read ?x=1 and ?x=0 the way the router parses them (numbers), as well as true/false and text', () => {
    expect(globalSearchSchema.parse({ web_debug: 1, pwa: 0, footer: true, header: '0' })).toMatchObject({
      web_debug: true,
      pwa: false,
      footer: true,
      header: false,
    })
    expect(globalSearchSchema.parse({ web_debug: 2 }).web_debug).toBeUndefined()
  })
})

describe('history reset pages', () => {
  it('root, discount, user, sponsor and proxy, with or without a locale prefix', () => {
    for (const path of ['/', '/discount', '/discount/4', '/user/Deposit', '/sponsor', '/proxy', '/vi/proxy'])
      expect(shouldResetHistory(path, ['vi', 'en'])).toBe(true)
    for (const path of ['/faq', '/gameHall/3', '/vi/slotgame'])
      expect(shouldResetHistory(path, ['vi', 'en'])).toBe(false)
  })

  it('keeps the history when the same page only changes its language', () => {
    expect(shouldResetHistory('/en/discount', ['vi', 'en'], '/vi/discount')).toBe(false)
    expect(shouldResetHistory('/en', ['vi', 'en'], '/vi')).toBe(false)
    expect(shouldResetHistory('/en/discount', ['vi', 'en'], '/en/faq')).toBe(true)
    expect(shouldResetHistory('/discount', ['vi', 'en'], '/discount')).toBe(true)
  })
})
