import { Trans, useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { Dialog, Modal } from '@/ui'
import { $member } from '@/modules/session'
import { ChangePasswordForm } from './change-password-form'

/** Spec §6: some members must change the password at first login; the dialog stays until they do. */
export function ForcedPasswordDialog() {
  const { t } = useLingui()
  const member = useUnit($member)
  return (
    <Modal
      isOpen={member?.first_login_to_change_password === true}
      isDismissable={false}
      isKeyboardDismissDisabled
    >
      <Dialog
        title={t({ id: 'auth.force_change_title', message: 'Please set a new password' })}
        showCloseButton={false}
      >
        <p className={css({ color: 'textMuted', fontSize: 'sm', mb: '4' })}>
          <Trans id="auth.force_change_intro">
            This is your first login. Choose a new password to continue.
          </Trans>
        </p>
        <ChangePasswordForm />
      </Dialog>
    </Modal>
  )
}
