/**
 * The pop-up discount rules of spec §4, as pure functions.
 *
 * - Logged out: shown only when the list is non-empty, it was not closed this session (or a bulletin
 *   was updated after the close) and the URL has no `modal` flag.
 * - Logged in, not on the deposit page: shown only if it was not closed this session.
 * - On the deposit page: shown whenever there are items.
 * - Closing records the close time in session storage, except on the deposit page; for a logged-in
 *   member, bulletins with display_frequency 0 are hidden on the server and the list reloads.
 * - Bulletins come from display location 3 on the deposit page, else 2.
 */
import type { DeviceType } from '@/platform/device'
import type { DisplayDevice } from './api'

export interface PopupBulletin {
  updated_at: string
  display_frequency: 0 | 1
}

export interface PopupContext {
  loggedIn: boolean
  onDepositPage: boolean
  items: readonly PopupBulletin[]
  /** Epoch ms of the last close this session (session storage), or null. */
  closedAt: number | null
  /** The `modal` query flag is present. */
  modalFlag: boolean
}

/** The bulletin's display device: 0 desktop, 1 mobile web, 2 the app. */
export function displayDeviceOf(type: DeviceType): DisplayDevice {
  return type === 'app' ? 2 : type === 'desktop' ? 0 : 1
}

/** Spec §7: display_location 2 every page except deposit, 3 the deposit page. */
export function displayLocationOf(onDepositPage: boolean): 2 | 3 {
  return onDepositPage ? 3 : 2
}

/** The deposit page is a path containing user/Deposit (also `/user?page=Deposit`, the same page). */
export function isDepositPage(pathname: string, page?: string): boolean {
  return pathname.includes('user/Deposit') || (/\/user\/?$/.test(pathname) && page === 'Deposit')
}

/** The newest updated_at of the list in epoch ms (0 for an empty list or unreadable dates). */
export function latestUpdate(items: readonly PopupBulletin[]): number {
  return items.reduce((latest, item) => {
    const at = Date.parse(item.updated_at)
    return Number.isFinite(at) && at > latest ? at : latest
  }, 0)
}

export function shouldShowPopupDiscount(ctx: PopupContext): boolean {
  if (ctx.items.length === 0) return false
  if (ctx.onDepositPage) return true
  if (ctx.loggedIn) return ctx.closedAt === null
  if (ctx.modalFlag) return false
  return ctx.closedAt === null || latestUpdate(ctx.items) > ctx.closedAt
}

export interface PopupCloseActions {
  /** Write the close time to session storage. */
  recordCloseTime: boolean
  /** Call the member hide endpoint, then reload the bulletins. */
  hideOnServer: boolean
}

export function popupCloseActions(
  ctx: Pick<PopupContext, 'loggedIn' | 'onDepositPage' | 'items'>,
): PopupCloseActions {
  return {
    recordCloseTime: !ctx.onDepositPage,
    hideOnServer: ctx.loggedIn && ctx.items.some((item) => item.display_frequency === 0),
  }
}
