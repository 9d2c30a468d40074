import { describe, expect, it } from 'vitest'
import { isDepositLink, parseItemUrl } from './links'

describe('footer, float and list item urls (spec §2)', () => {
  it('resolves main/{id} and faq/{id} with or without a leading slash', () => {
    expect(parseItemUrl('main/3')).toEqual({ kind: 'main', id: 3 })
    expect(parseItemUrl('/faq/31')).toEqual({ kind: 'faq', id: 31 })
    expect(parseItemUrl('faq')).toEqual({ kind: 'faqIndex' })
    expect(parseItemUrl('discount/2')).toEqual({ kind: 'discount', id: 2 })
  })
  it('keeps external links and refuses dangerous ones', () => {
    expect(parseItemUrl('https://t.me/lotus_cskh')).toEqual({
      kind: 'external',
      href: 'https://t.me/lotus_cskh',
    })
    expect(parseItemUrl('javascript:alert(1)')).toEqual({ kind: 'none' })
    expect(parseItemUrl('')).toEqual({ kind: 'none' })
    expect(parseItemUrl('main/abc')).toEqual({ kind: 'none' })
  })
  it('passes other site paths through with their query', () => {
    expect(parseItemUrl('slotgame?gt_id=2')).toEqual({ kind: 'path', path: '/slotgame', search: '?gt_id=2' })
  })
})

describe('isDepositLink', () => {
  it('knows the deposit page in each of its spellings', () => {
    expect(isDepositLink('/user/Deposit', '')).toBe(true)
    expect(isDepositLink('/user', '?page=Deposit')).toBe(true)
    expect(isDepositLink('/Deposit', '')).toBe(true)
    expect(isDepositLink('/vi/user/Deposit', '')).toBe(true)
  })
  it('leaves other member pages alone', () => {
    expect(isDepositLink('/user/Withdrawal', '')).toBe(false)
    expect(isDepositLink('/user', '?page=Info')).toBe(false)
    expect(isDepositLink('/fastPayment', '')).toBe(false)
  })
})
