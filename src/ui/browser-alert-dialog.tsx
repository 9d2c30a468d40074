import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'
import { Dialog, Modal } from './dialog'

export interface BrowserAlertDialogProps {
  /** `in-app`: a messenger's built-in browser; `unsupported`: a browser the site does not support. */
  reason: 'in-app' | 'unsupported'
  /** The address to open in another browser (the current page). */
  url: string
  onClose: () => void
}

const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', width: '100%' })

/** Spec §2 "browser alert": asks the visitor to open the site in a supported or the system browser. */
export function BrowserAlertDialog({ reason, url, onClose }: BrowserAlertDialogProps) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard
      ?.writeText(url)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }
  return (
    <Modal size="sm" isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog
        role="alertdialog"
        showCloseButton={false}
        title={t({ id: 'browser_alert.title', message: 'Open in another browser' })}
        footer={({ close }) => (
          <div className={actions}>
            <Button variant="secondary" onPress={close}>
              <Trans id="browser_alert.close">Close</Trans>
            </Button>
            <Button variant="primary" onPress={copy}>
              <Trans id="browser_alert.copy">Copy link</Trans>
            </Button>
          </div>
        )}
      >
        <div data-testid="browser-alert" data-reason={reason} className={css({ color: 'textMuted' })}>
          <p>
            {reason === 'in-app' ? (
              <Trans id="browser_alert.in_app">
                You are using an in-app browser. Games, deposits and downloads may not work here: open this
                page in Chrome or Safari.
              </Trans>
            ) : (
              <Trans id="browser_alert.unsupported">
                Your browser is not supported. Please use a recent Chrome, Safari, Edge or Firefox.
              </Trans>
            )}
          </p>
          <p className={css({ mt: '2', wordBreak: 'break-all', fontSize: 'sm' })}>{url}</p>
          {copied ? (
            <p role="status" className={css({ mt: '2', fontSize: 'sm' })}>
              <Trans id="browser_alert.copied">Link copied</Trans>
            </p>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  )
}
