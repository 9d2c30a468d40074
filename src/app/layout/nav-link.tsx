import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { NavItem } from './nav-items'

export function NavLink({ item, className }: { item: NavItem; className?: string }) {
  const { i18n } = useLingui()
  return (
    <Link
      to={item.to}
      params={(prev) => ({ ...prev, ...item.params })}
      search={item.search ? (prev) => ({ ...prev, ...item.search }) : undefined}
      className={className}
      activeProps={{ 'aria-current': 'page' }}
    >
      {i18n._(item.label)}
    </Link>
  )
}
