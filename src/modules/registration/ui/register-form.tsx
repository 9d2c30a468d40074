import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, ErrorState, QueryBoundary, Select, Skeleton, TextField } from '@/ui'
import type { registrationApi, RegisterSetting } from '../api'
import { introducerOf } from '../links'
import { registrationQueries } from '../queries'
import * as rules from '../validation'
import { CONTACT_LABELS } from '../register-form-rules'
import { AgreementField } from './agreement-field'
import { useRegisterForm } from './use-register-form'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const grid3 = css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2' })
const alert = css({ bg: 'danger/15', color: 'danger', borderRadius: 'md', px: '3', py: '2', fontSize: 'sm' })

type LoginData = Awaited<ReturnType<typeof registrationApi.register>>

export type RegisterFormProps = {
  /** Site currencies in order; the first is the default when the link gives none. */
  currencies: readonly string[]
  defaultCurrency: string
  onRegistered: (data: LoginData) => void
  /** The captcha field of the identity module (type 2), given the value and its setter. */
  renderCaptcha: (props: { value: string; onChange: (v: string) => void; error?: string }) => ReactNode
  /** Token of the register captcha shown. */
  captchaToken: string | null
  /** The protocol (service agreement) dialog of the content module; accepting it ticks the box. */
  renderAgreement: (props: { isOpen: boolean; onClose: () => void; onAccept: () => void }) => ReactNode
}

/** Spec §4/§5: the register form driven by the register settings of the chosen currency. */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useLingui()
  return (
    <QueryBoundary
      fallback={
        <div className={form} aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height="64px" />
          ))}
        </div>
      }
      failed={({ retry }) => (
        <ErrorState
          title={t({ id: 'register.load_failed', message: 'The register form could not load' })}
          onRetry={retry}
        />
      )}
    >
      <RegisterSettings {...props} />
    </QueryBoundary>
  )
}

function RegisterSettings(props: RegisterFormProps) {
  const { data: settings } = useSuspenseQuery(registrationQueries.settings())
  return <RegisterFields {...props} fieldSettings={settings.list} />
}

function RegisterFields({
  fieldSettings,
  currencies,
  defaultCurrency,
  onRegistered,
  renderCaptcha,
  renderAgreement,
  captchaToken,
}: RegisterFormProps & { fieldSettings: RegisterSetting[] }) {
  const { t } = useLingui()
  const { currencyChoice, fields, agreement, invitation, smsCode, submission } = useRegisterForm({
    fieldSettings,
    currencies,
    defaultCurrency,
    captchaToken,
    onRegistered,
  })
  const { shown, valueOf, set, errors } = fields
  const smsLeft = smsCode.secondsLeft
  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={name}
      name={name}
      label={label}
      value={valueOf(name)}
      onChange={set(name)}
      onBlur={fields.precheck(name)}
      isRequired={shown.required(name)}
      isInvalid={!!errors[name]}
      errorMessage={errors[name]}
      {...extra}
    />
  )

  return (
    <form
      className={form}
      onSubmit={submission.onSubmit}
      noValidate
      aria-label={t({ id: 'auth.register', message: 'Register' })}
    >
      {submission.general ? (
        <p role="alert" className={alert}>
          {submission.general}
        </p>
      ) : null}
      {currencyChoice.offered.length > 1 ? (
        <Select
          label={t({ id: 'register.currency', message: 'Currency' })}
          items={currencyChoice.offered.map((c) => ({ id: c, label: c }))}
          selectedKey={currencyChoice.currency}
          onSelectionChange={(key) => currencyChoice.change(String(key))}
        />
      ) : null}
      {field('member_account', t({ id: 'auth.account', message: 'Account' }), {
        isRequired: true,
        autoComplete: 'username',
        description: t({ id: 'register.account_format', message: '6-12 letters, digits, _ or -' }),
      })}
      {field('password', t({ id: 'auth.password', message: 'Password' }), {
        type: 'password',
        isRequired: true,
        autoComplete: 'new-password',
        onBlur: undefined,
        description: t({
          id: 'auth.password_rule',
          message: '6-12 letters and digits, with at least one letter and one digit',
        }),
      })}
      {shown.has('password_confirmation')
        ? field(
            'password_confirmation',
            t({ id: 'auth.confirm_password_plain', message: 'Confirm password' }),
            { type: 'password', isRequired: true, onBlur: undefined },
          )
        : null}
      {shown.has('member_name')
        ? field('member_name', t({ id: 'register.name', message: 'Real name' }), { autoComplete: 'name' })
        : null}
      {shown.has('member_phone')
        ? field('member_phone', t({ id: 'auth.phone', message: 'Phone number' }), {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel',
          })
        : null}
      {shown.phoneVerified && shown.has('member_phone')
        ? field('phone_verify', t({ id: 'register.sms_code', message: 'SMS code' }), {
            isRequired: !!valueOf('member_phone'),
            inputMode: 'numeric',
            onBlur: undefined,
            endContent: (
              <Button
                size="sm"
                variant="secondary"
                data-testid="sms-send"
                isDisabled={smsLeft > 0 || !/^\d{6,20}$/.test(valueOf('member_phone'))}
                isPending={smsCode.send.isPending}
                onPress={() => smsCode.send.mutate()}
              >
                {smsLeft > 0
                  ? t({ id: 'register.sms_resend_in', message: `Resend in ${smsLeft}s` })
                  : t({ id: 'register.sms_send', message: 'Send code' })}
              </Button>
            ),
          })
        : null}
      {shown.has('member_email')
        ? field('member_email', t({ id: 'auth.email', message: 'Email' }), {
            type: 'email',
            autoComplete: 'email',
          })
        : null}
      {shown.has('member_birthday') ? (
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>
            <Trans id="register.birthday">Birthday</Trans>
          </legend>
          <div className={grid3}>
            {field('member_birthday_year', t({ id: 'register.year', message: 'Year' }), {
              inputMode: 'numeric',
              maxLength: 4,
              onBlur: undefined,
              isInvalid: !!errors.member_birthday,
            })}
            {field('member_birthday_month', t({ id: 'register.month', message: 'Month' }), {
              inputMode: 'numeric',
              maxLength: 2,
              onBlur: undefined,
              isInvalid: !!errors.member_birthday,
            })}
            {field('member_birthday_day', t({ id: 'register.day', message: 'Day' }), {
              inputMode: 'numeric',
              maxLength: 2,
              onBlur: undefined,
              isInvalid: !!errors.member_birthday,
            })}
          </div>
          {errors.member_birthday ? (
            <p className={css({ color: 'danger', fontSize: 'sm' })}>{errors.member_birthday}</p>
          ) : null}
        </fieldset>
      ) : null}
      {shown.has('withdraw_password')
        ? field(
            'withdraw_password',
            t({ id: 'auth.withdraw_password', message: 'Withdraw password (4 digits)' }),
            { type: 'password', inputMode: 'numeric', maxLength: 4, onBlur: undefined },
          )
        : null}
      {shown.has('identity_id')
        ? field('identity_id', t({ id: 'register.identity_id', message: 'Identity number' }))
        : null}
      {rules.CONTACT_FIELDS.filter((name) => shown.has(name)).map((name) =>
        field(name, CONTACT_LABELS[name]),
      )}
      {shown.has('member_others')
        ? field('member_others', t({ id: 'register.member_others', message: 'Other contact' }), {
            maxLength: 255,
          })
        : null}
      {invitation.linkInvalid ? (
        <p role="status" className={alert} data-testid="register-link-invalid">
          <Trans id="register.link_invalid">
            The invitation link is no longer valid. You can still register without it.
          </Trans>
        </p>
      ) : null}
      {shown.has('introducer')
        ? field(
            'introducer',
            t({ id: 'register.introducer', message: 'Agent id or recommend code (optional)' }),
            {
              isDisabled: invitation.introducerDisabled,
              value: invitation.introducer === '' ? '' : valueOf('introducer'),
              ...(invitation.introducerDisabled
                ? { description: t({ id: 'recommend_closed', message: 'Friend recommendation is closed' }) }
                : {}),
              ...(invitation.fromAgentLink && valueOf('introducer') === introducerOf(invitation.link)
                ? {
                    description: t({
                      id: 'register.introducer_from_link',
                      message: 'From your invitation link',
                    }),
                  }
                : {}),
            },
          )
        : null}
      {renderCaptcha({ value: valueOf('captcha'), onChange: set('captcha'), error: errors.captcha })}
      <AgreementField
        agreed={agreement.agreed}
        onChange={agreement.setAgreed}
        error={errors.agreement}
        onRead={() => agreement.setOpen(true)}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        isPending={submission.submit.isPending}
        data-testid="register-submit"
      >
        <Trans id="auth.register">Register</Trans>
      </Button>
      {renderAgreement({
        isOpen: agreement.isOpen,
        onClose: () => agreement.setOpen(false),
        onAccept: () => {
          agreement.setAgreed(true)
          agreement.setOpen(false)
        },
      })}
    </form>
  )
}
