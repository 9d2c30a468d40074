import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { memo, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import {
  Button,
  EmptyState,
  ErrorState,
  Image,
  QueryBoundary,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TabsPreview,
  useFocusChosenTab,
} from '@/ui'
import type { DiscountSummary } from '../api'
import { $memberId } from '@/modules/session'
import { discountOpened } from '../model'
import { promotionsQueries } from '../queries'
import { categoryLabel } from './categories'
import { DiscountPeriod } from './discount-detail'
import { categoryTag } from './shared'
import { useLocale } from '@/platform/i18n'

const ALL = 'all'

export interface DiscountListPageProps {
  /** The category of the URL (`?category=`), undefined for all. */
  category?: string
  onCategoryChange: (category: string | undefined) => void
}

/** /discount: promotions by category as cards; a card opens the discount modal, its title the page. */
export function DiscountListPage({ category, onCategoryChange }: DiscountListPageProps) {
  return (
    <section className={page}>
      <header className={css({ mb: '5' })}>
        <h1 className={css({ fontSize: { base: '2xl', lg: '3xl' }, fontWeight: 'bold' })}>
          <Trans id="page.discount.title">Promotions</Trans>
        </h1>
        <p className={css({ color: 'textMuted', mt: '1' })}>
          <Trans id="promotions.lead">Bonuses, rebates and rewards for every player.</Trans>
        </p>
      </header>
      <QueryBoundary
        fallback={
          <CategoryTabs categories={[]} selected={ALL} onCategoryChange={onCategoryChange}>
            {() => <GridSkeleton />}
          </CategoryTabs>
        }
        failed={({ error, retry }) => (
          <ErrorState
            title={<Trans id="promotions.error_title">Promotions could not be loaded</Trans>}
            message={error.message}
            onRetry={retry}
          />
        )}
      >
        <DiscountCategories {...(category ? { category } : {})} onCategoryChange={onCategoryChange} />
      </QueryBoundary>
    </section>
  )
}

/** The first page of a category's promotions (all of them for `undefined`). */
function useDiscountsQuery(category: string | undefined) {
  return promotionsQueries.discounts({
    page: 1,
    locale: useLocale(),
    memberId: useUnit($memberId),
    ...(category ? { category } : {}),
  })
}

function DiscountCategories({ category, onCategoryChange }: DiscountListPageProps) {
  // The unfiltered first page names the categories.
  const { data: overview } = useSuspenseQuery({ ...useDiscountsQuery(undefined), meta: { silent: true } })
  const categories = overview.categories ?? []
  const selected = category && categories.includes(category) ? category : ALL
  return (
    <CategoryTabs categories={categories} selected={selected} onCategoryChange={onCategoryChange}>
      {(name) => (
        <QueryBoundary fallback={<GridSkeleton />}>
          <DiscountGrid category={name === ALL ? undefined : name} />
        </QueryBoundary>
      )}
    </CategoryTabs>
  )
}

function CategoryTabs({
  categories,
  selected,
  onCategoryChange,
  children,
}: {
  categories: readonly string[]
  selected: string
  onCategoryChange: (category: string | undefined) => void
  /** The panel of a category (`ALL` for all). */
  children: (name: string) => ReactNode
}) {
  const { t } = useLingui()
  const label = t({ id: 'promotions.categories', message: 'Promotion categories' })
  const names = [ALL, ...categories]
  // The page shows the tabs as plain markup (see `TabsPreview`) until the player uses them: hydrated,
  // react-aria's tabs replace their server form, which with the panel's walk for focusable elements
  // was one task of 65-95 ms of processor time on a phone. The tab the player chose is selected (and
  // focused) while the address still names the category it was chosen from.
  const [live, setLive] = useState(false)
  const [chosen, setChosen] = useState<{ name: string; from: string } | null>(null)
  // Once the address names it, the choice is the address's: a later address decides alone.
  if (chosen !== null && chosen.name === selected) setChosen(null)
  const shown = chosen !== null && chosen.from === selected ? chosen.name : selected
  const around = useFocusChosenTab(live)
  const choose = (name: string) => {
    setLive(true)
    if (name === shown) return
    setChosen({ name, from: selected })
    onCategoryChange(name === ALL ? undefined : name)
  }
  if (!live) {
    return (
      <TabsPreview
        variant="pill"
        label={label}
        labels={names.map((name) =>
          name === ALL ? t({ id: 'promotions.category.all', message: 'All' }) : categoryLabel(name),
        )}
        selected={Math.max(0, names.indexOf(selected))}
        onChosen={(index) => choose(names[index] ?? ALL)}
      >
        {children(selected)}
      </TabsPreview>
    )
  }
  return (
    <div ref={around}>
      <Tabs variant="pill" selectedKey={shown} onSelectionChange={(key) => choose(String(key))}>
        <TabList aria-label={label}>
          <Tab id={ALL}>
            <Trans id="promotions.category.all">All</Trans>
          </Tab>
          {categories.map((name) => (
            <Tab key={name} id={name}>
              {categoryLabel(name)}
            </Tab>
          ))}
        </TabList>
        {names.map((name) => (
          <TabPanel key={name} id={name}>
            {children(name)}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}

function GridSkeleton() {
  return (
    <ul className={grid} aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <li key={n} className={card}>
          <Skeleton aspectRatio={2} />
          <div className={css({ p: '4', display: 'grid', gap: '2' })}>
            <Skeleton shape="text" width="70%" height={20} />
            <Skeleton shape="text" height={14} />
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * Kept as it is when only its tab re-renders: react-aria rebuilds the tabs' collection once the page
 * has hydrated, and the cards would otherwise all be drawn again in that one task.
 */
const DiscountGrid = memo(function DiscountGrid({ category }: { category: string | undefined }) {
  const { data } = useSuspenseQuery({ ...useDiscountsQuery(category), meta: { silent: true } })
  if (data.list.length === 0) {
    return (
      <EmptyState
        title={<Trans id="promotions.empty_title">No promotions here right now</Trans>}
        text={
          <Trans id="promotions.empty_text">New offers are added often. Check the other categories.</Trans>
        }
      />
    )
  }
  return (
    <ul className={grid}>
      {data.list.map((item, index) => (
        <DiscountCard key={item.id} item={item} first={index === 0} />
      ))}
    </ul>
  )
})

/** A promotion picture's own size (2:1). */
const PHOTO_SIZE = { width: 600, height: 300 }

/** `first`: the list's first card, whose picture is the page's largest, asked for first. */
function DiscountCard({ item, first }: { item: DiscountSummary; first: boolean }) {
  const open = useUnit(discountOpened)
  return (
    <li className={card}>
      <Image
        src={item.photo_path}
        alt=""
        aspectRatio="2 / 1"
        intrinsic={PHOTO_SIZE}
        sizes="(max-width: 767px) 100vw, (max-width: 991px) 50vw, 400px"
        {...(first ? { loading: 'eager', fetchPriority: 'high' } : {})}
      />
      <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '2', flex: 1 })}>
        <span className={categoryTag}>{categoryLabel(item.category)}</span>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: 1.3 })}>
          <Link
            to="/{-$locale}/discount/$id"
            params={{ id: item.id }}
            className={css({
              color: 'text',
              _hover: { color: 'accent' },
              _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
            })}
          >
            {item.title}
          </Link>
        </h2>
        <p className={css({ color: 'textMuted', fontSize: 'sm', flex: 1 })}>{item.summary}</p>
        <p className={css({ fontSize: 'xs', color: 'textMuted' })}>
          <DiscountPeriod discount={item} />
        </p>
        <Button variant="secondary" size="sm" onPress={() => open(item.id)}>
          <Trans id="promotions.details">Details</Trans>
        </Button>
      </div>
    </li>
  )
}

const page = css({ maxW: '1200px', mx: 'auto', px: { base: '4', lg: '6' }, py: { base: '5', lg: '8' } })
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: '4',
  listStyle: 'none',
  p: 0,
  mt: '2',
})
const card = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  overflow: 'hidden',
})
