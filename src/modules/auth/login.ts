/** The login form's try: the call, its failures (107 device notice, 802 transfer verification), demo login. */
import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { $demoMode } from '@/modules/session'
import { isApiError } from '@/platform/api'
import { $deviceType, DEVICE_CODES, deviceCodeOf } from '@/platform/device'
import { authApi, type CaptchaType } from './api'
import { captchaRequested } from './captcha'
import { toFailure, type Failure } from './failure'
import { deviceOrDesktop, loginDeviceInfo } from './login-device'

export type LoginForm = { account: string; password: string; answer: string; captcha_token: string }

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

/** In demo mode a login request logs in as the site's test account instead of opening the form. */
export const demoLoginFx = createEffect((device: number) => authApi.demoLogin(deviceOrDesktop(device)))
export const $loginPending = combine(loginFx.pending, demoLoginFx.pending, (a, b) => a || b)
