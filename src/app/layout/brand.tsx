import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'

export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/{-$locale}"
      aria-label="Lotus"
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'black', letterSpacing: '0.04em' })}
    >
      <img src="/favicon.svg" alt="" width={compact ? 28 : 34} height={compact ? 28 : 34} />
      <span className={css({ fontSize: compact ? 'lg' : 'xl', color: 'accent' })}>LOTUS</span>
    </Link>
  )
}
