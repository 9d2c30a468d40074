/** The second login step (spec §5): a question about the member, answered or skipped. */
import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { $deviceType, deviceCodeOf } from '@/platform/device'
import { authApi, type CaptchaType, type DoubleValidationChallenge } from './api'
import { captchaRequested } from './captcha'
import { toFailure, type Failure } from './failure'
import { loginFx } from './login'
import { deviceOrDesktop } from './login-device'

export type DoubleValidationForm = { answer: string; captcha_answer: string; captcha_token: string }

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
