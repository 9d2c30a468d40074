import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Dialog, Modal } from '@/ui'
import type { FooterItem } from '../api'
import { parseItemUrl } from '../links'
import { splitLocalePath } from '../seo'
import { contentQueries } from '../queries'
import { ItemLink } from './item-link'
import { useContentLocale } from './use-content-locale'

const VISIBLE = 4

function pathOf(url: string | null): string | undefined {
  const target = parseItemUrl(url)
  switch (target.kind) {
    case 'home':
      return '/'
    case 'discount':
      return target.id ? `/discount/${target.id}` : '/discount'
    case 'sponsor':
      return '/sponsor'
    case 'app':
      return '/app'
    case 'faqIndex':
      return '/faq'
    case 'faq':
      return `/faq/${target.id}`
    case 'main':
      return `/main/${target.id}`
    case 'path':
      return target.path
    default:
      return undefined
  }
}

/**
 * The mobile footer bar from `/arks/web/web-mobile-footer`: the first items as tabs, the rest
 * behind "More". Each item's variant (home, discount, deposit, wallet, sign-up user, custom link,
 * custom service…) carries its icon and target.
 */
export function MobileFooterBar() {
  const { t } = useLingui()
  const locale = useContentLocale()
  const { pathname } = useLocation()
  const here = splitLocalePath(pathname).path
  const query = useQuery(contentQueries.mobileFooter(locale))
  const [moreOpen, setMoreOpen] = useState(false)
  const items = [...(query.data?.list ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
  const tabs = items.length > VISIBLE + 1 ? items.slice(0, VISIBLE) : items
  const rest = items.length > VISIBLE + 1 ? items.slice(VISIBLE) : []

  return (
    <nav aria-label={t({ id: 'nav.main_label', message: 'Main' })} className={bar}>
      <ul className={css({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr' })}>
        {query.isPending
          ? Array.from({ length: 5 }, (_, i) => <li key={i} className={css({ h: '14' })} />)
          : tabs.map((item) => (
              <li key={item.id}>
                <Tab item={item} current={pathOf(item.url) === here} />
              </li>
            ))}
        {rest.length > 0 ? (
          <li>
            <button type="button" className={tab} onClick={() => setMoreOpen(true)} aria-haspopup="dialog">
              <span aria-hidden="true" className={css({ fontSize: 'lg', lineHeight: 1 })}>
                ☰
              </span>
              <Trans id="content.more">More</Trans>
            </button>
          </li>
        ) : null}
      </ul>
      <Modal isOpen={moreOpen} onOpenChange={setMoreOpen} size="fullscreen">
        <Dialog title={t({ id: 'content.more_title', message: 'More' })}>
          <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3' })}>
            {rest.map((item) => (
              <li key={item.id}>
                <Tab item={item} current={pathOf(item.url) === here} onFollow={() => setMoreOpen(false)} />
              </li>
            ))}
          </ul>
        </Dialog>
      </Modal>
    </nav>
  )
}

function Tab({ item, current, onFollow }: { item: FooterItem; current: boolean; onFollow?: () => void }) {
  return (
    <ItemLink url={item.url} className={tab} current={current} onFollow={onFollow}>
      {item.icon ? (
        <img src={item.icon} alt="" width={24} height={24} className={css({ w: '6', h: '6' })} />
      ) : null}
      <span
        className={css({ maxW: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
      >
        {item.title}
      </span>
    </ItemLink>
  )
}

const bar = css({
  position: 'fixed',
  insetX: 0,
  bottom: 0,
  zIndex: 'sticky',
  bg: 'surface',
  borderTop: '1px solid',
  borderColor: 'border',
  pb: 'env(safe-area-inset-bottom)',
})
const tab = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  w: '100%',
  minH: '14',
  px: '1',
  fontSize: '2xs',
  fontWeight: 'medium',
  color: 'textMuted',
  textAlign: 'center',
  cursor: 'pointer',
  '&[aria-current=page]': { color: 'accent' },
})
