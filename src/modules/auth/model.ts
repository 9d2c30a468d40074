/**
 * Identity's public events, the login modal and the confirms around it, and where a session starts:
 * a login, its second step, a demo login or a session obtained elsewhere.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { $demoMode, sessionOpened, type Session } from '@/modules/session'
import { $deviceType, deviceCodeOf } from '@/platform/device'
import { navigateFx } from '@/platform/router'
import { openNamedWindow } from '@/platform/windows'
import type { LoginData } from './api'
import { $doubleValidation, doubleValidationFx } from './double-validation'
import { toFailure } from './failure'
import { $loginError, demoLoginFx, loginFx } from './login'
import { nextTask } from '@/platform/scheduling'

// The entry evaluates this model in a task of its own (see `nextTask`).
await nextTask()

/* ------------------------------------------------------------------ types */

/** Where the player goes after logging in (spec §4): the separate windows, or a path in the app. */
export type LoginTarget = { window: 'user' | 'proxy' | 'fastPayment'; path: string } | { path: string }

export type AuthTab = 'login' | 'register'
export type LogoutReason = 'user' | 'expired' | 'elsewhere' | 'cache'

/** How long the login-elsewhere warning shows before the forced logout (spec §4). */
export const FORCED_LOGOUT_DELAY_MS = 2000

/* ------------------------------------------------------------------ public events */

/** Open the login modal (optionally on the register tab, with a target to go to after login). */
export const loginModalRequested = createEvent<{ tab?: AuthTab; target?: LoginTarget } | void>()
/** Something needs a member: show the "please login" confirm; confirming opens the login modal. */
export const loginRequired = createEvent<{ target?: LoginTarget } | void>()
/** A session started (login, double validation, registration, deep link, popup). */
export const loginSucceeded = createEvent<Session>()
/** The session ended; stores of other modules reset on this. */
export const loggedOut = createEvent<{ reason: LogoutReason }>()
/** The player asked to log out (confirm first when a game is playing). */
export const logoutRequested = createEvent()
/** The session is no longer valid (login elsewhere): warn, then log out after 2000 ms. */
export const sessionInvalidated = createEvent()
/** End the session locally without calling logout (HTTP 401, cache clean). */
export const sessionEnded = createEvent<{ reason: LogoutReason }>()
/** A session obtained elsewhere (register, deep link, popup) replaces the current one. */
export const sessionReceived = createEvent<Session>()
/** A new member registered and was logged in with the session the registration answered. */
export const memberRegistered = createEvent<Session>()
/** Whether a game is running (the games module reports it; logout then asks first). */
export const gamePlayingChanged = createEvent<boolean>()

/* ------------------------------------------------------------------ stores */

export const $gamePlaying = createStore(false)

$gamePlaying.on(gamePlayingChanged, (_, playing) => playing)

/* ------------------------------------------------------------------ modal state */

export const $loginModal = createStore<{ open: boolean; tab: AuthTab }>({ open: false, tab: 'login' })
/** The login or register modal is open: the player asked for it, so the first view's overlays wait. */
export const $loginModalOpen = $loginModal.map((modal) => modal.open)
export const loginModalClosed = createEvent()
export const loginTabChanged = createEvent<AuthTab>()
export const $loginTarget = createStore<LoginTarget | null>(null)
export const $loginRequiredOpen = createStore(false)
export const loginRequiredConfirmed = createEvent()
export const loginRequiredDismissed = createEvent()
export const $logoutConfirmOpen = createStore(false)
export const logoutConfirmed = createEvent()
export const logoutConfirmDismissed = createEvent()
/** login-elsewhere warning (already_login_msg) shown until the forced logout. */
export const $sessionWarning = createStore(false)
/** A desktop member window opens after login (user, proxy, fast payment). */
export const openMemberWindowFx = createEffect(({ name, path }: { name: string; path: string }) => {
  openNamedWindow(path, name)
})

/* ------------------------------------------------------------------ session start */

function sessionOf(data: LoginData): Session | null {
  if (!data.token) return null
  return {
    token: data.token,
    member_id: data.member_id,
    member_account: data.member_account,
    member_currency: data.member_currency,
    member_type: data.member_type,
  }
}

const sessionStarted = createEvent<Session>()
const sessionCandidate = createEvent<Session | null>()
sample({
  clock: [loginFx.doneData, doubleValidationFx.doneData, demoLoginFx.doneData],
  filter: (data) => typeof data.token === 'string' && data.need_double_validation !== true,
  fn: (data) => sessionOf(data),
  target: sessionCandidate,
})
sample({ clock: sessionCandidate, filter: Boolean, target: sessionStarted })
sample({ clock: [sessionReceived, memberRegistered], target: sessionStarted })

sample({ clock: sessionStarted, target: [sessionOpened, loginSucceeded] })
$loginModal.on(sessionStarted, (modal) => ({ ...modal, open: false }))
// The second step replaces the login modal.
$loginModal.on($doubleValidation.updates, (modal, challenge) =>
  challenge ? { ...modal, open: false } : modal,
)

// The remembered target: member windows open on desktop, everything else navigates in the app.
const targetReached = sample({ clock: loginSucceeded, source: $loginTarget, filter: Boolean })
sample({
  clock: targetReached,
  source: $deviceType,
  filter: (device, target) => device === 'desktop' && 'window' in target,
  fn: (_, target) => ({ name: 'window' in target ? target.window : 'user', path: target.path }),
  target: openMemberWindowFx,
})
sample({
  clock: targetReached,
  source: $deviceType,
  filter: (device, target) => !(device === 'desktop' && 'window' in target),
  fn: (_, target) => ({ to: target.path, replace: false }),
  target: navigateFx,
})
$loginTarget.reset(loginSucceeded)

/* ------------------------------------------------------------------ modal opening */

const formRequested = sample({ clock: loginModalRequested, filter: combine($demoMode, (demo) => !demo) })
sample({
  clock: loginModalRequested,
  source: $deviceType,
  filter: $demoMode,
  fn: deviceCodeOf,
  target: demoLoginFx,
})
// When the test account is unavailable the form opens with the reason, so a real login stays possible.
sample({ clock: demoLoginFx.failData, fn: toFailure, target: $loginError })
sample({ clock: demoLoginFx.fail, fn: () => ({ open: true, tab: 'login' as const }), target: $loginModal })
$loginModal
  .on(formRequested, (_, request) => ({ open: true, tab: request?.tab ?? 'login' }))
  .on(loginTabChanged, (modal, tab) => ({ ...modal, tab }))
  .on(loginModalClosed, (modal) => ({ ...modal, open: false }))
$loginTarget
  .on(loginModalRequested, (current, request) => request?.target ?? current)
  .on(loginRequired, (_, request) => request?.target ?? null)
  .reset(loginModalClosed)
$loginRequiredOpen.on(loginRequired, () => true).reset(loginRequiredConfirmed, loginRequiredDismissed)
sample({
  clock: loginRequiredConfirmed,
  source: $loginTarget,
  fn: (target) => (target ? { target } : {}),
  target: loginModalRequested,
})
$loginError.reset(loginModalClosed)
