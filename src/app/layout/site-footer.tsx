import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { SITE_NAV } from './nav-items'
import { NavLink } from './nav-link'

export function SiteFooter() {
  const { t } = useLingui()
  return (
    <footer className={css({ bg: 'surface', borderTop: '1px solid', borderColor: 'border', mt: '10' })}>
      <div className={css({ maxW: '1280px', mx: 'auto', px: { base: '4', lg: '6' }, py: '8', display: 'grid', gap: '5' })}>
        <nav aria-label={t({ id: 'footer.nav_label', message: 'Site' })}>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
            {SITE_NAV.map((item) => (
              <li key={item.id}>
                <NavLink item={item} className={css({ color: 'textMuted', fontSize: 'sm', _hover: { color: 'accent' } })} />
              </li>
            ))}
          </ul>
        </nav>
        <p className={css({ color: 'textMuted', fontSize: 'xs', maxW: '70ch' })}>
          <Trans id="footer.responsible">
            18+ only. Gambling can be addictive: play responsibly and set limits that suit you.
          </Trans>
        </p>
        <p className={css({ color: 'textMuted', fontSize: 'xs' })}>© {new Date().getFullYear()} Lotus</p>
      </div>
    </footer>
  )
}
