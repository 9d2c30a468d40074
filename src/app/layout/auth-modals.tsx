import { useSearch } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { $captchas, AuthHost, CaptchaField, memberRegistered } from '@/modules/auth'
import { $currency, $siteCurrencies } from '@/modules/session'
import { LoginWelcome, ProtocolDialog } from '@/modules/content'
import { RegisterForm } from '@/modules/registration'
import { OnDemand } from '@/ui'
import { deepLinkSeen } from '../flows/session'

/** The identity modals with the register form in the login modal's register tab. */
export function AuthModals() {
  const [currencies, currency, captchas, received, linkSeen] = useUnit([$siteCurrencies, $currency, $captchas, memberRegistered, deepLinkSeen])
  const search = useSearch({ strict: false })
  const { tk, member_account, member_currency, member_id, member_type, enc, id, invite, currency: linkCurrency } = search
  // Deep-link login (tk + member fields, or enc) is read from the address the app opened with.
  useEffect(() => {
    linkSeen({ tk, member_account, member_currency, member_id, member_type, enc, id, invite, currency: linkCurrency })
  }, [linkSeen, tk, member_account, member_currency, member_id, member_type, enc, id, invite, linkCurrency])
  return (
    <AuthHost
      welcome={<LoginWelcome />}
      registerPanel={
        <RegisterForm
          currencies={currencies}
          defaultCurrency={currency}
          onRegistered={(data) => {
            if (data.token) received({ token: data.token, member_id: data.member_id, member_account: data.member_account, member_currency: data.member_currency, member_type: data.member_type })
          }}
          captchaToken={captchas[2]?.token ?? null}
          renderAgreement={(props) => (
            <OnDemand when={props.isOpen}>
              <ProtocolDialog {...props} />
            </OnDemand>
          )}
          renderCaptcha={({ value, onChange, error }) => (
            <CaptchaField type={2} name="register_captcha" value={value} onChange={onChange} isInvalid={!!error} errorMessage={error} />
          )}
        />
      }
    />
  )
}
