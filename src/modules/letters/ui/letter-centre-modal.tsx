import { Trans } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { Dialog, Modal } from '@/ui'
import { $letterCenterOpen, letterCenterClosed, letterCenterOpened } from '../model'
import { LetterCenter } from './letter-centre'

/** The header's letters dialog: the inbox full screen. */
export function LetterCenterModal() {
  const [isOpen, open, close] = useUnit([$letterCenterOpen, letterCenterOpened, letterCenterClosed])
  return (
    <Modal isOpen={isOpen} onOpenChange={(next) => (next ? open() : close())} size="fullscreen">
      <Dialog title={<Trans id="letters.title">Letters</Trans>}>
        <LetterCenter />
      </Dialog>
    </Modal>
  )
}
