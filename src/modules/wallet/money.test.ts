import { describe, expect, it } from 'vitest'
import { checkAmount, feeMinor, minorToDecimal, normaliseAmountInput, numberToMinor, toMinor } from './money'

describe('decimal-exact amounts', () => {
  it('parses typed amounts into minor units without floats', () => {
    expect(toMinor('0.3', 'USD')).toBe(30n)
    expect(toMinor('1234.56', 'USD')).toBe(123456n)
    expect(toMinor('1000000', 'VND')).toBe(1000000n)
    expect(toMinor('10.5', 'VND')).toBeNull()
    expect(toMinor('1.234', 'USD')).toBeNull()
    expect(toMinor('-1', 'USD')).toBeNull()
    expect(toMinor('1e5', 'USD')).toBeNull()
  })

  it('sums like money, not like floats: 0.1 + 0.2 is 0.3', () => {
    const a = toMinor('0.1', 'USD') ?? 0n
    const b = toMinor('0.2', 'USD') ?? 0n
    expect(minorToDecimal(a + b, 'USD')).toBe('0.30')
  })

  it('reads grouped input the way players type it', () => {
    expect(normaliseAmountInput('1.000.000', 'VND')).toBe('1000000')
    expect(normaliseAmountInput(' 1,250.50 ', 'USD')).toBe('1250.50')
  })

  it('checks limits and the balance exactly at the edges', () => {
    expect(checkAmount('100000', 'VND', { min: 100000, max: 300000000 })).toEqual({
      ok: true,
      value: '100000',
    })
    expect(checkAmount('99999', 'VND', { min: 100000 }).problem).toBe('min')
    expect(checkAmount('300000001', 'VND', { max: 300000000 }).problem).toBe('max')
    expect(checkAmount('1250.51', 'USD', { balance: 1250.5 }).problem).toBe('balance')
    expect(checkAmount('1250.50', 'USD', { balance: 1250.5 })).toEqual({ ok: true, value: '1250.50' })
    expect(checkAmount('', 'USD', {}).problem).toBe('empty')
    expect(checkAmount('12a', 'USD', {}).problem).toBe('format')
    expect(checkAmount('1.005', 'USD', {}).problem).toBe('decimals')
  })

  it('converts server numbers with the currency decimals', () => {
    expect(numberToMinor(75.25, 'USD')).toBe(7525n)
    expect(numberToMinor(0.1 + 0.2, 'USD')).toBe(30n)
  })

  it('rounds fees half up like the server', () => {
    expect(feeMinor(100000n, 0.01)).toBe(1000n)
    expect(feeMinor(12345n, 0.005)).toBe(62n)
  })
})
