import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import {
  Button,
  Card,
  type Column,
  DataTable,
  DateRangePicker,
  EmptyState,
  ErrorState,
  listQueryProps,
  Money,
  moneyColumn,
  QueryBoundary,
  type QueryFailure,
  RECORDS_PAGE_SIZE,
  SafeHtml,
  SearchForm,
  Skeleton,
  textColumn,
  toast,
} from '@/ui'
import type { RecommendMembers, RecommendRecords } from '../api'
import { memberQueries, RECOMMEND_FIRST_RANGE } from '../queries'
import { formatDateTime, usePagedRange } from '@/platform/i18n'

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(done)
  } catch {
    toast.error(text)
  }
}

/** RecommendProject: the rules, the member's code and link, and what it earned. */
export function RecommendProjectPage({ currency }: { currency: string }) {
  return (
    <QueryBoundary fallback={<Skeleton height="240px" />} failed={recommendProjectFailed}>
      <RecommendProject currency={currency} />
    </QueryBoundary>
  )
}

/** Code 107: the site has friend recommendation turned off. */
function recommendProjectFailed({ error, retry }: QueryFailure) {
  if (isApiError(error) && error.code === 107) {
    return <EmptyState title={<Trans id="recommend_closed">Friend recommendation is closed</Trans>} />
  }
  return <ErrorState message={error.message} onRetry={retry} />
}

function RecommendProject({ currency }: { currency: string }) {
  const { t } = useLingui()
  const { data: project } = useSuspenseQuery({ ...memberQueries.recommendProject(), meta: { silent: true } })
  const copied = t({ id: 'member.recommend.copied', message: 'Copied' })
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        <Card tone="raised">
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            <Trans id="member.recommend.code">Your recommend code</Trans>
          </p>
          <p
            className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'accent', letterSpacing: '0.08em' })}
            data-testid="recommend-code"
          >
            {project.recommend_code}
          </p>
          <Button size="sm" variant="ghost" onPress={() => void copy(project.recommend_code, copied)}>
            <Trans id="member.recommend.copy_code">Copy code</Trans>
          </Button>
        </Card>
        <Card tone="raised">
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            <Trans id="member.recommend.invited">Friends invited</Trans>
          </p>
          <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{project.invited_count}</p>
        </Card>
        <Card tone="raised">
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            <Trans id="member.recommend.rewards">Rewards earned</Trans>
          </p>
          <p className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'success' })}>
            <Money amount={project.reward_total} currency={currency} />
          </p>
        </Card>
      </div>
      <Card className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <code className={css({ flex: '1', minW: 0, wordBreak: 'break-all', fontSize: 'sm' })}>
          {project.recommend_link}
        </code>
        <Button size="sm" onPress={() => void copy(project.recommend_link, copied)}>
          <Trans id="member.recommend.copy_link">Copy link</Trans>
        </Button>
      </Card>
      <SafeHtml
        tone="plain"
        className={css({
          lineHeight: '1.7',
          '& ol': { pl: '5', listStyle: 'decimal' },
          '& h3': { fontWeight: 'semibold', mb: '2' },
        })}
        html={project.rules}
      />
    </div>
  )
}

type RecordRow = RecommendRecords['list'][number]
type MemberRow = RecommendMembers['list'][number]

/** RecommendRecord: friends who registered with the code, and their reward status. */
export function RecommendRecordsPage({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const range = usePagedRange(RECOMMEND_FIRST_RANGE, RECORDS_PAGE_SIZE)
  const query = useQuery(memberQueries.recommendRecords(range.body))
  const statuses: Record<RecordRow['status'], string> = {
    pending: t({ id: 'member.recommend.status.pending', message: 'Waiting for first deposit' }),
    rewarded: t({ id: 'member.recommend.status.rewarded', message: 'Rewarded' }),
    invalid: t({ id: 'member.recommend.status.invalid', message: 'Invalid' }),
  }
  const columns: Column<RecordRow>[] = [
    textColumn('account', t({ id: 'member.recommend.friend', message: 'Friend' }), (r) => r.member_account),
    textColumn('registered', t({ id: 'member.recommend.registered', message: 'Registered' }), (r) =>
      formatDateTime(r.registered_at, i18n.locale),
    ),
    textColumn('first', t({ id: 'member.recommend.first_deposit', message: 'First deposit' }), (r) =>
      formatDateTime(r.first_deposit_at, i18n.locale),
    ),
    moneyColumn('reward', t({ id: 'member.recommend.reward', message: 'Reward' }), currency),
    textColumn('status', t({ id: 'wallet.records.status', message: 'Status' }), (r) => statuses[r.status]),
  ]
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <DateRangePicker value={range.preset} onChange={range.setPreset} />
      <DataTable
        caption={t({ id: 'member.page.recommend_record', message: 'Recommend records' })}
        columns={columns}
        {...listQueryProps(query)}
        rowKey={(r) => r.id}
        emptyTitle={<Trans id="member.recommend.no_records">No recommended friends in this period</Trans>}
        {...range.paging}
      />
    </div>
  )
}

/** RecommendMemberSearch: search recommended friends by account, with deposits and bets in the range. */
export function RecommendMemberSearch({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const range = usePagedRange(RECOMMEND_FIRST_RANGE, RECORDS_PAGE_SIZE)
  const [account, setAccount] = useState('')
  const query = useQuery(
    memberQueries.recommendSearch({ ...range.body, ...(account ? { member_account: account } : {}) }),
  )
  const columns: Column<MemberRow>[] = [
    textColumn('account', t({ id: 'member.recommend.friend', message: 'Friend' }), (r) => r.member_account),
    textColumn('registered', t({ id: 'member.recommend.registered', message: 'Registered' }), (r) =>
      formatDateTime(r.registered_at, i18n.locale),
    ),
    moneyColumn('deposit_total', t({ id: 'member.recommend.deposits', message: 'Deposits' }), currency),
    moneyColumn('valid_bet_total', t({ id: 'wallet.records.valid', message: 'Valid bet' }), currency),
    moneyColumn('reward_total', t({ id: 'member.recommend.reward', message: 'Reward' }), currency),
  ]
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <SearchForm
        label={t({ id: 'member.recommend.search_account', message: 'Friend account' })}
        onSearch={(text) => {
          setAccount(text)
          range.setPage(1)
        }}
      />
      <DateRangePicker value={range.preset} onChange={range.setPreset} />
      <DataTable
        caption={t({ id: 'member.page.recommend_search', message: 'Recommended members' })}
        columns={columns}
        {...listQueryProps(query)}
        rowKey={(r) => `${r.member_account}-${r.registered_at}`}
        emptyTitle={<Trans id="member.recommend.no_members">No friends match</Trans>}
        {...range.paging}
      />
    </div>
  )
}
