import { describe, expect, it } from 'vitest'
import type { RegisterSetting } from './api'
import { registerFormErrors, registerPayload, shownFieldsOf } from './register-form-rules'

const setting = (name: RegisterSetting['name'], extra: Partial<RegisterSetting> = {}): RegisterSetting => ({
  currency: 'VND',
  name,
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 0,
  is_verification: 0,
  is_member_center_verification: 0,
  ...extra,
})

const VND = shownFieldsOf(
  [
    setting('member_name', { is_required: 1 }),
    setting('member_phone', { is_required: 1, is_verification: 1 }),
    setting('member_birthday'),
    setting('member_zalo'),
    setting('member_email', { currency: 'USD', is_required: 1 }),
  ],
  'VND',
)

describe('register form rules (spec §5)', () => {
  it('shows only the chosen currency’s fields, with their requirements', () => {
    expect(VND.has('member_name')).toBe(true)
    expect(VND.has('member_email')).toBe(false)
    expect(VND.required('member_phone')).toBe(true)
    expect(VND.required('member_birthday')).toBe(false)
    expect(VND.phoneVerified).toBe(true)
  })

  it('reports every broken rule of the shown fields, and nothing for hidden ones', () => {
    const errors = registerFormErrors(
      {
        member_account: 'ab',
        password: 'abc',
        member_name: 'Nguyen Van',
        member_phone: '09123',
        member_birthday_year: '1990',
      },
      VND,
      { currency: 'VND', agreed: false, tenDigitPhoneSite: false },
    )
    expect(errors).toEqual({
      member_account: 'account_format',
      password: 'password_format',
      member_name: 'name_single_word',
      member_phone: 'phone_length_vnd',
      phone_verify: 'required',
      member_birthday: 'birthday_partial',
      captcha: 'required',
      agreement: 'agreement',
    })
  })

  it('sends only shown, filled fields, the birthday joined and the refusals so far', () => {
    const body = registerPayload(
      {
        member_account: ' lan2024 ',
        password: 'abc123',
        member_name: 'Lan',
        member_phone: '0912345678',
        phone_verify: '123456',
        member_birthday_year: '1990',
        member_birthday_month: '3',
        member_birthday_day: '7',
        member_zalo: '',
        member_email: 'hidden@lotus.test',
        captcha: ' 4321 ',
      },
      VND,
      { currency: 'VND', captchaToken: 'tok', introducer: '', errorTrack: ['form:member_phone'] },
    )
    expect(body).toEqual({
      member_account: 'lan2024',
      password: 'abc123',
      member_currency: 'VND',
      captcha_token: 'tok',
      answer: '4321',
      member_name: 'Lan',
      member_phone: '0912345678',
      phone_verify: '123456',
      member_birthday: '1990-03-07',
      errorTrack: 'form:member_phone',
    })
  })
})
