import { Trans, useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, buttonStyles, useIdleImport, usePlaceholderTrigger } from '@/ui'
import { loginModalRequested } from '../model'
import { $demoMode, $session } from '@/modules/session'
import { accountName } from './account-name'

const loadMemberMenu = () => import('./member-menu')

const row = css({ display: 'flex', alignItems: 'center', gap: '2' })

/** Guests: log in and register. Members: the account menu with log out; `children` are extra member widgets. */
export function AccountActions({ children }: { children?: ReactNode }) {
  const [session, demo, login] = useUnit([$session, $demoMode, loginModalRequested])
  if (!session) {
    return (
      <div className={row}>
        <Button
          variant="secondary"
          size="sm"
          data-testid="login-open"
          onPress={() => login({ tab: 'login' })}
        >
          <Trans id="auth.login">Log in</Trans>
        </Button>
        {demo ? null : (
          <Button
            variant="primary"
            size="sm"
            data-testid="register-open"
            onPress={() => login({ tab: 'register' })}
          >
            <Trans id="auth.register">Register</Trans>
          </Button>
        )}
      </div>
    )
  }
  return (
    <div className={row}>
      {children}
      <MemberMenuSlot account={session.member_account} />
    </div>
  )
}

/**
 * The account menu: a look-alike trigger until the player first opens it. Its code loads when the page is
 * idle; the real menu mounts, open, at the first press (rendering it earlier would block the main thread
 * during start-up for a menu nobody opened).
 */
function MemberMenuSlot({ account }: { account: string }) {
  const { t } = useLingui()
  const { openOnLoad, pressing, autoFocus, triggerProps } = usePlaceholderTrigger()
  const menu = useIdleImport(loadMemberMenu, openOnLoad)
  if (menu && openOnLoad && !pressing)
    return <menu.MemberMenu account={account} defaultOpen={openOnLoad} autoFocus={autoFocus} />
  return (
    <button
      {...triggerProps}
      className={buttonStyles({ variant: 'ghost', size: 'sm' })}
      aria-haspopup="menu"
      aria-label={t({ id: 'auth.account_menu', message: `Account ${account}` })}
      data-testid="account-menu"
    >
      <span className={accountName}>{account}</span>
    </button>
  )
}
