import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type Column,
  countColumn,
  DataTable,
  listQueryProps,
  moneyColumn,
  RECORDS_PAGE_SIZE,
  textColumn,
} from '@/ui'
import type { Settlements } from '../api'
import { agentQueries } from '../queries'
import { formatDateTime } from '@/platform/i18n'

type SettlementRow = Settlements['list'][number]

/** PerformanceSettlement: weekly commission settlements. */
export function PerformanceSettlementPage({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const query = useQuery(agentQueries.settlements({ page, page_size: RECORDS_PAGE_SIZE }))
  const statuses: Record<SettlementRow['status'], string> = {
    pending: t({ id: 'agent.settlement.pending', message: 'Pending' }),
    settled: t({ id: 'agent.settlement.settled', message: 'Settled' }),
    rejected: t({ id: 'agent.settlement.rejected', message: 'Rejected' }),
  }
  const columns: Column<SettlementRow>[] = [
    textColumn(
      'period',
      t({ id: 'agent.settlement.period', message: 'Period' }),
      (r) => `${r.period_start} – ${r.period_end}`,
    ),
    countColumn('active', t({ id: 'agent.report.active', message: 'Active' }), (r) => r.active_members),
    moneyColumn('valid_bet_total', t({ id: 'wallet.records.valid', message: 'Valid bet' }), currency),
    moneyColumn('profit', t({ id: 'agent.report.profit', message: 'Profit' }), currency),
    countColumn(
      'rate',
      t({ id: 'agent.settlement.rate', message: 'Rate' }),
      (r) => `${Math.round(r.commission_rate * 100)}%`,
    ),
    moneyColumn('commission', t({ id: 'agent.report.commission', message: 'Commission' }), currency),
    textColumn('status', t({ id: 'wallet.records.status', message: 'Status' }), (r) => statuses[r.status]),
    textColumn('settled', t({ id: 'agent.settlement.settled_at', message: 'Settled at' }), (r) =>
      formatDateTime(r.settled_at, i18n.locale),
    ),
  ]
  return (
    <DataTable
      caption={t({ id: 'agent.page.settlement', message: 'Performance settlement' })}
      columns={columns}
      {...listQueryProps(query)}
      rowKey={(r) => r.id}
      emptyTitle={<Trans id="agent.settlement.empty">No settlements yet</Trans>}
      page={page}
      pageSize={RECORDS_PAGE_SIZE}
      onPageChange={setPage}
    />
  )
}
