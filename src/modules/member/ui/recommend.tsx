import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
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
  Money,
  type RangePreset,
  SafeHtml,
  Skeleton,
  TextField,
  toast,
} from '@/ui'
import type { RecommendMembers, RecommendRecords } from '../api'
import { memberQueries } from '../queries'
import { formatDateTime, rangeFor } from '@/platform/i18n'

const PAGE_SIZE = 20

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
  const { t } = useLingui()
  const query = useQuery({ ...memberQueries.recommendProject(), meta: { silent: true } })
  if (query.isPending) return <Skeleton height="240px" />
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 107) {
      return <EmptyState title={<Trans id="recommend_closed">Friend recommendation is closed</Trans>} />
    }
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  }
  const project = query.data
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
  const [preset, setPreset] = useState<RangePreset>('30d')
  const [page, setPage] = useState(1)
  const query = useQuery(memberQueries.recommendRecords({ ...rangeFor(preset), page, page_size: PAGE_SIZE }))
  const statuses: Record<RecordRow['status'], string> = {
    pending: t({ id: 'member.recommend.status.pending', message: 'Waiting for first deposit' }),
    rewarded: t({ id: 'member.recommend.status.rewarded', message: 'Rewarded' }),
    invalid: t({ id: 'member.recommend.status.invalid', message: 'Invalid' }),
  }
  const columns: Column<RecordRow>[] = [
    {
      key: 'account',
      header: t({ id: 'member.recommend.friend', message: 'Friend' }),
      render: (r) => r.member_account,
    },
    {
      key: 'registered',
      header: t({ id: 'member.recommend.registered', message: 'Registered' }),
      render: (r) => formatDateTime(r.registered_at, i18n.locale),
    },
    {
      key: 'first',
      header: t({ id: 'member.recommend.first_deposit', message: 'First deposit' }),
      render: (r) => formatDateTime(r.first_deposit_at, i18n.locale),
    },
    {
      key: 'reward',
      header: t({ id: 'member.recommend.reward', message: 'Reward' }),
      align: 'end',
      render: (r) => <Money amount={r.reward} currency={currency} />,
    },
    {
      key: 'status',
      header: t({ id: 'wallet.records.status', message: 'Status' }),
      render: (r) => statuses[r.status],
    },
  ]
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <DateRangePicker
        value={preset}
        onChange={(next) => {
          setPreset(next)
          setPage(1)
        }}
      />
      <DataTable
        caption={t({ id: 'member.page.recommend_record', message: 'Recommend records' })}
        columns={columns}
        rows={query.data?.list}
        rowKey={(r) => r.id}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyTitle={<Trans id="member.recommend.no_records">No recommended friends in this period</Trans>}
        page={page}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        onPageChange={setPage}
      />
    </div>
  )
}

/** RecommendMemberSearch: search recommended friends by account, with deposits and bets in the range. */
export function RecommendMemberSearch({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const [preset, setPreset] = useState<RangePreset>('30d')
  const [draft, setDraft] = useState('')
  const [account, setAccount] = useState('')
  const [page, setPage] = useState(1)
  const query = useQuery(
    memberQueries.recommendSearch({
      ...rangeFor(preset),
      ...(account ? { member_account: account } : {}),
      page,
      page_size: PAGE_SIZE,
    }),
  )
  const columns: Column<MemberRow>[] = [
    {
      key: 'account',
      header: t({ id: 'member.recommend.friend', message: 'Friend' }),
      render: (r) => r.member_account,
    },
    {
      key: 'registered',
      header: t({ id: 'member.recommend.registered', message: 'Registered' }),
      render: (r) => formatDateTime(r.registered_at, i18n.locale),
    },
    {
      key: 'deposit',
      header: t({ id: 'member.recommend.deposits', message: 'Deposits' }),
      align: 'end',
      render: (r) => <Money amount={r.deposit_total} currency={currency} />,
    },
    {
      key: 'bets',
      header: t({ id: 'wallet.records.valid', message: 'Valid bet' }),
      align: 'end',
      render: (r) => <Money amount={r.valid_bet_total} currency={currency} />,
    },
    {
      key: 'reward',
      header: t({ id: 'member.recommend.reward', message: 'Reward' }),
      align: 'end',
      render: (r) => <Money amount={r.reward_total} currency={currency} />,
    },
  ]
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <form
        role="search"
        className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}
        onSubmit={(event) => {
          event.preventDefault()
          setAccount(draft.trim())
          setPage(1)
        }}
      >
        <TextField
          label={t({ id: 'member.recommend.search_account', message: 'Friend account' })}
          value={draft}
          onChange={setDraft}
          maxLength={64}
          className={css({ flex: '1', minW: '200px' })}
        />
        <Button type="submit">
          <Trans id="member.recommend.search">Search</Trans>
        </Button>
      </form>
      <DateRangePicker
        value={preset}
        onChange={(next) => {
          setPreset(next)
          setPage(1)
        }}
      />
      <DataTable
        caption={t({ id: 'member.page.recommend_search', message: 'Recommended members' })}
        columns={columns}
        rows={query.data?.list}
        rowKey={(r) => `${r.member_account}-${r.registered_at}`}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyTitle={<Trans id="member.recommend.no_members">No friends match</Trans>}
        page={page}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        onPageChange={setPage}
      />
    </div>
  )
}
