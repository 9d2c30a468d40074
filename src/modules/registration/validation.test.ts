import { describe, expect, it } from 'vitest'
import * as rules from './validation'

describe('spec §5 register rules', () => {
  it.each([
    ['player_1', null],
    ['abc-12', null],
    ['', 'required'],
    ['abc', 'account_format'],
    ['thirteenchars', 'account_format'],
    ['bad name', 'account_format'],
  ] as const)('account %j → %s', (value, expected) => expect(rules.validateAccount(value)).toBe(expected))

  it.each([
    ['abc123', null],
    ['ABCdef12', null],
    ['', 'required'],
    ['abcdef', 'password_format'],
    ['123456', 'password_format'],
    ['ab1', 'password_format'],
    ['abc123!', 'password_format'],
    ['abcdefgh12345', 'password_format'],
  ] as const)('password %j → %s', (value, expected) => expect(rules.validatePassword(value)).toBe(expected))

  it.each([
    ['王小明', 'RMB', null],
    ['Wang Xiaoming', 'RMB', 'name_rmb_format'],
    ['An', 'VND', null],
    ['Nguyen Van An', 'VND', 'name_single_word'],
    ['John Smith', 'USD', null],
    ['', 'USD', null],
  ] as const)('name %j in %s → %s', (value, currency, expected) =>
    expect(rules.validateName(value, currency, false)).toBe(expected),
  )

  it('a required name may not be empty', () => expect(rules.validateName('  ', 'VND', true)).toBe('required'))

  it.each([
    ['0901234567', 'VND', null],
    ['090123456', 'VND', 'phone_length_vnd'],
    ['09012345678', 'VND', 'phone_length_vnd'],
    ['0901-234-567', 'USD', 'phone_digits'],
    ['123456789012', 'USD', null],
  ] as const)('phone %j in %s → %s', (value, currency, expected) =>
    expect(rules.validatePhone(value, currency, true)).toBe(expected),
  )

  it.each([
    [{ year: '', month: '', day: '' }, false, null],
    [{ year: '', month: '', day: '' }, true, 'required'],
    [{ year: '1990', month: '1', day: '' }, false, 'birthday_partial'],
    [{ year: '1990', month: '1', day: '2' }, true, null],
  ] as const)('birthday %j required=%s → %s', (parts, required, expected) =>
    expect(rules.validateBirthday(parts, required)).toBe(expected),
  )

  it.each([
    ['member_telegram', 'user@tg', null],
    ['member_skype', 'live:abc@x', 'contact_format'],
    ['member_qq', 'user@qq', 'contact_format'],
    ['member_zalo', 'abcd', 'contact_format'],
    ['member_wechat', 'wx_user.name-1', null],
    ['member_fb', 'a'.repeat(51), 'contact_format'],
  ] as const)('%s %j → %s', (field, value, expected) =>
    expect(rules.validateContact(field, value, false)).toBe(expected),
  )

  it.each([
    ['123456', null],
    ['12345', 'sms_code_format'],
    ['12a456', 'sms_code_format'],
    ['', 'required'],
  ] as const)('SMS code %j → %s', (value, expected) => expect(rules.validateSmsCode(value)).toBe(expected))

  it('email, confirmation and withdraw password', () => {
    expect(rules.validateEmail('a@b.co', true)).toBeNull()
    expect(rules.validateEmail('a@b', true)).toBe('email_format')
    expect(rules.validateEmail('', false)).toBeNull()
    expect(rules.validateConfirmation('abc123', 'abc123')).toBeNull()
    expect(rules.validateConfirmation('abc124', 'abc123')).toBe('password_mismatch')
    expect(rules.validateWithdrawPassword('1234', true)).toBeNull()
    expect(rules.validateWithdrawPassword('12a4', true)).toBe('withdraw_password_format')
    expect(rules.validateWithdrawPassword('', true)).toBe('required')
  })
})
