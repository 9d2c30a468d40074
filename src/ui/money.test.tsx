import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatMoney, Money, toBcp47 } from './money'
import { renderWithI18n } from './test-utils'

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('formats VND for vi_VN with dot grouping, no decimals and the dong sign after', () => {
    expect(nbsp(formatMoney(1234567, 'VND', 'vi_VN'))).toBe('1.234.567 ₫')
  })

  it('formats USD for en_US with a leading dollar sign and two decimals', () => {
    expect(formatMoney(1234.5, 'USD', 'en_US')).toBe('$1,234.50')
    expect(formatMoney('99.999', 'USD', 'en-US')).toBe('$99.99')
  })

  it('maps site codes that are not ISO and keeps their symbols', () => {
    expect(formatMoney(1200, 'WON', 'ko_KR')).toBe('₩1,200')
    expect(formatMoney(12.5, 'RMB', 'zh_CN')).toBe('¥12.50')
  })

  it('accepts both en_US and en-US, and falls back on junk', () => {
    expect(toBcp47('en_US')).toBe('en-US')
    expect(toBcp47('vi-VN')).toBe('vi-VN')
    expect(toBcp47('not a locale!')).toBe('en-US')
    expect(formatMoney('abc', 'USD', 'en_US')).toBe('–')
  })
})

describe('Money', () => {
  it('renders with an explicit locale, or masked', () => {
    const { rerender } = renderWithI18n(<Money amount={1234567} currency="VND" locale="vi_VN" />)
    expect(nbsp(screen.getByText(/₫/).textContent ?? '')).toBe('1.234.567 ₫')
    rerender(<Money amount={1234567} currency="VND" locale="vi_VN" masked />)
    expect(screen.getByText('******')).toBeTruthy()
  })
})
