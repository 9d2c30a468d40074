import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import {
  type Column,
  DataTable,
  DateRangePicker,
  listQueryProps,
  Money,
  moneyColumn,
  RECORDS_PAGE_SIZE,
  textColumn,
} from '@/ui'
import type { TransferRecords } from '../api'
import { FIRST_RANGE, walletQueries } from '../queries'
import { recordsToolbar } from './records-toolbar'
import { formatDateTime, usePagedRange } from '@/platform/i18n'

type Transfer = TransferRecords['list'][number]

/** Money moved in and out of the main wallet (game transfers, bonuses, agent transfers...) by date range. */
export function TransferRecordsTable({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const range = usePagedRange(FIRST_RANGE.transfers, RECORDS_PAGE_SIZE)
  const query = useQuery(walletQueries.transfers(range.body))
  const types: Record<Transfer['type'], string> = {
    transfer: t({ id: 'wallet.transfer.transfer', message: 'Game transfer' }),
    recovery: t({ id: 'wallet.transfer.recovery', message: 'Recovery' }),
    discount: t({ id: 'wallet.transfer.discount', message: 'Bonus' }),
    red_envelope: t({ id: 'wallet.transfer.red_envelope', message: 'Red envelope' }),
    agent_transfer: t({ id: 'wallet.transfer.agent', message: 'Agent transfer' }),
    adjustment: t({ id: 'wallet.transfer.adjustment', message: 'Adjustment' }),
  }
  const columns: Column<Transfer>[] = [
    textColumn('time', t({ id: 'wallet.records.time', message: 'Time' }), (r) =>
      formatDateTime(r.created_at, i18n.locale),
    ),
    textColumn('type', t({ id: 'wallet.records.type', message: 'Type' }), (r) => types[r.type]),
    textColumn(
      'platform',
      t({ id: 'wallet.records.platform', message: 'Platform' }),
      (r) => r.gp_name ?? '–',
    ),
    {
      key: 'amount',
      header: t({ id: 'wallet.records.amount', message: 'Amount' }),
      align: 'end',
      render: (r) => (
        <span className={css({ color: r.direction === 'in' ? 'success' : 'text' })}>
          {r.direction === 'in' ? '+' : '−'}
          <Money amount={r.amount} currency={currency} />
        </span>
      ),
    },
    moneyColumn('after_cash', t({ id: 'wallet.records.after', message: 'Balance after' }), currency),
  ]
  return (
    <div>
      <div className={recordsToolbar}>
        <DateRangePicker value={range.preset} onChange={range.setPreset} />
      </div>
      <DataTable
        caption={t({ id: 'wallet.records.transfers', message: 'Transfers' })}
        columns={columns}
        {...listQueryProps(query)}
        rowKey={(r) => r.id}
        emptyTitle={<Trans id="wallet.records.no_transfers">No transfers in this period</Trans>}
        emptyText={<Trans id="wallet.records.try_range">Try a longer date range.</Trans>}
        {...range.paging}
      />
    </div>
  )
}
