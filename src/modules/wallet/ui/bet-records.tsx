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
import type { BetRecords } from '../api'
import { FIRST_RANGE, walletQueries } from '../queries'
import { recordsToolbar } from './records-toolbar'
import { formatDateTime, usePagedRange } from '@/platform/i18n'

type Bet = BetRecords['list'][number]

function gameNameOf(name: Bet['game_name'], locale: string): string {
  if (!name) return '–'
  if (typeof name === 'string') return name
  const key = locale.replace('-', '_')
  const localized = (name as Record<string, string | undefined>)[key]
  return localized ?? name.en_US
}

/** The member's bets by date range (Caracas days), with the period's valid bets and win/loss. */
export function BetRecordsTable({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const range = usePagedRange(FIRST_RANGE.bets, RECORDS_PAGE_SIZE)
  const query = useQuery(walletQueries.bets(range.body))
  const columns: Column<Bet>[] = [
    textColumn('time', t({ id: 'wallet.records.time', message: 'Time' }), (r) =>
      formatDateTime(r.bet_at, i18n.locale),
    ),
    textColumn('platform', t({ id: 'wallet.records.platform', message: 'Platform' }), (r) => r.gp_name),
    textColumn('game', t({ id: 'wallet.records.game', message: 'Game' }), (r) =>
      gameNameOf(r.game_name, i18n.locale),
    ),
    moneyColumn('bet_amount', t({ id: 'wallet.records.bet', message: 'Stake' }), currency),
    moneyColumn('valid_amount', t({ id: 'wallet.records.valid', message: 'Valid bet' }), currency),
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
      <div className={recordsToolbar}>
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
        {...listQueryProps(query)}
        rowKey={(r) => r.id}
        emptyTitle={<Trans id="wallet.records.no_bets">No bets in this period</Trans>}
        emptyText={<Trans id="wallet.records.try_range">Try a longer date range.</Trans>}
        {...range.paging}
      />
    </div>
  )
}
