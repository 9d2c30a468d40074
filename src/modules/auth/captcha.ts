/** Captchas (spec §8): one per type, spent by every try, and a pause after code 101. */
import { createEffect, createEvent, createStore, sample } from 'effector'
import { isApiError } from '@/platform/api'
import { authApi, type Captcha, type CaptchaType } from './api'
import { toFailure, type Failure } from './failure'

/** Captcha code 101 blocks new captcha requests for this long (spec §8). */
export const CAPTCHA_WAIT_MS = 1000

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
