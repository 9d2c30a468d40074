import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { formatDate, type Locale } from '@/platform/i18n'
import { Button, SafeHtml } from '@/ui'
import type { Letter } from '../api'

/** One letter of the inbox: its title and date, opening onto its text and a delete button. */
export function LetterItem({
  letter,
  locale,
  isExpanded,
  onToggle,
  onDelete,
}: {
  letter: Letter
  locale: Locale
  isExpanded: boolean
  onToggle: () => void
  onDelete: () => void
}) {
  const { t } = useLingui()
  const bodyId = useId()
  const unread = letter.is_read === 0
  const date = formatDate(letter.created_at, locale, 'dateTime')
  return (
    <li className={itemCls} data-unread={unread || undefined}>
      <h3 className={css({ m: 0 })}>
        <button
          type="button"
          className={headCls}
          aria-expanded={isExpanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className={dotCls} data-unread={unread || undefined} aria-hidden="true" />
          <span className={css({ flex: 1, minW: 0 })}>
            <span className={titleCls} data-unread={unread || undefined}>
              {letter.title}
            </span>
            <span className={css({ display: 'block', fontSize: 'xs', color: 'textMuted', mt: '0.5' })}>
              {unread ? (
                <span className={css({ color: 'accent', fontWeight: 'semibold', mr: '2' })}>
                  {t({ id: 'letters.unread', message: 'Unread' })}
                </span>
              ) : null}
              <time dateTime={letter.created_at}>{date}</time>
            </span>
          </span>
          <span aria-hidden="true" className={chevronCls} data-open={isExpanded || undefined}>
            ▾
          </span>
        </button>
      </h3>
      {isExpanded ? (
        <div className={bodyCls} role="region" aria-label={letter.title} id={bodyId}>
          <SafeHtml html={letter.content} tone="compact" />
          <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '3' })}>
            <Button variant="ghost" size="sm" onPress={onDelete}>
              <Trans id="letters.delete">Delete</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div id={bodyId} hidden />
      )}
    </li>
  )
}

const itemCls = css({
  bg: 'surfaceRaised',
  borderRadius: '12px',
  border: '1px solid',
  borderColor: 'border',
  overflow: 'hidden',
  '&[data-unread]': { borderColor: 'borderStrong' },
})
const headCls = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  minH: '56px',
  px: '4',
  py: '3',
  textAlign: 'start',
  color: 'text',
  cursor: 'pointer',
  bg: 'transparent',
  _hover: { bg: 'ink.700' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
})
const dotCls = css({
  w: '2',
  h: '2',
  borderRadius: 'pill',
  flexShrink: 0,
  bg: 'transparent',
  '&[data-unread]': { bg: 'accent' },
})
const titleCls = css({
  display: 'block',
  fontWeight: 'medium',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[data-unread]': { fontWeight: 'bold' },
})
const chevronCls = css({
  color: 'textMuted',
  transition: 'transform 0.15s',
  '&[data-open]': { transform: 'rotate(180deg)' },
})
const bodyCls = css({ px: '4', pb: '4', pt: '1', borderTop: '1px solid', borderColor: 'border' })
