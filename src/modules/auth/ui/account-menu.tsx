import { Trans, useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, Menu, MenuItem, MenuTrigger } from '@/ui'
import { $demoMode, $logoutPending, $session, loginRequested, logoutRequested } from '../model'

const row = css({ display: 'flex', alignItems: 'center', gap: '2' })

/** Guests: log in and register. Members: the account menu with log out; `children` are extra member widgets. */
export function AccountActions({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  const [session, demo, pending, login, logout] = useUnit([$session, $demoMode, $logoutPending, loginRequested, logoutRequested])
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
      <MenuTrigger>
        <Button variant="ghost" size="sm" data-testid="account-menu" aria-label={t({ id: 'auth.account_menu', message: `Account ${session.member_account}` })} isPending={pending}>
          <span className={css({ maxW: '28', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{session.member_account}</span>
        </Button>
        <Menu onAction={(key) => (key === 'logout' ? logout() : undefined)}>
          <MenuItem id="logout" tone="danger" data-testid="logout">
            {t({ id: 'auth.logout', message: 'Log out' })}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  )
}
