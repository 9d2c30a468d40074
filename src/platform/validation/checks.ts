/** The helper checks of spec §5: url, ip, integer and numeric. Each takes the text as typed. */

/** An absolute http(s) URL with a host. */
export function isUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value.trim())) return false
  try {
    return new URL(value.trim()).hostname.length > 0
  } catch {
    return false
  }
}

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`)

/** An IPv4 address in dotted form, or an IPv6 address (the URL parser decides which are valid). */
export function isIp(value: string): boolean {
  const text = value.trim()
  if (IPV4.test(text)) return true
  if (!text.includes(':') || !/^[0-9a-f:.]+$/i.test(text)) return false
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2
  } catch {
    return false
  }
}

/** A whole number, optionally signed: "12", "-3". */
export function isInteger(value: string): boolean {
  return /^[-+]?\d+$/.test(value.trim())
}

/** A decimal number, optionally signed, with an optional fraction: "12", "-3.5", "0.25". */
export function isNumeric(value: string): boolean {
  return /^[-+]?(\d+(\.\d+)?|\.\d+)$/.test(value.trim())
}
