import { useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { Button, Menu, MenuItem, MenuTrigger } from '@/ui'
import { logoutRequested } from '../model'
import { $logoutPending } from '../session-end'
import { accountName } from './account-name'

/** The member's account menu (log out), once its code has loaded. */
export function MemberMenu({
  account,
  defaultOpen,
  autoFocus,
}: {
  account: string
  defaultOpen: boolean
  autoFocus: boolean
}) {
  const { t } = useLingui()
  const [pending, logout] = useUnit([$logoutPending, logoutRequested])
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button
        variant="ghost"
        size="sm"
        data-testid="account-menu"
        aria-label={t({ id: 'auth.account_menu', message: `Account ${account}` })}
        isPending={pending}
        autoFocus={autoFocus}
      >
        <span className={accountName}>{account}</span>
      </Button>
      <Menu onAction={(key) => (key === 'logout' ? logout() : undefined)}>
        <MenuItem id="logout" tone="danger" data-testid="logout">
          {t({ id: 'auth.logout', message: 'Log out' })}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  )
}
