import { useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { Dialog, Modal } from '@/ui'
import { $transferVerifyOpen, transferVerifyClosed } from '../login'
import { TransferVerifyForm } from './transfer-verify-form'

/**
 * Forget password and the member transfer verification (802): step one checks the withdraw password
 * and the email or phone on file and gives a token; step two sets the new login password.
 */
export function TransferVerifyDialog() {
  const { t } = useLingui()
  const [open, close] = useUnit([$transferVerifyOpen, transferVerifyClosed])
  return (
    <Modal isOpen={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog title={t({ id: 'auth.reset_title', message: 'Reset your password' })}>
        {open ? <TransferVerifyForm onDone={close} /> : null}
      </Dialog>
    </Modal>
  )
}
