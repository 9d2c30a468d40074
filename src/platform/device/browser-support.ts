import { isAppWrapper, isMessengerBrowser } from './device'

/**
 * Which browser-alert the page owes the visitor (spec §2 "browser alert"): none, an in-app browser of
 * a messenger (games, payments and downloads work better in the system browser), or a browser the
 * site does not support (Internet Explorer, legacy Edge, Opera Mini, UC Browser).
 */
export type BrowserSupport = 'supported' | 'in-app' | 'unsupported'

const UNSUPPORTED = /MSIE |Trident\/|Edge\/1\d\.|Opera Mini|UCBrowser|UCWEB/i

export function browserSupportOf(userAgent: string): BrowserSupport {
  if (isAppWrapper(userAgent)) return 'supported'
  if (UNSUPPORTED.test(userAgent)) return 'unsupported'
  if (isMessengerBrowser(userAgent)) return 'in-app'
  return 'supported'
}
