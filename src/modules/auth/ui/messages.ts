import { useLingui } from '@lingui/react/macro'
import type { DoubleValidationQuestion } from '../api'
import type { Failure } from '../failure'

/** §8 login codes to the player's text; unknown codes show the server message. */
export function useLoginErrorText() {
  const { t } = useLingui()
  return (failure: Failure): string => {
    switch (failure.code) {
      case 101:
        return t({ id: 'account_error', message: 'Wrong account or password' })
      case 102:
        return t({
          id: 'account_disabled',
          message: 'This account is disabled. Please contact customer service.',
        })
      case 103:
        return t({
          id: 'account_frozen',
          message: 'This account is frozen. Please contact customer service.',
        })
      case 105:
        return t({
          id: 'captcha_verify_failed',
          message: 'The verification code is wrong. Please try the new one.',
        })
      case 106:
        return t({ id: 'ip_error', message: 'Your IP address is not allowed to log in' })
      case 201:
      case 202:
      case 203:
        return t({
          id: 'ip_error_code',
          message: `Your IP address is not allowed to log in (${failure.code})`,
        })
      case 107:
        return t({ id: 'different_device', message: 'This account is bound to another device' })
      case 802:
        return t({ id: 'member_transfer_verify', message: 'Please verify your account to continue' })
      case 998:
        return t({
          id: 'double_validation_faild',
          message: 'Too many failed verifications. Please log in again later.',
        })
      case 429:
        return t({
          id: 'login_throttled',
          message: 'Too many failed logins. Please wait a few minutes and try again.',
        })
      default:
        return (
          failure.message || t({ id: 'unknown_error', message: 'Something went wrong. Please try again.' })
        )
    }
  }
}

/** §8 double-validation codes. */
export function useDoubleValidationErrorText() {
  const { t } = useLingui()
  const login = useLoginErrorText()
  return (failure: Failure): string => {
    if ([103, 104, 105, 205, 206].includes(failure.code))
      return t({ id: 'verify_failed', message: 'Verification failed. Please try again.' })
    if (failure.code === 106)
      return t({ id: 'ip_error', message: 'Your IP address is not allowed to log in' })
    if (failure.code === 998) return login(failure)
    return failure.message || login(failure)
  }
}

export function useQuestionText() {
  const { t } = useLingui()
  return (question: DoubleValidationQuestion) =>
    ({
      member_name: t({ id: 'dv.question.member_name', message: 'Your real name' }),
      identity_id: t({ id: 'dv.question.identity_id', message: 'Your identity number' }),
      member_phone: t({ id: 'dv.question.member_phone', message: 'Your phone number' }),
      member_email: t({ id: 'dv.question.member_email', message: 'Your email address' }),
      withdraw_password: t({
        id: 'dv.question.withdraw_password',
        message: 'Your 4-digit withdraw password',
      }),
    })[question]
}

/** The message for an empty answer of each question type (spec §5). */
export function useEmptyAnswerText() {
  const { t } = useLingui()
  return (question: DoubleValidationQuestion) =>
    ({
      member_name: t({ id: 'ph_member_name', message: 'Please enter your real name' }),
      identity_id: t({ id: 'ph_identity_id', message: 'Please enter your identity number' }),
      member_phone: t({ id: 'ph_member_phone', message: 'Please enter your phone number' }),
      member_email: t({ id: 'ph_member_email', message: 'Please enter your email address' }),
      withdraw_password: t({ id: 'ph_withdraw_password', message: 'Please enter your withdraw password' }),
    })[question]
}

/** §8 codes after which the reset asks to verify again from step one. */
export const REVERIFY_CODES = [101, 102, 201, 202, 203, 204]

/** §8 "verify and reset password": 101, 102, 201-204 ask to verify again; the others have their own text. */
export function useRecoveryErrorText() {
  const { t } = useLingui()
  return (failure: Failure): string => {
    if (REVERIFY_CODES.includes(failure.code)) {
      return t({
        id: 'auth.reverify',
        message: 'Verification failed. Please check your details and verify again.',
      })
    }
    if (failure.code === 105) {
      return t({
        id: 'captcha_verify_failed',
        message: 'The verification code is wrong. Please try the new one.',
      })
    }
    if (failure.code === 998) {
      return t({
        id: 'auth.reset_locked',
        message: 'Too many failed verifications. Please try again in 30 minutes.',
      })
    }
    return failure.message || t({ id: 'unknown_error', message: 'Something went wrong. Please try again.' })
  }
}
