import { local } from '../storage'
import { closeNamedWindows, openNamedWindow } from './windows'

/** Spec §3 `waitingWindow`: which start the /loading window is waiting for. */
export type WaitingKind = 'game' | 'deposit' | 'fp'

/** The named window each waiting kind opens in (games keep their own window name). */
export const WAITING_WINDOW_NAMES: Record<Exclude<WaitingKind, 'game'>, string> = {
  deposit: 'lotus-pay',
  fp: 'lotus-pay',
}

/**
 * Opens the /loading window inside the player's click, before the create call answers: a window
 * opened after an answer is a pop-up most browsers block (spec §2 /loading, §3 waitingWindow).
 */
export function openWaitingWindow(kind: WaitingKind, name: string): Window | null {
  local.set('waitingWindow', kind)
  return openNamedWindow(`${window.location.origin}/loading`, name)
}

/**
 * Points the waiting window at the page it was waiting for (it opens one if the first was blocked).
 * The stored kind stays until the window closes, so a later quickGame still finds it.
 */
export function showInWaitingWindow(name: string, url: string): Window | null {
  return openNamedWindow(url, name)
}

/** The start failed or finished: the waiting window closes. */
export function closeWaitingWindow(name: string) {
  local.remove('waitingWindow')
  closeNamedWindows([name])
}

/**
 * quickGame (spec §4): closes the window the stored `waitingWindow` value names — a deposit or
 * fast-payment window; games handle their own window. True when it closed one.
 */
export function closeWaitingWindowOnQuickGame(): boolean {
  const kind = local.get('waitingWindow')
  if (kind !== 'deposit' && kind !== 'fp') return false
  closeWaitingWindow(WAITING_WINDOW_NAMES[kind])
  return true
}
