import { useUnit } from 'effector-react'
import { $captchas, AuthHost, CaptchaField, memberRegistered } from '@/modules/auth'
import { $currency, $siteCurrencies } from '@/modules/session'
import { LoginWelcome, ProtocolDialog } from '@/modules/content'
import { RegisterBackdrop, RegisterForm } from '@/modules/registration'
import { OnDemand } from '@/ui'

/** The identity modals with the register form in the login modal's register tab. */
export function AuthModals() {
  const [currencies, currency, captchas, received] = useUnit([
    $siteCurrencies,
    $currency,
    $captchas,
    memberRegistered,
  ])
  return (
    <AuthHost
      welcome={<LoginWelcome />}
      registerPanel={
        <RegisterBackdrop>
          <RegisterForm
            currencies={currencies}
            defaultCurrency={currency}
            onRegistered={(data) => {
              if (data.token)
                received({
                  token: data.token,
                  member_id: data.member_id,
                  member_account: data.member_account,
                  member_currency: data.member_currency,
                  member_type: data.member_type,
                })
            }}
            captchaToken={captchas[2]?.token ?? null}
            renderAgreement={(props) => (
              <OnDemand when={props.isOpen}>
                <ProtocolDialog {...props} />
              </OnDemand>
            )}
            renderCaptcha={({ value, onChange, error }) => (
              <CaptchaField
                type={2}
                name="register_captcha"
                value={value}
                onChange={onChange}
                isInvalid={!!error}
                errorMessage={error}
              />
            )}
          />
        </RegisterBackdrop>
      }
    />
  )
}
