import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { EmptyState, Money, QueryBoundary, Skeleton } from '@/ui'
import { protectionQueries } from '../queries'
import { card } from './limits-panel'
import { formatDate } from '@/platform/i18n'

const stat = css({
  display: 'grid',
  gap: '1',
  p: '4',
  bg: 'surfaceRaised',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border',
})
const statLabel = css({
  fontSize: 'xs',
  color: 'textMuted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})
const statValue = css({
  fontSize: { base: 'lg', lg: 'xl' },
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
})
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': {
    textAlign: 'end',
    py: '2',
    px: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
    whiteSpace: 'nowrap',
  },
  '& th:first-child, & td:first-child': { textAlign: 'start' },
  '& thead th': { color: 'textMuted', fontWeight: 'semibold', fontSize: 'xs' },
})

function monthName(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number)
  return formatDate(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1), locale, 'month', 'utc') ?? month
}

/** Deposits, withdrawals, stakes and wins per month for the last 12 months, with lifetime net deposits. */
export function HistoryPanel({ memberId }: { memberId: number }) {
  return (
    <QueryBoundary
      fallback={
        <div className={css({ display: 'grid', gap: '3' })} aria-busy="true">
          <Skeleton height={88} />
          <Skeleton height={320} />
        </div>
      }
    >
      <AccountHistory memberId={memberId} />
    </QueryBoundary>
  )
}

function AccountHistory({ memberId }: { memberId: number }) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery({ ...protectionQueries.history(memberId, 12), meta: { silent: true } })
  const money = (amount: number) => <Money amount={amount} currency={data.currency} />
  const active = data.months.some((m) => m.deposits || m.withdrawals || m.stakes || m.wins)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5' })}>
      <section aria-labelledby="lifetime-title" className={card}>
        <h3 id="lifetime-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          <Trans id="protection.history.lifetime">Since you opened your account</Trans>
        </h3>
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
          <Trans id="protection.history.since">
            Account opened {formatDate(data.lifetime.since, i18n.locale, 'dateTime', 'local')}
          </Trans>
        </p>
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' },
          })}
        >
          <div className={stat}>
            <span className={statLabel}>
              <Trans id="protection.history.deposits">Deposits</Trans>
            </span>
            <span className={statValue}>{money(data.lifetime.deposits)}</span>
          </div>
          <div className={stat}>
            <span className={statLabel}>
              <Trans id="protection.history.withdrawals">Withdrawals</Trans>
            </span>
            <span className={statValue}>{money(data.lifetime.withdrawals)}</span>
          </div>
          <div className={stat} data-testid="lifetime-net">
            <span className={statLabel}>
              <Trans id="protection.history.net_deposits">Net deposits</Trans>
            </span>
            <span className={statValue}>{money(data.lifetime.net_deposits)}</span>
          </div>
        </div>
      </section>
      <section aria-labelledby="months-title" className={card}>
        <h3 id="months-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          <Trans id="protection.history.months">Last 12 months</Trans>
        </h3>
        {active ? null : (
          <EmptyState
            title={t({
              id: 'protection.history.empty',
              message: 'No deposits, withdrawals or bets in the last 12 months',
            })}
          />
        )}
        <div className={css({ overflowX: 'auto' })} tabIndex={0} role="region" aria-labelledby="months-title">
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'protection.history.month', message: 'Month' })}</th>
                <th scope="col">{t({ id: 'protection.history.deposits', message: 'Deposits' })}</th>
                <th scope="col">{t({ id: 'protection.history.withdrawals', message: 'Withdrawals' })}</th>
                <th scope="col">{t({ id: 'protection.history.stakes', message: 'Bets' })}</th>
                <th scope="col">{t({ id: 'protection.history.wins', message: 'Wins' })}</th>
                <th scope="col">{t({ id: 'protection.history.result', message: 'Net result' })}</th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthName(month.month, i18n.locale)}</th>
                  <td>{money(month.deposits)}</td>
                  <td>{money(month.withdrawals)}</td>
                  <td>{money(month.stakes)}</td>
                  <td>{money(month.wins)}</td>
                  <td className={month.net_result < 0 ? css({ color: 'danger' }) : undefined}>
                    {money(month.net_result)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t({ id: 'protection.history.total', message: '12 months' })}</th>
                <td>{money(data.totals.deposits)}</td>
                <td>{money(data.totals.withdrawals)}</td>
                <td>{money(data.totals.stakes)}</td>
                <td>{money(data.totals.wins)}</td>
                <td>{money(data.totals.net_result)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  )
}
