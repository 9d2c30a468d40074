import { Trans, useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { lazy, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, buttonStyles, Deferred, usePlaceholderTrigger } from '@/ui'
import { $demoMode, $session, loginRequested } from '../model'
import { accountName } from './account-name'

const MemberMenu = lazy(() => import('./member-menu').then((m) => ({ default: m.MemberMenu })))

const row = css({ display: 'flex', alignItems: 'center', gap: '2' })

/** Guests: log in and register. Members: the account menu with log out; `children` are extra member widgets. */
export function AccountActions({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  const [session, demo, login] = useUnit([$session, $demoMode, loginRequested])
  const { openOnLoad, autoFocus, triggerProps } = usePlaceholderTrigger()
  if (!session) {
    return (
      <div className={row}>
        <Button variant="secondary" size="sm" data-testid="login-open" onPress={() => login({ tab: 'login' })}>
          <Trans id="auth.login">Log in</Trans>
        </Button>
        {demo ? null : (
          <Button variant="primary" size="sm" data-testid="register-open" onPress={() => login({ tab: 'register' })}>
            <Trans id="auth.register">Register</Trans>
          </Button>
        )}
      </div>
    )
  }
  return (
    <div className={row}>
      {children}
      <Deferred
        fallback={
          <button
            {...triggerProps}
            className={buttonStyles({ variant: 'ghost', size: 'sm' })}
            aria-haspopup="menu"
            aria-label={t({ id: 'auth.account_menu', message: `Account ${session.member_account}` })}
            data-testid="account-menu"
          >
            <span className={accountName}>{session.member_account}</span>
          </button>
        }
      >
        <MemberMenu account={session.member_account} defaultOpen={openOnLoad} autoFocus={autoFocus} />
      </Deferred>
    </div>
  )
}
