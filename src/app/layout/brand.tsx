import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { SiteLogo } from '@/modules/content'

/** The site logo from the backend, linking home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  return (
    <Link
      to="/{-$locale}"
      aria-label={t({ id: 'nav.home_logo', message: 'Home' })}
      className={css({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, minH: '10' })}
    >
      <SiteLogo compact={compact} />
    </Link>
  )
}
