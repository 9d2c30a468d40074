import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'
import { Dialog, Modal } from './dialog'

const message = css({ color: 'textMuted', fontSize: 'md', whiteSpace: 'pre-line' })
const actions = css({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '3',
  width: '100%',
  sm: { flexDirection: 'row', justifyContent: 'flex-end', width: 'auto' },
})

export interface ConfirmDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: ReactNode
  message?: ReactNode
  /** Default "Confirm" / "Cancel". */
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  /**
   * Runs on confirm. A returned promise keeps the button pending; the dialog closes when it resolves
   * and stays open when it rejects (report the failure yourself, e.g. with `toast.error`).
   */
  onConfirm: () => void | Promise<void>
  onCancel?: () => void
  /** `danger` paints the confirm button red (destructive actions, leaving a running game). */
  tone?: 'default' | 'danger'
  /** Hide the cancel button (acknowledge-only notices). */
  hideCancel?: boolean
}

/** An alertdialog asking to confirm one action. Escape and the cancel button close it. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message: text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  hideCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  const [pending, setPending] = useState(false)
  const busy = useRef(false)
  const confirmed = useRef(false)

  const handleOpenChange = (open: boolean) => {
    if (!open && busy.current) return
    if (!open && !confirmed.current) onCancel?.()
    confirmed.current = false
    onOpenChange(open)
  }

  const confirm = async (close: () => void) => {
    busy.current = true
    setPending(true)
    let ok = false
    try {
      await onConfirm()
      ok = true
    } catch {
      // stays open; the caller reports the failure
    } finally {
      busy.current = false
      setPending(false)
    }
    if (ok) {
      confirmed.current = true
      close()
    }
  }

  return (
    <Modal
      size="sm"
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled={pending}
    >
      <Dialog
        role="alertdialog"
        title={title}
        showCloseButton={false}
        footer={({ close }) => (
          <div className={actions}>
            {hideCancel ? null : (
              <Button variant="secondary" onPress={close} isDisabled={pending}>
                {cancelLabel ?? t`Cancel`}
              </Button>
            )}
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              isPending={pending}
              onPress={() => void confirm(close)}
              autoFocus={tone !== 'danger'}
            >
              {confirmLabel ?? t`Confirm`}
            </Button>
          </div>
        )}
      >
        {text != null ? <div className={message}>{text}</div> : null}
      </Dialog>
    </Modal>
  )
}
