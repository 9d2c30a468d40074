/** Spec §9: member centre, agent area, fast payment and game windows are 1500×800 on desktop. */
export const POPUP_WIDTH = 1500
export const POPUP_HEIGHT = 800

const opened = new Map<string, Window>()

export function openNamedWindow(url: string, name: string): Window | null {
  const existing = opened.get(name)
  if (existing && !existing.closed) {
    existing.location.href = url
    existing.focus()
    return existing
  }
  const left = Math.max(0, Math.round((window.screen.availWidth - POPUP_WIDTH) / 2))
  const top = Math.max(0, Math.round((window.screen.availHeight - POPUP_HEIGHT) / 2))
  const features = `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},noopener=no`
  const win = window.open(url, name, features)
  if (win) opened.set(name, win)
  return win
}

export function closeNamedWindows(names: readonly string[]) {
  for (const name of names) {
    const win = opened.get(name)
    if (win && !win.closed) win.close()
    opened.delete(name)
  }
}

export function isWindowOpen(name: string): boolean {
  const win = opened.get(name)
  return !!win && !win.closed
}
