import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Dialog, Modal } from '@/ui'
import type { MarqueeItem } from '../api'
import { sanitizeText } from './text'
import { formatDate } from '@/platform/i18n'

/** The news modal of spec §2: every marquee announcement with its date. */
export function NewsDialog({
  items,
  isOpen,
  onOpenChange,
}: {
  items: readonly MarqueeItem[]
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title={t({ id: 'content.news_title', message: 'News' })}>
        <ol className={css({ display: 'grid', gap: '3' })}>
          {items.map((item) => (
            <li key={item.id} className={css({ p: '3', borderRadius: '10px', bg: 'surfaceRaised' })}>
              <time dateTime={item.created_at} className={css({ fontSize: 'xs', color: 'textMuted' })}>
                {formatDate(item.created_at, i18n.locale, 'date', 'local')}
              </time>
              <p className={css({ mt: '1' })}>{sanitizeText(item.content)}</p>
            </li>
          ))}
        </ol>
      </Dialog>
    </Modal>
  )
}
