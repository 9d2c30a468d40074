import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Brand } from './brand'
import { HeaderActions } from './header-actions'
import { LanguageSelect } from './language-select'
import { useQuery } from '@tanstack/react-query'
import { contentQueries } from '@/modules/content'
import { gameNavFor, SITE_NAV } from './nav-items'
import { NavLink } from './nav-link'

export function DesktopHeader() {
  const { t } = useLingui()
  const gameRoomMode = useQuery({
    ...contentQueries.siteDetail(),
    select: (site) => site?.game_room_mode === true,
  }).data
  return (
    <header
      className={css({
        bg: 'surface',
        borderBottom: '1px solid',
        borderColor: 'border',
        position: 'sticky',
        top: 0,
        zIndex: 'sticky',
      })}
    >
      <div className={row}>
        <Brand />
        <div className={css({ flex: 1 })} />
        <HeaderActions />
        <LanguageSelect withFlags />
      </div>
      {/* Its own row: the member widgets never squeeze the game categories out of sight. */}
      <nav
        aria-label={t({ id: 'nav.games_label', message: 'Games' })}
        className={css({ borderTop: '1px solid', borderColor: 'border' })}
      >
        <ul className={navRow}>
          {[...gameNavFor(gameRoomMode === true), ...SITE_NAV.slice(0, 1)].map((item) => (
            <li key={item.id} className={css({ flexShrink: 0 })}>
              <NavLink item={item} className={navLink} />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}

const row = css({
  maxW: '1280px',
  mx: 'auto',
  px: '6',
  h: '16',
  display: 'flex',
  alignItems: 'center',
  gap: '4',
})

const navRow = css({
  maxW: '1280px',
  mx: 'auto',
  px: '6',
  h: '12',
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  overflowX: 'auto',
  scrollbarWidth: 'none',
})

const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  h: '9',
  borderRadius: 'pill',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'textMuted',
  whiteSpace: 'nowrap',
  transition: 'colors',
  _hover: { color: 'text', bg: 'surfaceRaised' },
  '&[aria-current=page]': { color: 'accent', bg: 'surfaceRaised' },
})
