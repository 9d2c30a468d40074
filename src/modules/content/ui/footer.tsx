import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { lazyPart, OnDemand, preloadOn, QueryBoundary } from '@/ui'
import type { FooterItem } from '../api'
import { contentQueries } from '../queries'
import { ItemLink } from './item-link'
import { useLocale } from '@/platform/i18n'

const ProtocolDialog = lazyPart(() => import('./protocol-dialog').then((m) => m.ProtocolDialog))

const GROUPS: { variants: FooterItem['variant'][]; heading: 'info' | 'service' }[] = [
  { variants: ['custom_link', 'home', 'discount', 'sign_up_user'], heading: 'info' },
  {
    variants: ['custom_service', 'sponsor', 'announcement', 'letter', 'deposit', 'withdrawal', 'wallet'],
    heading: 'service',
  },
]

/**
 * The site footer filled from `/arks/web/footer`: the custom links and variant items (announcement,
 * deposit, discount, home, letter, sign-up user, sponsor, wallet, withdrawal, custom link, custom
 * service) grouped in columns, plus the responsible-play notice and copyright.
 */
export function SiteFooterContent() {
  const site = useQuery(contentQueries.siteDetail())
  const name = site.data?.site_name ?? 'Lotus'
  const [protocolOpen, setProtocolOpen] = useState(false)
  return (
    <div
      className={css({
        maxW: '1280px',
        mx: 'auto',
        px: { base: '4', lg: '6' },
        py: '8',
        display: 'grid',
        gap: '6',
      })}
    >
      <QueryBoundary fallback={<div aria-hidden="true" className={css({ h: '24' })} />} failed={() => null}>
        <FooterColumns />
      </QueryBoundary>
      <p className={css({ color: 'textMuted', fontSize: 'xs', maxW: '70ch' })}>
        <Trans id="footer.responsible">
          18+ only. Gambling can be addictive: play responsibly and set limits that suit you.
        </Trans>
      </p>
      <p>
        <button
          type="button"
          onClick={() => setProtocolOpen(true)}
          {...preloadOn(ProtocolDialog)}
          className={css({
            color: 'textMuted',
            fontSize: 'sm',
            textDecoration: 'underline',
            cursor: 'pointer',
            minH: '6',
            _hover: { color: 'accent' },
          })}
        >
          <Trans id="content.protocol_link">Service agreement</Trans>
        </button>
      </p>
      <OnDemand when={protocolOpen}>
        <ProtocolDialog isOpen={protocolOpen} onClose={() => setProtocolOpen(false)} />
      </OnDemand>
      <p className={css({ color: 'textMuted', fontSize: 'xs' })}>
        <Trans id="content.copyright">
          © {new Date().getFullYear()} {name}. All rights reserved.
        </Trans>
      </p>
    </div>
  )
}

/** The footer's items in their columns; nothing when the site has none. */
function FooterColumns() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(contentQueries.footer(useLocale()))
  const items = [...(data?.list ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
  const headings = {
    info: t({ id: 'content.footer_info', message: 'Information' }),
    service: t({ id: 'content.footer_service', message: 'Service' }),
  }
  if (items.length === 0) return null
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
        gap: '6',
      })}
    >
      {GROUPS.map((group) => {
        const groupItems = items.filter((item) => group.variants.includes(item.variant))
        if (groupItems.length === 0) return null
        return (
          <nav key={group.heading} aria-label={headings[group.heading]}>
            <h2 className={css({ fontSize: 'sm', fontWeight: 'bold', color: 'text', mb: '3' })}>
              {headings[group.heading]}
            </h2>
            <ul className={css({ display: 'grid', gap: '2' })}>
              {groupItems.map((item) => (
                <li key={item.id}>
                  <ItemLink
                    url={item.url}
                    className={css({
                      color: 'textMuted',
                      fontSize: 'sm',
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: '2',
                      minH: '6',
                      _hover: { color: 'accent' },
                    })}
                  >
                    {item.title}
                  </ItemLink>
                </li>
              ))}
            </ul>
          </nav>
        )
      })}
    </div>
  )
}
