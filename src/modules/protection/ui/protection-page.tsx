import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { ReactNode } from 'react'
import { Button, EmptyState, QueryBoundary, Skeleton, Tab, TabList, TabPanel, Tabs } from '@/ui'
import type { ProtectionOverview } from '../api'
import { config } from '@/platform/config'
import { protectionQueries } from '../queries'
import { BreakPanel } from './break-panel'
import { HistoryPanel } from './history-panel'
import { LimitsPanel } from './limits-panel'
import { RealityCheckPanel } from './reality-check-panel'
import { PROTECTION_TABS, type ProtectionTab } from '../tabs'

export interface ProtectionPageProps {
  /** The logged-in member, or null for a guest. */
  memberId: number | null
  tab: ProtectionTab
  onTabChange: (tab: ProtectionTab) => void
  onLoginRequested: () => void
}

const wrap = css({
  maxW: '1100px',
  mx: 'auto',
  px: { base: '4', lg: '6' },
  py: { base: '5', lg: '8' },
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '5',
})

function isTab(key: unknown): key is ProtectionTab {
  return typeof key === 'string' && (PROTECTION_TABS as readonly string[]).includes(key)
}

/** Player protection tools: limits, reality check, time-out and self-exclusion, account history. */
export function ProtectionPage({ memberId, tab, onTabChange, onLoginRequested }: ProtectionPageProps) {
  const { t } = useLingui()
  return (
    <div className={wrap}>
      <header className={css({ display: 'grid', gap: '1' })}>
        <h1 className={css({ fontSize: { base: '2xl', lg: '3xl' }, fontWeight: 'bold' })}>
          <Trans id="protection.title">Player protection</Trans>
        </h1>
        <p className={css({ color: 'textMuted' })}>
          <Trans id="protection.lead">
            Tools to keep your play under control. Read more on the{' '}
            <Link
              to="/{-$locale}/safer-gambling"
              className={css({ color: 'accent', textDecoration: 'underline' })}
            >
              safer-gambling page
            </Link>
            .
          </Trans>
        </p>
      </header>
      {memberId === null ? (
        <EmptyState
          title={t({ id: 'protection.login_title', message: 'Log in to manage your limits' })}
          text={t({
            id: 'protection.login_text',
            message: 'Limits, reality checks, breaks and your history belong to your account.',
          })}
          action={
            <Button onPress={onLoginRequested}>
              <Trans id="protection.login_action">Log in</Trans>
            </Button>
          }
        />
      ) : (
        <Tabs selectedKey={tab} onSelectionChange={(key) => isTab(key) && onTabChange(key)}>
          <TabList aria-label={t({ id: 'protection.tabs', message: 'Player protection tools' })}>
            <Tab id="limits">{t({ id: 'protection.tab.limits', message: 'Limits' })}</Tab>
            <Tab id="reality">{t({ id: 'protection.tab.reality', message: 'Reality check' })}</Tab>
            <Tab id="break">{t({ id: 'protection.tab.break', message: 'Take a break' })}</Tab>
            <Tab id="history">{t({ id: 'protection.tab.history', message: 'Account history' })}</Tab>
          </TabList>
          <TabPanel id="limits">
            <MemberOverview
              memberId={memberId}
              render={(overview) => <LimitsPanel memberId={memberId} overview={overview} />}
            />
          </TabPanel>
          <TabPanel id="reality">
            <RealityTab memberId={memberId} />
          </TabPanel>
          <TabPanel id="break">
            <BreakTab />
          </TabPanel>
          <TabPanel id="history">
            <HistoryPanel memberId={memberId} />
          </TabPanel>
        </Tabs>
      )}
    </div>
  )
}

/** A tab that shows the member's limits and figures: their skeleton while they load, an error with a retry. */
function MemberOverview({
  memberId,
  render,
}: {
  memberId: number
  render: (overview: ProtectionOverview) => ReactNode
}) {
  return (
    <QueryBoundary
      fallback={
        <div className={css({ display: 'grid', gap: '3' })} aria-busy="true">
          <Skeleton height={180} />
          <Skeleton height={180} />
        </div>
      }
    >
      <OverviewOf memberId={memberId} render={render} />
    </QueryBoundary>
  )
}

function OverviewOf({
  memberId,
  render,
}: {
  memberId: number
  render: (overview: ProtectionOverview) => ReactNode
}) {
  const { data } = useSuspenseQuery({ ...protectionQueries.overview(memberId), meta: { silent: true } })
  return <>{render(data)}</>
}

function RealityTab({ memberId }: { memberId: number }) {
  // The site's rules are a side read: the panel has defaults until they arrive.
  const site = useQuery({ ...protectionQueries.site(config.siteId), meta: { silent: true } })
  return (
    <MemberOverview
      memberId={memberId}
      render={(overview) => <RealityCheckPanel memberId={memberId} overview={overview} site={site.data} />}
    />
  )
}

function BreakTab() {
  const site = useQuery({ ...protectionQueries.site(config.siteId), meta: { silent: true } })
  return <BreakPanel site={site.data} />
}
