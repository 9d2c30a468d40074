/** Device codes of spec §3. */
export const DEVICE_CODES = {
  desktop: 1,
  mobile: 2,
  app: 3,
  gesture: 4,
  finger: 5,
  wechat: 6,
  pwa: 7,
} as const
/** Support-device codes of spec §3 (game lists). */
export const SUPPORT_DEVICE = { desktop: 0, mobile: 1, app: 2 } as const

export const DESKTOP_MIN_WIDTH = 992
export const RESIZE_DEBOUNCE_MS = 1000

export type DeviceType = 'app' | 'pwa' | 'mobile' | 'desktop'

export type Environment = {
  userAgent: string
  width: number
  standalone: boolean
  /** the stored `pwa` flag or the `pwa` deep-link query */
  pwaFlag: boolean
}

export function isAppWrapper(userAgent: string): boolean {
  // The iOS and Android wrappers add their own token to the user agent.
  return /LotusApp|ArksApp|\bwv\b.*LotusApp/i.test(userAgent)
}

export function isMobileBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|Opera Mini|IEMobile/i.test(userAgent)
}

/** Messenger in-app browsers (spec §4: game start forces redirect there). */
export function isMessengerBrowser(userAgent: string): boolean {
  return /FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|Zalo|Telegram|Messenger|KAKAOTALK|WhatsApp/i.test(
    userAgent,
  )
}

export function isDesktopWidth(width: number): boolean {
  return width >= DESKTOP_MIN_WIDTH
}

export function deviceTypeOf(env: Environment): DeviceType {
  if (isAppWrapper(env.userAgent)) return 'app'
  if (env.standalone || env.pwaFlag) return 'pwa'
  if (isDesktopWidth(env.width) && !isMobileBrowser(env.userAgent)) return 'desktop'
  return 'mobile'
}

export function deviceCodeOf(type: DeviceType): number {
  return DEVICE_CODES[type]
}

export function supportDeviceOf(type: DeviceType): number {
  if (type === 'app') return SUPPORT_DEVICE.app
  return type === 'desktop' ? SUPPORT_DEVICE.desktop : SUPPORT_DEVICE.mobile
}

/**
 * The installed app starts on a `?pwa` address (spec §2 deep-link query, §3 local storage `pwa`):
 * the flag is kept, so every later visit counts as the PWA (device 7); `pwa=0` or `pwa=false` clears it.
 * Returns the flag to keep, or undefined when the address says nothing.
 */
export function pwaFlagFromSearch(search: string): boolean | undefined {
  const params = new URLSearchParams(search)
  if (!params.has('pwa')) return undefined
  const value = (params.get('pwa') ?? '').toLowerCase()
  if (value === '0' || value === 'false') return false
  return value === '' || value === '1' || value === 'true' ? true : undefined
}

/**
 * The viewport width a page is laid out for before the browser says (a server render): a phone's
 * or tablet's user agent gets the mobile layout, any other the desktop one.
 */
export function layoutWidthFor(userAgent: string): number {
  return isMobileBrowser(userAgent) || isAppWrapper(userAgent) ? 412 : 1280
}
