import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { lazyPart, OnDemand, preloadOn, QueryBoundary } from '@/ui'
import { splitLocalePath } from '../seo'
import { contentQueries } from '../queries'
import { FooterTab, pathOf, tab } from './mobile-footer-tab'
import { useLocale } from '@/platform/i18n'

const MoreDialog = lazyPart(() => import('./mobile-footer-more').then((m) => m.MoreDialog))

const VISIBLE = 4

/**
 * The mobile footer bar from `/arks/web/web-mobile-footer`: the first items as tabs, the rest
 * behind "More". Each item's variant (home, discount, deposit, wallet, sign-up user, custom link,
 * custom service…) carries its icon and target.
 */
export function MobileFooterBar() {
  const { t } = useLingui()
  return (
    <nav aria-label={t({ id: 'nav.main_label', message: 'Main' })} className={bar}>
      <QueryBoundary
        fallback={
          <ul className={tabRow}>
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i} className={css({ h: '14' })} />
            ))}
          </ul>
        }
        failed={() => null}
      >
        <FooterTabs />
      </QueryBoundary>
    </nav>
  )
}

function FooterTabs() {
  const { pathname } = useLocation()
  const here = splitLocalePath(pathname).path
  const { data } = useSuspenseQuery(contentQueries.mobileFooter(useLocale()))
  const [moreOpen, setMoreOpen] = useState(false)
  const items = [...(data?.list ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
  const tabs = items.length > VISIBLE + 1 ? items.slice(0, VISIBLE) : items
  const rest = items.length > VISIBLE + 1 ? items.slice(VISIBLE) : []
  return (
    <>
      <ul className={tabRow}>
        {tabs.map((item) => (
          <li key={item.id}>
            <FooterTab item={item} current={pathOf(item.url) === here} />
          </li>
        ))}
        {rest.length > 0 ? (
          <li>
            <button
              type="button"
              className={tab}
              onClick={() => setMoreOpen(true)}
              {...preloadOn(MoreDialog)}
              aria-haspopup="dialog"
            >
              <span aria-hidden="true" className={css({ fontSize: 'lg', lineHeight: 1 })}>
                ☰
              </span>
              <Trans id="content.more">More</Trans>
            </button>
          </li>
        ) : null}
      </ul>
      <OnDemand when={moreOpen}>
        <MoreDialog items={rest} here={here} isOpen={moreOpen} onOpenChange={setMoreOpen} />
      </OnDemand>
    </>
  )
}

const tabRow = css({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr' })

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
