import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import {
  type Column,
  DataTable,
  DateRangePicker,
  Money,
  type RangePreset,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@/ui'
import type { BetRecords, DWRecords, TransferRecords } from '../api'
import { walletQueries } from '../queries'
import { OrderStatusBadge } from './order-status'
import { formatDateTime, rangeFor } from '@/platform/i18n'

const PAGE_SIZE = 20
const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  mb: '4',
})

type Bet = BetRecords['list'][number]
type Transfer = TransferRecords['list'][number]
type DW = DWRecords['list'][number]

function gameNameOf(name: Bet['game_name'], locale: string): string {
  if (!name) return '–'
  if (typeof name === 'string') return name
  const key = locale.replace('-', '_')
  const localized = (name as Record<string, string | undefined>)[key]
  return localized ?? name.en_US
}

function useRange(initial: RangePreset = '7d') {
  const [preset, setPreset] = useState<RangePreset>(initial)
  const [page, setPage] = useState(1)
  return {
    preset,
    page,
    setPage,
    setPreset: (next: RangePreset) => {
      setPreset(next)
      setPage(1)
    },
    body: { ...rangeFor(preset), page, page_size: PAGE_SIZE },
  }
}

/** Transaction: bet records and wallet transfers, by date range (Caracas days), paged. */
export function TransactionRecords({ currency }: { currency: string }) {
  const { t } = useLingui()
  return (
    <Tabs>
      <TabList aria-label={t({ id: 'wallet.records.kind', message: 'Record type' })}>
        <Tab id="bets">
          <Trans id="wallet.records.bets">Bets</Trans>
        </Tab>
        <Tab id="transfers">
          <Trans id="wallet.records.transfers">Transfers</Trans>
        </Tab>
      </TabList>
      <TabPanel id="bets">
        <BetTable currency={currency} />
      </TabPanel>
      <TabPanel id="transfers">
        <TransferTable currency={currency} />
      </TabPanel>
    </Tabs>
  )
}

function BetTable({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const range = useRange()
  const query = useQuery(walletQueries.bets(range.body))
  const columns: Column<Bet>[] = [
    {
      key: 'time',
      header: t({ id: 'wallet.records.time', message: 'Time' }),
      render: (r) => formatDateTime(r.bet_at, i18n.locale),
    },
    {
      key: 'platform',
      header: t({ id: 'wallet.records.platform', message: 'Platform' }),
      render: (r) => r.gp_name,
    },
    {
      key: 'game',
      header: t({ id: 'wallet.records.game', message: 'Game' }),
      render: (r) => gameNameOf(r.game_name, i18n.locale),
    },
    {
      key: 'bet',
      header: t({ id: 'wallet.records.bet', message: 'Stake' }),
      align: 'end',
      render: (r) => <Money amount={r.bet_amount} currency={currency} />,
    },
    {
      key: 'valid',
      header: t({ id: 'wallet.records.valid', message: 'Valid bet' }),
      align: 'end',
      render: (r) => <Money amount={r.valid_amount} currency={currency} />,
    },
    {
      key: 'profit',
      header: t({ id: 'wallet.records.profit', message: 'Win/loss' }),
      align: 'end',
      render: (r) => (
        <span className={css({ color: r.profit >= 0 ? 'success' : 'danger' })}>
          <Money amount={r.profit} currency={currency} />
        </span>
      ),
    },
  ]
  const summary = query.data?.summary
  return (
    <div>
      <div className={toolbar}>
        <DateRangePicker value={range.preset} onChange={range.setPreset} />
        {summary ? (
          <span className={css({ fontSize: 'sm', color: 'textMuted' })}>
            <Trans id="wallet.records.bet_summary">Valid bets</Trans>{' '}
            <Money amount={summary.valid_amount} currency={currency} /> ·{' '}
            <Trans id="wallet.records.profit">Win/loss</Trans>{' '}
            <Money amount={summary.profit} currency={currency} />
          </span>
        ) : null}
      </div>
      <DataTable
        caption={t({ id: 'wallet.records.bets', message: 'Bets' })}
        columns={columns}
        rows={query.data?.list}
        rowKey={(r) => r.id}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyTitle={<Trans id="wallet.records.no_bets">No bets in this period</Trans>}
        emptyText={<Trans id="wallet.records.try_range">Try a longer date range.</Trans>}
        page={range.page}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        onPageChange={range.setPage}
      />
    </div>
  )
}

function TransferTable({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const range = useRange()
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
    {
      key: 'time',
      header: t({ id: 'wallet.records.time', message: 'Time' }),
      render: (r) => formatDateTime(r.created_at, i18n.locale),
    },
    { key: 'type', header: t({ id: 'wallet.records.type', message: 'Type' }), render: (r) => types[r.type] },
    {
      key: 'platform',
      header: t({ id: 'wallet.records.platform', message: 'Platform' }),
      render: (r) => r.gp_name ?? '–',
    },
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
    {
      key: 'after',
      header: t({ id: 'wallet.records.after', message: 'Balance after' }),
      align: 'end',
      render: (r) => <Money amount={r.after_cash} currency={currency} />,
    },
  ]
  return (
    <div>
      <div className={toolbar}>
        <DateRangePicker value={range.preset} onChange={range.setPreset} />
      </div>
      <DataTable
        caption={t({ id: 'wallet.records.transfers', message: 'Transfers' })}
        columns={columns}
        rows={query.data?.list}
        rowKey={(r) => r.id}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyTitle={<Trans id="wallet.records.no_transfers">No transfers in this period</Trans>}
        emptyText={<Trans id="wallet.records.try_range">Try a longer date range.</Trans>}
        page={range.page}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        onPageChange={range.setPage}
      />
    </div>
  )
}

/** DWRecord: deposits and withdrawals with their status, by date range, paged. */
export function DWRecordsPage({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const range = useRange('30d')
  const [type, setType] = useState<'all' | 'deposit' | 'withdrawal'>('all')
  const body = { ...range.body, ...(type === 'all' ? {} : { type }) }
  const query = useQuery(walletQueries.dw(body))
  const columns: Column<DW>[] = [
    {
      key: 'time',
      header: t({ id: 'wallet.records.time', message: 'Time' }),
      render: (r) => formatDateTime(r.created_at, i18n.locale),
    },
    {
      key: 'type',
      header: t({ id: 'wallet.records.type', message: 'Type' }),
      render: (r) =>
        r.type === 'deposit'
          ? t({ id: 'wallet.dw.deposit', message: 'Deposit' })
          : t({ id: 'wallet.dw.withdrawal', message: 'Withdrawal' }),
    },
    {
      key: 'order',
      header: t({ id: 'wallet.order_number', message: 'Order number' }),
      render: (r) => r.order_number,
    },
    {
      key: 'channel',
      header: t({ id: 'wallet.records.channel', message: 'Method' }),
      render: (r) => r.channel_name ?? '–',
    },
    {
      key: 'amount',
      header: t({ id: 'wallet.records.amount', message: 'Amount' }),
      align: 'end',
      render: (r) => <Money amount={r.amount} currency={r.currency || currency} />,
    },
    {
      key: 'status',
      header: t({ id: 'wallet.records.status', message: 'Status' }),
      render: (r) => <OrderStatusBadge status={r.status} />,
    },
  ]
  const typeLabels = {
    all: t({ id: 'wallet.dw.all', message: 'All' }),
    deposit: t({ id: 'wallet.dw.deposit', message: 'Deposit' }),
    withdrawal: t({ id: 'wallet.dw.withdrawal', message: 'Withdrawal' }),
  }
  return (
    <div>
      <div className={toolbar}>
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
        rows={query.data?.list}
        rowKey={(r) => r.order_number}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyTitle={<Trans id="wallet.records.no_dw">No deposits or withdrawals in this period</Trans>}
        emptyText={<Trans id="wallet.records.try_range">Try a longer date range.</Trans>}
        page={range.page}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        onPageChange={range.setPage}
      />
    </div>
  )
}
