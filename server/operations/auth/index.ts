/**
 * Auth tag: captcha, login and logout, double validation, the migrated member's password reset, the
 * forgot-password SMS, and the logins without a password (deep link, demo account, third-party code).
 */
import type { RawHandler } from '../context.ts'
import { handler } from '../define.ts'
import { skipDoubleValidationQuestion, submitDoubleValidation } from './double-validation.ts'
import { getCaptcha, login, logout } from './login.ts'
import { passwordlessLoginHandlers } from './passwordless.ts'
import { resetMemberTransferPassword, verifyMemberTransfer } from './password-reset.ts'
import { recoverySmsHandlers } from './recovery-sms.ts'

export { DEFAULT_QUESTION_COUNT } from './double-validation.ts'
export {
  LOGIN_REFUSE_AFTER,
  LOGIN_SLOW_AFTER,
  LOGIN_WINDOW_MINUTES,
  clearLoginFailures,
  recentFailures,
} from './login.ts'
export { PASSWORD_RULE } from './password-reset.ts'
export {
  findMemberByAccount,
  findMemberById,
  ipRule,
  spendCaptcha,
  startSession,
  type MemberRow,
} from './shared.ts'

export const authHandlers: [string, RawHandler][] = [
  handler('getCaptcha', getCaptcha),
  handler('login', login),
  handler('logout', logout),
  handler('submitDoubleValidation', submitDoubleValidation),
  handler('skipDoubleValidationQuestion', skipDoubleValidationQuestion),
  handler('verifyMemberTransfer', verifyMemberTransfer),
  handler('resetMemberTransferPassword', resetMemberTransferPassword),
  ...passwordlessLoginHandlers,
  ...recoverySmsHandlers,
]
