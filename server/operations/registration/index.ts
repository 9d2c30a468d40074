/** Registration tag: the form's settings, pre-checks, the SMS code and registering. */
import type { RawHandler } from '../context.ts'
import { handler } from '../define.ts'
import { checkAgentDomain, checkFriendBonus, checkRegisterLink, verifyRegisterField } from './pre-check.ts'
import { listRegisterSettings, listServiceAgreements, register } from './register.ts'
import { sendRegisterSms } from './sms.ts'

export {
  CONTACT_CODES,
  FRIEND_BONUS_CLOSED,
  REGISTER_BURST,
  REGISTER_BURST_MINUTES,
  REGISTER_DAILY_LIMIT,
  SMS_RESEND_SECONDS,
  SMS_WITHOUT_BALANCE_SITES,
  blacklisted,
  fieldError,
} from './shared.ts'
export { checkSmsCode, markSmsCodeUsed } from './sms.ts'

export const registrationHandlers: [string, RawHandler][] = [
  handler('listRegisterSettings', listRegisterSettings),
  handler('listServiceAgreements', listServiceAgreements),
  handler('verifyRegisterField', verifyRegisterField),
  handler('register', register),
  handler('sendRegisterSms', sendRegisterSms),
  handler('checkRegisterLink', checkRegisterLink),
  handler('checkFriendBonus', checkFriendBonus),
  handler('checkAgentDomain', checkAgentDomain),
]
