/** getLoginHeader names the country of the caller's address (server/operations/site/country.ts). */
import { beforeAll, describe, expect, test } from 'vitest'
import { countryOf } from '../../server/operations/site/country.ts'
import { call } from './support/client.ts'
import { opTest, successData } from './support/harness.ts'
import { getTarget, requires } from './support/target.ts'

beforeAll(async () => {
  await getTarget()
}, 180_000)

describe('the caller country', requires('in-process'), () => {
  opTest('getLoginHeader', 'a local caller may name its country; an unknown one stays null', async () => {
    const named = successData(
      'getLoginHeader',
      await call('getLoginHeader', { headers: { 'x-sandbox-country': 'vn' } }),
    )
    expect(named.country_code).toBe('VN')
    const other = successData(
      'getLoginHeader',
      await call('getLoginHeader', { headers: { 'x-sandbox-country': 'TH' } }),
    )
    expect(other.country_code).toBe('TH')
    const invalid = successData(
      'getLoginHeader',
      await call('getLoginHeader', { headers: { 'x-sandbox-country': 'Vietnam' } }),
    )
    expect(invalid.country_code).toBeNull()
  })
})

describe('the address table', () => {
  test('public addresses map to their market; a public caller cannot choose its country', () => {
    const env = null
    expect(countryOf('14.161.2.3', null, env)).toBe('VN')
    expect(countryOf('::ffff:113.170.0.9', null, env)).toBe('VN')
    expect(countryOf('198.51.100.7', null, env)).toBe('US')
    expect(countryOf('36.100.1.2', null, env)).toBe('CN')
    expect(countryOf('203.0.113.50', null, env)).toBeNull()
    expect(countryOf('49.229.1.1', null, env)).toBe('TH')
    expect(countryOf('36.100.1.2', 'VN', env)).toBe('CN')
    expect(countryOf('1.1.1.1', null, env)).toBeNull()
    expect(countryOf('2001:db8::1', 'VN', env)).toBeNull()
  })

  test('private and loopback addresses use SANDBOX_COUNTRY unless the caller names one', () => {
    expect(countryOf('127.0.0.1', null, null)).toBeNull()
    expect(countryOf('10.1.2.3', null, 'vn')).toBe('VN')
    expect(countryOf('::1', 'US', 'VN')).toBe('US')
    expect(countryOf('192.168.1.20', 'x1', 'TH')).toBe('TH')
  })
})
