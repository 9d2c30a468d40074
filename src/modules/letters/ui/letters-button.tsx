import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { Badge, BADGE_MAX, lazyPart, LetterIcon, OnDemand, preloadOn } from '@/ui'
import { $memberId } from '@/modules/session'
import { $letterCenterOpen, letterCenterOpened } from '../model'
import { lettersQueries } from '../queries'
import { useLocale } from '@/platform/i18n'

const LetterCenterModal = lazyPart(() => import('./letter-centre-modal').then((m) => m.LetterCenterModal))

/** The header's letters button: an envelope with the unread count (capped at 99+) that opens the inbox. */
export function LettersButton({ className }: { className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [memberId, isOpen, open] = useUnit([$memberId, $letterCenterOpen, letterCenterOpened])
  const query = useQuery({
    ...lettersQueries.list(memberId ?? 0, 1, locale),
    enabled: memberId !== null,
    meta: { silent: true },
  })
  if (memberId === null) return null
  const unread = query.data?.unread_count ?? 0
  const shown = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread)
  const label =
    unread > 0
      ? t({ id: 'letters.button_unread', message: `Letters, ${shown} unread` })
      : t({ id: 'letters.button', message: 'Letters' })
  return (
    <>
      <button
        type="button"
        className={`${buttonCls} ${className ?? ''}`}
        aria-label={label}
        onClick={open}
        {...preloadOn(LetterCenterModal)}
        data-testid="letters-button"
      >
        <LetterIcon size={22} />
        <Badge count={unread} className={badgeCls} />
      </button>
      <OnDemand when={isOpen}>
        <LetterCenterModal />
      </OnDemand>
    </>
  )
}

const buttonCls = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '44px',
  h: '44px',
  borderRadius: 'pill',
  color: 'text',
  cursor: 'pointer',
  bg: 'transparent',
  _hover: { bg: 'ink.800' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
})
const badgeCls = css({ position: 'absolute', top: '0', right: '-2px' })
