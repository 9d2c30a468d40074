import { bridge } from '@/platform/bridge'
import { DEVICE_CODES, systemOf } from '@/platform/device'

/** Spec §3 login device info beyond the device code: the system, the asset host (cdn) and the app's udid. */
export type LoginDeviceInfo = {
  system_group: string
  system: string
  system_version: string
  cdn?: string
  udid?: string
}

/** The host this build's assets are served from: the page's own host, or the CDN in front of it. */
function assetHost(): string | undefined {
  try {
    const url = new URL(import.meta.url)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.host.slice(0, 255) : undefined
  } catch {
    return undefined
  }
}

/**
 * What a login says about the device. The udid is the app wrapper's (spec: app only); a
 * device-bound account logs in only with it.
 */
export function loginDeviceInfo(userAgent: string, isApp: boolean): LoginDeviceInfo {
  const cdn = assetHost()
  const udid = isApp ? bridge.appInfo()?.udid : undefined
  return { ...systemOf(userAgent), ...(cdn ? { cdn } : {}), ...(udid ? { udid } : {}) }
}

/** The device code of spec §3 the login calls accept; anything else logs in as desktop. */
export function deviceOrDesktop(code: number): (typeof DEVICE_CODES)[keyof typeof DEVICE_CODES] {
  return Object.values(DEVICE_CODES).find((value) => value === code) ?? DEVICE_CODES.desktop
}
