import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import {
  type Column,
  DataTable,
  DateRangePicker,
  listQueryProps,
  moneyColumn,
  RECORDS_PAGE_SIZE,
  textColumn,
} from '@/ui'
import type { DWRecords } from '../api'
import { FIRST_RANGE, walletQueries } from '../queries'
import { OrderStatusBadge } from './order-status'
import { recordsToolbar } from './records-toolbar'
import { formatDateTime, usePagedRange } from '@/platform/i18n'

type DW = DWRecords['list'][number]

/** DWRecord: deposits and withdrawals with their status, by date range, paged. */
export function DWRecordsPage({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const range = usePagedRange(FIRST_RANGE.dw, RECORDS_PAGE_SIZE)
  const [type, setType] = useState<'all' | 'deposit' | 'withdrawal'>('all')
  const body = { ...range.body, ...(type === 'all' ? {} : { type }) }
  const query = useQuery(walletQueries.dw(body))
  const columns: Column<DW>[] = [
    textColumn('time', t({ id: 'wallet.records.time', message: 'Time' }), (r) =>
      formatDateTime(r.created_at, i18n.locale),
    ),
    textColumn('type', t({ id: 'wallet.records.type', message: 'Type' }), (r) =>
      r.type === 'deposit'
        ? t({ id: 'wallet.dw.deposit', message: 'Deposit' })
        : t({ id: 'wallet.dw.withdrawal', message: 'Withdrawal' }),
    ),
    textColumn('order', t({ id: 'wallet.order_number', message: 'Order number' }), (r) => r.order_number),
    textColumn(
      'channel',
      t({ id: 'wallet.records.channel', message: 'Method' }),
      (r) => r.channel_name ?? '–',
    ),
    moneyColumn(
      'amount',
      t({ id: 'wallet.records.amount', message: 'Amount' }),
      (r) => r.currency || currency,
    ),
    textColumn('status', t({ id: 'wallet.records.status', message: 'Status' }), (r) => (
      <OrderStatusBadge status={r.status} />
    )),
  ]
  const typeLabels = {
    all: t({ id: 'wallet.dw.all', message: 'All' }),
    deposit: t({ id: 'wallet.dw.deposit', message: 'Deposit' }),
    withdrawal: t({ id: 'wallet.dw.withdrawal', message: 'Withdrawal' }),
  }
  return (
    <div>
      <div className={recordsToolbar}>
        <DateRangePicker value={range.preset} onChange={range.setPreset} />
        <div
          role="group"
          aria-label={t({ id: 'wallet.records.type', message: 'Type' })}
          className={css({ display: 'flex', gap: '2' })}
        >
          {(['all', 'deposit', 'withdrawal'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={type === value}
              onClick={() => {
                setType(value)
                range.setPage(1)
              }}
              className={css({
                px: '3',
                minH: '36px',
                borderRadius: 'md',
                bg: 'surface',
                borderWidth: '1px',
                borderColor: 'border',
                fontSize: 'sm',
                cursor: 'pointer',
                '&[aria-pressed=true]': { borderColor: 'accent', color: 'accent' },
              })}
            >
              {typeLabels[value]}
            </button>
          ))}
        </div>
      </div>
      <DataTable
        caption={t({ id: 'wallet.records.dw', message: 'Deposits and withdrawals' })}
        columns={columns}
        {...listQueryProps(query)}
        rowKey={(r) => r.order_number}
        emptyTitle={<Trans id="wallet.records.no_dw">No deposits or withdrawals in this period</Trans>}
        emptyText={<Trans id="wallet.records.try_range">Try a longer date range.</Trans>}
        {...range.paging}
      />
    </div>
  )
}
