import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import {
  type Column,
  DataTable,
  listQueryProps,
  moneyColumn,
  RECORDS_PAGE_SIZE,
  SearchForm,
  textColumn,
} from '@/ui'
import type { Downline } from '../api'
import { agentQueries } from '../queries'
import { formatDateTime } from '@/platform/i18n'

type DownlineRow = Downline['list'][number]

/** DownlineInfo: members and sub-agents registered through the agent. */
export function DownlineInfo({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const [account, setAccount] = useState('')
  const [page, setPage] = useState(1)
  const query = useQuery(
    agentQueries.downline({
      ...(account ? { member_account: account } : {}),
      page,
      page_size: RECORDS_PAGE_SIZE,
    }),
  )
  const levels = useQuery(agentQueries.levelNames())
  const levelName = (level: number | null) =>
    level === null
      ? t({ id: 'agent.downline.player', message: 'Player' })
      : (levels.data?.detail.find((l) => l.agent_level === level)?.name ?? String(level))
  const statuses: Record<DownlineRow['status'], string> = {
    active: t({ id: 'agent.status.active', message: 'Active' }),
    disabled: t({ id: 'agent.status.disabled', message: 'Disabled' }),
    frozen: t({ id: 'agent.status.frozen', message: 'Frozen' }),
  }
  const columns: Column<DownlineRow>[] = [
    textColumn('account', t({ id: 'member.field.account', message: 'Account' }), (r) => r.member_account),
    textColumn('type', t({ id: 'agent.downline.level', message: 'Level' }), (r) => levelName(r.agent_level)),
    textColumn('registered', t({ id: 'member.recommend.registered', message: 'Registered' }), (r) =>
      formatDateTime(r.registered_at, i18n.locale),
    ),
    textColumn('login', t({ id: 'agent.downline.last_login', message: 'Last login' }), (r) =>
      formatDateTime(r.last_login_at, i18n.locale),
    ),
    moneyColumn('cash', t({ id: 'wallet.balance', message: 'Balance' }), currency),
    moneyColumn('deposit_total', t({ id: 'member.recommend.deposits', message: 'Deposits' }), currency),
    moneyColumn(
      'withdrawal_total',
      t({ id: 'agent.downline.withdrawals', message: 'Withdrawals' }),
      currency,
    ),
    textColumn('status', t({ id: 'wallet.records.status', message: 'Status' }), (r) => statuses[r.status]),
  ]
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <SearchForm
        label={t({ id: 'member.field.account', message: 'Account' })}
        onSearch={(text) => {
          setAccount(text)
          setPage(1)
        }}
      />
      <DataTable
        caption={t({ id: 'agent.page.downline', message: 'Downline' })}
        columns={columns}
        {...listQueryProps(query)}
        rowKey={(r) => r.member_id}
        emptyTitle={<Trans id="agent.downline.empty">No downline members yet</Trans>}
        emptyText={
          <Trans id="agent.downline.empty_text">Share your promotion link to bring in players.</Trans>
        }
        page={page}
        pageSize={RECORDS_PAGE_SIZE}
        onPageChange={setPage}
      />
    </div>
  )
}
