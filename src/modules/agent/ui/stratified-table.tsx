import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import {
  type Column,
  countColumn,
  DataTable,
  DateRangePicker,
  listQueryProps,
  moneyColumn,
  RECORDS_PAGE_SIZE,
  textColumn,
} from '@/ui'
import type { StratifiedTable } from '../api'
import { agentQueries, REPORT_FIRST_RANGE } from '../queries'
import { usePagedRange } from '@/platform/i18n'

type StratifiedRow = StratifiedTable['list'][number]

/** StratifiedTable: the downline grouped by agent level, with commission. */
export function StratifiedTablePage({ currency }: { currency: string }) {
  const { t } = useLingui()
  const range = usePagedRange(REPORT_FIRST_RANGE, RECORDS_PAGE_SIZE)
  const query = useQuery(agentQueries.stratified(range.body))
  const columns: Column<StratifiedRow>[] = [
    textColumn('level', t({ id: 'agent.downline.level', message: 'Level' }), (r) =>
      r.agent_level === 0 ? t({ id: 'agent.downline.players', message: 'Players' }) : r.level_name,
    ),
    countColumn('members', t({ id: 'agent.report.members', message: 'Members' }), (r) => r.members),
    countColumn('active', t({ id: 'agent.report.active', message: 'Active' }), (r) => r.active_members),
    moneyColumn('valid_bet_total', t({ id: 'wallet.records.valid', message: 'Valid bet' }), currency),
    moneyColumn('profit', t({ id: 'agent.report.profit', message: 'Profit' }), currency),
    moneyColumn('commission', t({ id: 'agent.report.commission', message: 'Commission' }), currency),
  ]
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <DateRangePicker value={range.preset} onChange={range.setPreset} />
      <DataTable
        caption={t({ id: 'agent.page.stratified', message: 'Stratified table' })}
        columns={columns}
        {...listQueryProps(query)}
        rowKey={(r) => r.agent_level}
        emptyTitle={<Trans id="agent.report.empty">No activity in this period</Trans>}
      />
    </div>
  )
}
