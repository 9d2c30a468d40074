import { Link, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { LOCALE_PREFIX, useLocale } from '@/platform/i18n'
import { isDepositLink, parseItemUrl } from '../links'
import { depositLinkFollowed } from '../model'

type ItemLinkProps = {
  url: string | null | undefined
  /** spec: 0 same page, 1 new tab; unset, external links open a new tab and internal ones the same page */
  newTab?: boolean
  className?: string
  children: ReactNode
  'aria-label'?: string
  /** Marks the link as the current page. */
  current?: boolean
  /** Called when the link is followed (e.g. to close the menu holding it). */
  onFollow?: () => void
}

/** A footer, float, banner or list item link: external, main/{id}, faq/{id} or another site path. */
export function ItemLink({
  url,
  newTab,
  className,
  children,
  'aria-label': ariaLabel,
  current,
  onFollow,
}: ItemLinkProps) {
  const { t } = useLingui()
  const router = useRouter()
  const deposit = useUnit(depositLinkFollowed)
  const locale = useLocale()
  const target = parseItemUrl(url)
  // Router links mark themselves current only on an exact match (home is not current on every page).
  const newTabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const tab = { activeOptions: { exact: true, includeSearch: false }, ...newTabProps }
  const common = {
    className,
    'aria-label': ariaLabel,
    'aria-current': current ? ('page' as const) : undefined,
    onClick: onFollow,
  }
  switch (target.kind) {
    case 'external':
      return newTab === false ? (
        <a href={target.href} {...common} rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={target.href} {...common} target="_blank" rel="noopener noreferrer">
          {children}
          <span style={srOnly}>{t({ id: 'content.opens_new_tab', message: '(opens in a new tab)' })}</span>
        </a>
      )
    case 'main':
      return (
        <Link to="/{-$locale}/main/$id" params={(p) => ({ ...p, id: target.id })} {...common} {...tab}>
          {children}
        </Link>
      )
    case 'faq':
      return (
        <Link to="/{-$locale}/faq/$id" params={(p) => ({ ...p, id: target.id })} {...common} {...tab}>
          {children}
        </Link>
      )
    case 'faqIndex':
      return (
        <Link to="/{-$locale}/faq" {...common} {...tab}>
          {children}
        </Link>
      )
    case 'discount':
      return target.id ? (
        <Link
          to="/{-$locale}/discount/$id"
          params={(p) => ({ ...p, id: target.id ?? 0 })}
          {...common}
          {...tab}
        >
          {children}
        </Link>
      ) : (
        <Link to="/{-$locale}/discount" {...common} {...tab}>
          {children}
        </Link>
      )
    case 'sponsor':
      return (
        <Link to="/{-$locale}/sponsor" {...common} {...tab}>
          {children}
        </Link>
      )
    case 'app':
      return (
        <Link to="/{-$locale}/app" {...common} {...tab}>
          {children}
        </Link>
      )
    case 'home':
      return (
        <Link to="/{-$locale}" {...common} {...tab}>
          {children}
        </Link>
      )
    case 'path': {
      const href = `/${LOCALE_PREFIX[locale]}${target.path}${target.search}`
      return (
        <a
          href={href}
          {...common}
          {...newTabProps}
          onClick={(event) => {
            onFollow?.()
            if (newTab === true || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
              return
            event.preventDefault()
            // Deposit links go where the site decides (member window or fast payment, login first).
            if (isDepositLink(target.path, target.search)) deposit()
            else void router.navigate({ href })
          }}
        >
          {children}
        </a>
      )
    }
    case 'none':
      return <span className={className}>{children}</span>
  }
}

const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const
