import { describe, expect, it } from 'vitest'
import { isInteger, isIp, isNumeric, isUrl } from './checks'

describe('§5 helper checks', () => {
  it('url: absolute http(s) with a host', () => {
    expect(isUrl('https://lotus.test/a?b=1')).toBe(true)
    expect(isUrl('http://10.0.0.1:8080')).toBe(true)
    expect(isUrl('javascript:alert(1)')).toBe(false)
    expect(isUrl('ftp://lotus.test')).toBe(false)
    expect(isUrl('lotus.test')).toBe(false)
    expect(isUrl('https://')).toBe(false)
  })
  it('ip: dotted IPv4 within range and IPv6', () => {
    expect(isIp('192.168.1.255')).toBe(true)
    expect(isIp('0.0.0.0')).toBe(true)
    expect(isIp('256.1.1.1')).toBe(false)
    expect(isIp('1.2.3')).toBe(false)
    expect(isIp('01.2.3.4')).toBe(false)
    expect(isIp('::1')).toBe(true)
    expect(isIp('2001:db8::8a2e:370:7334')).toBe(true)
    expect(isIp('2001:db8:::1')).toBe(false)
    expect(isIp('lotus.test')).toBe(false)
  })
  it('integer: signed whole numbers only', () => {
    expect(isInteger('42')).toBe(true)
    expect(isInteger('-7')).toBe(true)
    expect(isInteger('4.2')).toBe(false)
    expect(isInteger('1e3')).toBe(false)
    expect(isInteger('')).toBe(false)
  })
  it('numeric: signed decimals', () => {
    expect(isNumeric('42')).toBe(true)
    expect(isNumeric('-3.5')).toBe(true)
    expect(isNumeric('.25')).toBe(true)
    expect(isNumeric('3.')).toBe(false)
    expect(isNumeric('1,000')).toBe(false)
    expect(isNumeric('abc')).toBe(false)
  })
})
