import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { Image, QueryBoundary, Skeleton } from '@/ui'
import type { DiscountSummary } from '../api'
import { $memberId } from '@/modules/session'
import { promotionsQueries } from '../queries'
import { categoryLabel } from './categories'
import { categoryTag } from './shared'
import { useLocale } from '@/platform/i18n'

const TEASER_SIZE = 6

/** Running promotions: started (or without a start) and not yet ended. */
export function currentPromotions(list: readonly DiscountSummary[], now: number): DiscountSummary[] {
  return list.filter(
    (item) =>
      (!item.start_at || Date.parse(item.start_at) <= now) && (!item.end_at || Date.parse(item.end_at) > now),
  )
}

/**
 * The home page's promotions teaser: a row of the current promotions, each linking to
 * `/discount/{id}`, with a link to all of them. A skeleton while loading; nothing when there are none
 * or the list could not load (the lobby stays usable).
 */
export function PromotionsTeaser() {
  return (
    <QueryBoundary fallback={<TeaserSkeleton />} failed={() => null}>
      <CurrentPromotions />
    </QueryBoundary>
  )
}

function TeaserSkeleton() {
  const { t } = useLingui()
  return (
    <div aria-busy="true" aria-label={t({ id: 'promotions.teaser_loading', message: 'Loading promotions' })}>
      <div
        className={css({ mb: '3', h: { base: '27px', lg: '30px' }, display: 'flex', alignItems: 'center' })}
      >
        <Skeleton shape="text" width="160px" height={24} />
      </div>
      <ul className={row}>
        {[0, 1, 2].map((n) => (
          <li key={n} className={item}>
            {/* The card's own box: the 2:1 picture, then the category and the title. */}
            <span className={card}>
              <Skeleton aspectRatio={2} />
              <span className={css({ display: 'grid', gap: '1', p: '3' })}>
                <Skeleton shape="text" width="40%" />
                <Skeleton shape="text" width="80%" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function CurrentPromotions() {
  const memberId = useUnit($memberId)
  const locale = useLocale()
  const { data: items } = useSuspenseQuery({
    ...promotionsQueries.discounts({ page: 1, locale, memberId }),
    meta: { silent: true },
    select: (data) => currentPromotions(data.list, Date.now()).slice(0, TEASER_SIZE),
  })
  if (items.length === 0) return null
  return (
    <section aria-labelledby="promotions-teaser-title" data-testid="promotions-teaser">
      <div
        className={css({
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: '3',
          mb: '3',
        })}
      >
        <h2
          id="promotions-teaser-title"
          className={css({ fontSize: { base: 'lg', lg: 'xl' }, fontWeight: 'bold' })}
        >
          <Trans id="page.discount.title">Promotions</Trans>
        </h2>
        <Link to="/{-$locale}/discount" className={moreLink}>
          <Trans id="promotions.teaser_all">All promotions</Trans>
        </Link>
      </div>
      <ul className={row}>
        {items.map((promotion) => (
          <li key={promotion.id} className={item}>
            <Link to="/{-$locale}/discount/$id" params={{ id: promotion.id }} className={card}>
              <Image
                src={promotion.photo_path}
                alt=""
                aspectRatio="2 / 1"
                sizes="(max-width: 991px) 80vw, 320px"
              />
              <span className={css({ display: 'grid', gap: '1', p: '3' })}>
                <span className={categoryTag}>{categoryLabel(promotion.category)}</span>
                <span className={css({ fontWeight: 'bold', lineHeight: 1.3, lineClamp: 2 })}>
                  {promotion.title}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

const row = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { base: '72%', md: '40%', lg: 'calc((100% - 2rem) / 3)' },
  gap: '4',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  p: 0,
  pb: '2',
})
const item = css({ scrollSnapAlign: 'start', minW: 0 })
const card = css({
  display: 'flex',
  flexDirection: 'column',
  h: '100%',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  overflow: 'hidden',
  color: 'text',
  _hover: { borderColor: 'accent' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})
const moreLink = css({
  fontSize: 'sm',
  color: 'accent',
  textDecoration: 'underline',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
})
