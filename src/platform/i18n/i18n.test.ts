import { describe, expect, it } from 'vitest'
import { defaultCurrencyFor } from './currency'
import { localeCode, localeFromCode, localeFromPrefix, LOCALES, toBcp47 } from './locales'
import { detectLocale } from './runtime'

describe('languages and codes (spec §3)', () => {
  it('maps the 11 locales to codes 0–10', () => {
    expect(LOCALES).toHaveLength(11)
    expect(localeCode('zh_TW')).toBe(0)
    expect(localeCode('vi_VN')).toBe(3)
    expect(localeFromCode(10)).toBe('bn_BD')
  })
  it('en_US becomes a BCP-47 tag', () => expect(toBcp47('en_US')).toBe('en-US'))
})

describe('default currency per language (spec §3)', () => {
  const all = ['RMB', 'VND', 'WON', 'JPY', 'THB', 'USD', 'INR', 'MMK', 'BRL', 'BDT', 'NGN']
  it.each([
    ['zh_CN', 'RMB'],
    ['zh_TW', 'RMB'],
    ['en_US', 'USD'],
    ['vi_VN', 'VND'],
    ['ko_KR', 'WON'],
    ['ja_JP', 'JPY'],
    ['th_TH', 'THB'],
    ['hi_IN', 'INR'],
    ['ta_IN', 'INR'],
    ['my_MM', 'MMK'],
    ['bn_BD', 'BDT'],
  ] as const)('%s → %s', (locale, currency) => expect(defaultCurrencyFor(locale, all)).toBe(currency))
  it('falls back to the first site currency when the site does not offer it', () => {
    expect(defaultCurrencyFor('ko_KR', ['VND', 'USD'])).toBe('VND')
  })
})

describe('locale detection', () => {
  it('URL prefix wins, then cookie, then stored, then browser, then site default, then en_US', () => {
    expect(detectLocale({ prefix: 'zh-cn', cookie: 'vi_VN' })).toBe('zh_CN')
    expect(detectLocale({ prefix: 'nope', cookie: 'vi_VN' })).toBe('vi_VN')
    expect(detectLocale({ stored: 'th_TH' })).toBe('th_TH')
    expect(detectLocale({ navigatorLanguages: ['ko-KR', 'en'] })).toBe('ko_KR')
    expect(detectLocale({ navigatorLanguages: ['fr-FR'], siteDefault: 'vi_VN' })).toBe('vi_VN')
    expect(detectLocale({})).toBe('en_US')
  })
  it('prefixes are case-insensitive', () => expect(localeFromPrefix('VI')).toBe('vi_VN'))
})
