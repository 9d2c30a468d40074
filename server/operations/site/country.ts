/**
 * The country of a caller's address (getLoginHeader's country_code), from a small built-in table: the
 * sandbox has no GeoIP database. The page uses it to pick a guest's currency after logout (spec §4).
 *
 * - Public addresses: the ranges below (a few large blocks of each market, and the three documentation
 *   networks for tests and demos: 192.0.2.0/24 VN, 198.51.100.0/24 US; 203.0.113.0/24 stays unknown,
 *   it carries the IP codes of login and registration).
 * - Private and loopback addresses (a local sandbox): SANDBOX_COUNTRY, else unknown (null).
 * - From a private or loopback address only, the `X-Sandbox-Country` header names the country, so a
 *   local browser or test can play a visitor from elsewhere; a public caller cannot choose its country.
 */
import { isIP } from 'node:net'
import { serverEnv } from '../../config.ts'

const RANGES: readonly [cidr: string, country: string][] = [
  ['192.0.2.0/24', 'VN'],
  ['198.51.100.0/24', 'US'],
  ['14.160.0.0/11', 'VN'],
  ['113.160.0.0/11', 'VN'],
  ['171.224.0.0/11', 'VN'],
  ['42.112.0.0/13', 'VN'],
  ['36.96.0.0/11', 'CN'],
  ['114.240.0.0/12', 'CN'],
  ['49.228.0.0/14', 'TH'],
  ['171.96.0.0/13', 'TH'],
  ['126.0.0.0/8', 'JP'],
  ['211.234.0.0/16', 'KR'],
  ['49.32.0.0/11', 'IN'],
  ['103.25.120.0/22', 'BD'],
  ['37.111.192.0/18', 'MM'],
  ['177.0.0.0/8', 'BR'],
  ['105.112.0.0/12', 'NG'],
  ['8.8.8.0/24', 'US'],
  ['3.0.0.0/9', 'US'],
]

const PRIVATE: readonly string[] = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '169.254.0.0/16',
]

function ipv4Number(address: string): number | null {
  const parts = address.split('.').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255))
    return null
  return parts.reduce((value, part) => value * 256 + part, 0)
}

function inRange(address: number, cidr: string): boolean {
  const [base = '', bits = '32'] = cidr.split('/')
  const start = ipv4Number(base)
  if (start === null) return false
  const size = 2 ** (32 - Number(bits))
  return address >= start && address < start + size
}

/** An IPv4 address, also when written as IPv4-mapped IPv6 (::ffff:1.2.3.4). */
function asIpv4(address: string): number | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return ipv4Number(mapped?.[1] ?? address)
}

export function isPrivateAddress(address: string): boolean {
  const v4 = asIpv4(address)
  if (v4 !== null) return PRIVATE.some((cidr) => inRange(v4, cidr))
  if (isIP(address) !== 6) return false
  const lower = address.toLowerCase()
  return lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)
}

const COUNTRY = /^[A-Z]{2}$/

function countryOrNull(value: string | null | undefined): string | null {
  const upper = value?.trim().toUpperCase()
  return upper && COUNTRY.test(upper) ? upper : null
}

export function countryOf(
  address: string,
  override: string | null,
  sandboxCountry: string | null = serverEnv().sandboxCountry ?? null,
): string | null {
  if (isPrivateAddress(address)) return countryOrNull(override) ?? countryOrNull(sandboxCountry)
  const v4 = asIpv4(address)
  if (v4 === null) return null
  return RANGES.find(([cidr]) => inRange(v4, cidr))?.[1] ?? null
}
