import { useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { Dialog, Modal, Tab, TabList, TabPanel, Tabs } from '@/ui'
import { $loginModal, loginModalClosed, loginTabChanged, type AuthTab } from '../model'
import { $demoMode } from '@/modules/session'
import { LoginForm } from './login-form'

/**
 * Spec §4: the login modal with its login and register tabs (register is off in demo mode), and the
 * site's `welcome` above the login tab.
 */
export function LoginModal({ registerPanel, welcome }: { registerPanel: ReactNode; welcome?: ReactNode }) {
  const { t } = useLingui()
  const [modal, demo, close, changeTab] = useUnit([$loginModal, $demoMode, loginModalClosed, loginTabChanged])
  const tab: AuthTab = demo ? 'login' : modal.tab
  return (
    <Modal isOpen={modal.open} onOpenChange={(open) => (open ? undefined : close())} size="fullscreen">
      <Dialog
        title={
          tab === 'login'
            ? t({ id: 'auth.login', message: 'Log in' })
            : t({ id: 'auth.register', message: 'Register' })
        }
        hideTitle
      >
        {tab === 'login' ? welcome : null}
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => changeTab(key === 'register' ? 'register' : 'login')}
        >
          <TabList aria-label={t({ id: 'auth.tabs', message: 'Log in or register' })}>
            <Tab id="login">{t({ id: 'auth.login', message: 'Log in' })}</Tab>
            {demo ? null : (
              <Tab id="register" data-testid="register-tab">
                {t({ id: 'auth.register', message: 'Register' })}
              </Tab>
            )}
          </TabList>
          <TabPanel id="login">
            <LoginForm />
          </TabPanel>
          {demo ? null : <TabPanel id="register">{registerPanel}</TabPanel>}
        </Tabs>
      </Dialog>
    </Modal>
  )
}
