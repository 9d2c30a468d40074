import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import {
  Card,
  type Column,
  countColumn,
  DataTable,
  DateRangePicker,
  listQueryProps,
  Money,
  moneyColumn,
  RECORDS_PAGE_SIZE,
  textColumn,
} from '@/ui'
import type { OperationTable } from '../api'
import { agentQueries, REPORT_FIRST_RANGE } from '../queries'
import { usePagedRange } from '@/platform/i18n'

type OperationRow = OperationTable['list'][number]

/** OperationTable: per day, new and active members, deposits, withdrawals, bets and profit. */
export function OperationTablePage({ currency }: { currency: string }) {
  const { t } = useLingui()
  const range = usePagedRange(REPORT_FIRST_RANGE, RECORDS_PAGE_SIZE)
  const query = useQuery(agentQueries.operation(range.body))
  const money = (value: number) => <Money amount={value} currency={currency} />
  const columns: Column<OperationRow>[] = [
    textColumn('date', t({ id: 'agent.report.date', message: 'Date' }), (r) => r.date),
    countColumn('new', t({ id: 'agent.report.new', message: 'New' }), (r) => r.new_members),
    countColumn('active', t({ id: 'agent.report.active', message: 'Active' }), (r) => r.active_members),
    moneyColumn('deposit_total', t({ id: 'member.recommend.deposits', message: 'Deposits' }), currency),
    moneyColumn(
      'withdrawal_total',
      t({ id: 'agent.downline.withdrawals', message: 'Withdrawals' }),
      currency,
    ),
    moneyColumn('valid_bet_total', t({ id: 'wallet.records.valid', message: 'Valid bet' }), currency),
    moneyColumn('payout_total', t({ id: 'agent.report.payout', message: 'Payout' }), currency),
    moneyColumn('profit', t({ id: 'agent.report.profit', message: 'Profit' }), currency),
  ]
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <DateRangePicker value={range.preset} onChange={range.setPreset} />
      {query.data?.summary ? (
        <Card className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
          <span>
            <Trans id="agent.report.total_profit">Profit</Trans>:{' '}
            <strong>{money(query.data.summary.profit)}</strong>
          </span>
          <span>
            <Trans id="agent.report.total_valid">Valid bets</Trans>:{' '}
            <strong>{money(query.data.summary.valid_bet_total)}</strong>
          </span>
        </Card>
      ) : null}
      <DataTable
        caption={t({ id: 'agent.page.operation', message: 'Operation table' })}
        columns={columns}
        {...listQueryProps(query)}
        rowKey={(r) => r.date}
        emptyTitle={<Trans id="agent.report.empty">No activity in this period</Trans>}
        {...range.paging}
      />
    </div>
  )
}
