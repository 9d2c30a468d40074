import { useLingui } from '@lingui/react/macro'
import { isApiError } from '@/platform/api'
import type { RuleError } from '../validation'

/** The register form's translated texts for a broken rule and for a refused SMS code. */
export function useRegisterMessages() {
  const { t } = useLingui()
  const ruleText = (error: RuleError): string =>
    ({
      required: t({ id: 'register.required', message: 'This field is required' }),
      account_format: t({ id: 'register.account_format', message: '6-12 letters, digits, _ or -' }),
      name_rmb_format: t({
        id: 'error_RMB_name_format',
        message: 'Please enter your name in Chinese characters',
      }),
      name_single_word: t({
        id: 'register.name_single_word',
        message: 'Please enter the name as one word without spaces',
      }),
      email_format: t({ id: 'register.email_format', message: 'Please enter a valid email address' }),
      password_format: t({
        id: 'auth.password_rule',
        message: '6-12 letters and digits, with at least one letter and one digit',
      }),
      password_mismatch: t({ id: 'auth.password_mismatch', message: 'The passwords do not match' }),
      birthday_partial: t({
        id: 'register.birthday_partial',
        message: 'Please fill in the whole date or leave it empty',
      }),
      phone_digits: t({ id: 'register.phone_digits', message: 'Digits only' }),
      phone_length_vnd: t({ id: 'register.phone_length', message: 'The phone number must have 10 digits' }),
      sms_code_format: t({ id: 'register.sms_format', message: 'The code has 6 digits' }),
      contact_format: t({ id: 'register.contact_format', message: '5-50 letters, digits, _ . - characters' }),
      withdraw_password_format: t({ id: 'register.withdraw_format', message: 'Exactly 4 digits' }),
      agreement: t({ id: 'err_agreement', message: 'Please accept the agreement' }),
    })[error]

  const smsErrorText = (error: unknown): string =>
    isApiError(error)
      ? ({
          99: t({
            id: 'sms_verify_error',
            message: 'The code could not be sent. Please check the number.',
          }),
          102: t({
            id: 'sms_rate_limit',
            message: 'A code was sent recently. Please wait before asking again.',
          }),
          103: t({ id: 'sms_no_balance', message: 'Verification messages are unavailable right now.' }),
          104: t({ id: 'contact_customer_service', message: 'Please contact customer service.' }),
          201: t({ id: 'phone_blank', message: 'Please enter a phone number' }),
        }[error.code] ?? error.message)
      : t({ id: 'unknown_error', message: 'Something went wrong. Please try again.' })

  return { ruleText, smsErrorText }
}
