export type DownloadPlatform = 'ios' | 'android' | 'desktop'

export function downloadPlatformOf(userAgent: string, maxTouchPoints = 0): DownloadPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  // iPadOS reports a Mac user agent but has touch.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'desktop'
}

/** iOS Safari, where "Add to Home Screen" is the way to install (no install prompt). */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  return (
    downloadPlatformOf(userAgent, maxTouchPoints) === 'ios' &&
    /Safari/i.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|FBAN|FBAV|Line\//i.test(userAgent)
  )
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false
  const nav: Navigator & { standalone?: boolean } = window.navigator
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true
}

export function currentPlatform(): DownloadPlatform {
  if (typeof navigator === 'undefined') return 'desktop'
  return downloadPlatformOf(navigator.userAgent, navigator.maxTouchPoints)
}
