import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { lazyPart, OnDemand, preloadOn, QueryBoundary, Skeleton, SpeakerIcon } from '@/ui'
import { contentQueries } from '../queries'
import { sanitizeText } from './text'
import { useLocale } from '@/platform/i18n'
import { $currency } from '@/modules/session'

const NewsDialog = lazyPart(() => import('./news-dialog').then((m) => m.NewsDialog))

/**
 * Marquee news (spec §7 announcement/marquee): a scrolling line of the latest announcements that
 * pauses on hover and focus; activating it opens the news dialog with every announcement.
 */
export function MarqueeBar({ className }: { className?: string }) {
  return (
    <QueryBoundary fallback={<Skeleton height={40} className={cx(bar, className)} />} failed={() => null}>
      <MarqueeLine className={className} />
    </QueryBoundary>
  )
}

function MarqueeLine({ className }: { className?: string | undefined }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(contentQueries.marquee(useLocale(), useUnit($currency)))
  const [open, setOpen] = useState(false)
  const items = data?.web_announcement_list ?? []
  if (items.length === 0) return null

  const line = items.map((item) => sanitizeText(item.content)).join('   •   ')
  return (
    <>
      <button
        type="button"
        className={cx(bar, className)}
        onClick={() => setOpen(true)}
        {...preloadOn(NewsDialog)}
        aria-haspopup="dialog"
      >
        <span className={css({ srOnly: true })}>
          {t({ id: 'content.news_title', message: 'News' })}: {sanitizeText(items[0]?.content ?? '')}
        </span>
        <SpeakerIcon className={icon} size={18} />
        <span className={viewport} aria-hidden="true">
          <span className={scroller} style={{ animationDuration: `${Math.max(20, line.length / 6)}s` }}>
            <span className={chunk}>{line}</span>
            <span className={chunk}>{line}</span>
          </span>
        </span>
        <span className={more}>
          <Trans id="content.news_more">All news</Trans>
        </span>
      </button>
      <OnDemand when={open}>
        <NewsDialog items={items} isOpen={open} onOpenChange={setOpen} />
      </OnDemand>
    </>
  )
}

const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  h: '10',
  px: '3',
  bg: 'surface',
  borderRadius: { base: '0', lg: '10px' },
  border: '1px solid',
  borderColor: 'border',
  color: 'text',
  fontSize: 'sm',
  cursor: 'pointer',
  textAlign: 'start',
  _hover: { borderColor: 'accent' },
})
const icon = css({ flexShrink: 0, color: 'accent' })
const viewport = css({ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', minW: 0 })
const scroller = css({
  display: 'inline-flex',
  animation: 'marquee linear infinite',
  '[data-paused] &, button:hover &, button:focus-visible &': { animationPlayState: 'paused' },
  // Every frame of the scroll is a new frame for the whole page to composite. It starts once the page
  // answers input (`<html data-live>`), so the first view's loading has the processor to itself, and it
  // stands still behind a modal (react-aria makes the page behind it `inert`), where nobody reads it.
  'html:not([data-live]) &, [inert] &': { animationPlayState: 'paused' },
  _motionReduce: { animation: 'none' },
})
const chunk = css({ pr: '16' })
const more = css({ flexShrink: 0, color: 'accent', fontSize: 'xs', fontWeight: 'semibold' })
