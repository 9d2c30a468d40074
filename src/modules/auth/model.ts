import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { $demoMode, sessionOpened, type Session } from '@/modules/session'
import { isApiError } from '@/platform/api'
import { $deviceType, DEVICE_CODES, deviceCodeOf } from '@/platform/device'
import { navigateFx } from '@/platform/router'
import { openNamedWindow } from '@/platform/windows'
import {
  authApi,
  type Captcha,
  type CaptchaType,
  type DoubleValidationChallenge,
  type LoginData,
} from './api'
import { loginDeviceInfo } from './login-device'

/* ------------------------------------------------------------------ types */

/** Where the player goes after logging in (spec §4): the separate windows, or a path in the app. */
export type LoginTarget = { window: 'user' | 'proxy' | 'fastPayment'; path: string } | { path: string }

export type AuthTab = 'login' | 'register'
export type LogoutReason = 'user' | 'expired' | 'elsewhere' | 'cache'

/** A failed call as the UI shows it: the §8 code and the server message. */
export type Failure = { code: number; message: string }

export type LoginForm = { account: string; password: string; answer: string; captcha_token: string }
export type DoubleValidationForm = { answer: string; captcha_answer: string; captcha_token: string }

/** How long the login-elsewhere warning shows before the forced logout (spec §4). */
export const FORCED_LOGOUT_DELAY_MS = 2000
/** Captcha code 101 blocks new captcha requests for this long (spec §8). */
export const CAPTCHA_WAIT_MS = 1000

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

/* ------------------------------------------------------------------ captcha */

export const captchaRequested = createEvent<CaptchaType>()
export const $captchas = createStore<Record<CaptchaType, Captcha | null>>({ 1: null, 2: null })
export const $captchaWaiting = createStore(false)
export const $captchaError = createStore<Failure | null>(null)

const captchaFx = createEffect((type: CaptchaType) =>
  authApi.captcha(type).then((captcha) => ({ type, captcha })),
)
const captchaWaitFx = createEffect(
  (type: CaptchaType) =>
    new Promise<CaptchaType>((resolve) => setTimeout(() => resolve(type), CAPTCHA_WAIT_MS)),
)
export const $captchaLoading = captchaFx.pending

sample({
  clock: captchaRequested,
  source: { loading: captchaFx.pending, waiting: $captchaWaiting },
  filter: ({ loading, waiting }) => !loading && !waiting,
  fn: (_, type) => type,
  target: captchaFx,
})
// A captcha is shown once: while a new one loads the old token is gone, so nobody answers a spent one.
$captchas
  .on(captchaFx, (all, type) => ({ ...all, [type]: null }))
  .on(captchaFx.doneData, (all, { type, captcha }) => ({ ...all, [type]: captcha }))
$captchaError.on(captchaFx, () => null).on(captchaFx.failData, (_, error) => toFailure(error))
sample({
  clock: captchaFx.fail,
  filter: ({ error }) => isApiError(error) && error.code === 101,
  fn: ({ params }) => params,
  target: captchaWaitFx,
})
$captchaWaiting.on(captchaWaitFx, () => true).on(captchaWaitFx.finally, () => false)
sample({ clock: captchaWaitFx.doneData, target: captchaRequested })

/* ------------------------------------------------------------------ login */

export const loginSubmitted = createEvent<LoginForm>()
export const $loginError = createStore<Failure | null>(null)
/** 107: the device modal. */
export const $deviceNotice = createStore<Failure | null>(null)
export const deviceNoticeClosed = createEvent()
/** 802: the member transfer verification modal. */
export const $transferVerifyOpen = createStore(false)
export const transferVerifyOpened = createEvent()
export const transferVerifyClosed = createEvent()

export const loginFx = createEffect(async (form: LoginForm & { device: number }) => {
  // The login header is advisory (remote address, country); a missing one never blocks login.
  const header = await authApi.loginHeader().catch(() => null)
  return authApi.login(
    {
      account: form.account.trim(),
      password: form.password,
      answer: form.answer.trim(),
      captcha_token: form.captcha_token,
      device: deviceOrDesktop(form.device),
      login_type: 1,
      ...(header ? { remote_addr: header.remote_addr } : {}),
      host: typeof location === 'undefined' ? undefined : location.host,
      browser: typeof navigator === 'undefined' ? undefined : navigator.userAgent.slice(0, 64),
      ...loginDeviceInfo(
        typeof navigator === 'undefined' ? '' : navigator.userAgent,
        form.device === DEVICE_CODES.app,
      ),
    },
    header?.headers ?? {},
  )
})

sample({
  clock: loginSubmitted,
  source: $deviceType,
  fn: (type, form) => ({ ...form, device: deviceCodeOf(type) }),
  target: loginFx,
})
$loginError.on(loginFx, () => null).on(loginFx.failData, (_, error) => toFailure(error))
sample({
  clock: loginFx.failData,
  filter: (error) => isApiError(error) && error.code === 107,
  fn: toFailure,
  target: $deviceNotice,
})
$deviceNotice.reset(deviceNoticeClosed)
// Demo mode disables the member transfer modal (spec §1); the 802 message still shows on the form.
sample({
  clock: loginFx.failData,
  source: $demoMode,
  filter: (demo, e) => !demo && isApiError(e) && e.code === 802,
  fn: () => undefined,
  target: transferVerifyOpened,
})
$transferVerifyOpen.on(transferVerifyOpened, () => true).reset(transferVerifyClosed)
$transferVerifyOpen.reset($demoMode.updates.filter({ fn: Boolean }))
// Every login attempt spends the captcha (the second step needs a fresh one too).
sample({ clock: loginFx.finally, fn: (): CaptchaType => 1, target: captchaRequested })

/* ------------------------------------------------------------------ demo mode login */

/** In demo mode a login request logs in as the site's test account instead of opening the form. */
export const demoLoginFx = createEffect((device: number) => authApi.demoLogin(deviceOrDesktop(device)))
export const $loginPending = combine(loginFx.pending, demoLoginFx.pending, (a, b) => a || b)

/* ------------------------------------------------------------------ double validation */

export const $doubleValidation = createStore<DoubleValidationChallenge | null>(null)
export const $doubleValidationError = createStore<Failure | null>(null)
export const doubleValidationSubmitted = createEvent<DoubleValidationForm>()
export const questionSkipped = createEvent()
export const doubleValidationCancelled = createEvent()

export const doubleValidationFx = createEffect(
  (input: DoubleValidationForm & { challenge_token: string; device: number }) =>
    authApi.doubleValidation({
      challenge_token: input.challenge_token,
      answer: input.answer.trim(),
      captcha_answer: input.captcha_answer.trim(),
      captcha_token: input.captcha_token,
      device: deviceOrDesktop(input.device),
      login_type: 1,
    }),
)
export const skipQuestionFx = createEffect((challengeToken: string) =>
  authApi.skipDoubleValidation(challengeToken),
)
export const $doubleValidationPending = combine(
  doubleValidationFx.pending,
  skipQuestionFx.pending,
  (a, b) => a || b,
)

sample({
  clock: loginFx.doneData,
  filter: (data) => data.need_double_validation === true && data.double_validation !== undefined,
  fn: (data) => data.double_validation ?? null,
  target: $doubleValidation,
})
sample({
  clock: doubleValidationSubmitted,
  source: { challenge: $doubleValidation, device: $deviceType },
  filter: ({ challenge }) => challenge !== null,
  fn: ({ challenge, device }, form) => ({
    ...form,
    // The token the password step issued: only its holder may answer.
    challenge_token: challenge?.challenge_token ?? '',
    device: deviceCodeOf(device),
  }),
  target: doubleValidationFx,
})
sample({
  clock: questionSkipped,
  source: $doubleValidation,
  filter: Boolean,
  fn: (challenge) => challenge.challenge_token,
  target: skipQuestionFx,
})
$doubleValidation
  .on(skipQuestionFx.doneData, (_, data) => data.double_validation)
  .reset(doubleValidationCancelled, doubleValidationFx.done)
$doubleValidationError
  .on(doubleValidationFx.failData, (_, error) => toFailure(error))
  .on(skipQuestionFx.failData, (_, error) => toFailure(error))
  .reset(doubleValidationFx, skipQuestionFx.done, doubleValidationCancelled, loginFx)
sample({ clock: doubleValidationFx.finally, fn: (): CaptchaType => 1, target: captchaRequested })

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

/* ------------------------------------------------------------------ helpers */

export function toFailure(error: unknown): Failure {
  if (isApiError(error)) return { code: error.code, message: error.message }
  return { code: 0, message: error instanceof Error ? error.message : '' }
}

function deviceOrDesktop(code: number): (typeof DEVICE_CODES)[keyof typeof DEVICE_CODES] {
  return Object.values(DEVICE_CODES).find((value) => value === code) ?? DEVICE_CODES.desktop
}
