import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Dialog, Modal } from '@/ui'
import type { FooterItem } from '../api'
import { FooterTab, pathOf } from './mobile-footer-tab'

/** The mobile footer bar's "More": the items that do not fit the bar, full screen. */
export function MoreDialog({
  items,
  here,
  isOpen,
  onOpenChange,
}: {
  items: readonly FooterItem[]
  here: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="fullscreen">
      <Dialog title={t({ id: 'content.more_title', message: 'More' })}>
        <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' })}>
          {items.map((item) => (
            <li key={item.id}>
              <FooterTab
                item={item}
                current={pathOf(item.url) === here}
                onFollow={() => onOpenChange(false)}
              />
            </li>
          ))}
        </ul>
      </Dialog>
    </Modal>
  )
}
