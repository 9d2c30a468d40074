import { useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { ConfirmDialog } from '@/ui'
import { $deviceNotice, deviceNoticeClosed } from '../login'
import {
  $loginRequiredOpen,
  $logoutConfirmOpen,
  $sessionWarning,
  loginRequiredConfirmed,
  loginRequiredDismissed,
  logoutConfirmDismissed,
  logoutConfirmed,
} from '../model'
import { DoubleValidationDialog } from './double-validation-dialog'
import { LoginModal } from './login-modal'
import { useLoginErrorText } from './messages'
import { ForcedPasswordDialog } from './forced-password-dialog'
import { TransferVerifyDialog } from './transfer-verify-dialog'

/** Every identity modal, mounted once by the app shell. The register form comes from the app layer. */
export function AuthHost({ registerPanel, welcome }: { registerPanel: ReactNode; welcome?: ReactNode }) {
  const { t } = useLingui()
  const units = useUnit({
    loginRequiredOpen: $loginRequiredOpen,
    logoutConfirmOpen: $logoutConfirmOpen,
    deviceNotice: $deviceNotice,
    sessionWarning: $sessionWarning,
    confirmLogin: loginRequiredConfirmed,
    dismissLogin: loginRequiredDismissed,
    confirmLogout: logoutConfirmed,
    dismissLogout: logoutConfirmDismissed,
    closeDevice: deviceNoticeClosed,
  })
  const errorText = useLoginErrorText()
  return (
    <>
      <LoginModal registerPanel={registerPanel} welcome={welcome} />
      <DoubleValidationDialog />
      <TransferVerifyDialog />
      <ForcedPasswordDialog />
      <ConfirmDialog
        isOpen={units.loginRequiredOpen}
        onOpenChange={(open) => (open ? undefined : units.dismissLogin())}
        title={t({ id: 'auth.login_required_title', message: 'Please log in' })}
        message={t({ id: 'check_login_msg', message: 'Please log in first' })}
        confirmLabel={t({ id: 'auth.login', message: 'Log in' })}
        onConfirm={() => units.confirmLogin()}
      />
      <ConfirmDialog
        isOpen={units.logoutConfirmOpen}
        onOpenChange={(open) => (open ? undefined : units.dismissLogout())}
        title={t({ id: 'auth.logout_confirm_title', message: 'Log out now?' })}
        message={t({
          id: 'auth.logout_confirm_playing',
          message: 'A game is still running. Logging out will close it.',
        })}
        confirmLabel={t({ id: 'auth.logout', message: 'Log out' })}
        tone="danger"
        onConfirm={() => units.confirmLogout()}
      />
      <ConfirmDialog
        isOpen={units.deviceNotice !== null}
        onOpenChange={(open) => (open ? undefined : units.closeDevice())}
        title={t({ id: 'auth.device_title', message: 'Another device' })}
        message={units.deviceNotice ? errorText(units.deviceNotice) : ''}
        hideCancel
        confirmLabel={t({ id: 'common.ok', message: 'OK' })}
        onConfirm={() => units.closeDevice()}
      />
      <ConfirmDialog
        isOpen={units.sessionWarning}
        onOpenChange={() => undefined}
        title={t({ id: 'auth.session_warning_title', message: 'Logged in elsewhere' })}
        message={t({
          id: 'already_login_msg',
          message: 'Your account has logged in on another device. You will be logged out.',
        })}
        hideCancel
        confirmLabel={t({ id: 'common.ok', message: 'OK' })}
        onConfirm={() => undefined}
      />
    </>
  )
}
