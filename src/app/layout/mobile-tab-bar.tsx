import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { GAME_NAV, SITE_NAV, type NavItem } from './nav-items'
import { NavLink } from './nav-link'

const TABS: NavItem[] = [
  { id: 'home', label: { id: 'nav.home', message: 'Home' }, to: '/{-$locale}' },
  ...GAME_NAV.slice(0, 2),
  ...SITE_NAV.filter((i) => i.id === 'discount' || i.id === 'app'),
]

export function MobileTabBar() {
  const { t } = useLingui()
  return (
    <nav
      aria-label={t({ id: 'nav.main_label', message: 'Main' })}
      className={css({
        position: 'fixed',
        insetX: 0,
        bottom: 0,
        zIndex: 20,
        bg: 'surface',
        borderTop: '1px solid',
        borderColor: 'border',
        pb: 'env(safe-area-inset-bottom)',
      })}
    >
      <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)' })}>
        {TABS.map((item) => (
          <li key={item.id}>
            <NavLink
              item={item}
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                minH: '14',
                fontSize: 'xs',
                fontWeight: 'medium',
                color: 'textMuted',
                textAlign: 'center',
                '&[aria-current=page]': { color: 'accent' },
              })}
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}
