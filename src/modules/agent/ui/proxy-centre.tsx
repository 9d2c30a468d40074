import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { checkAmount } from '@/modules/wallet'
import {
  Button,
  Card,
  type Column,
  DataTable,
  DateRangePicker,
  ErrorState,
  Money,
  QrCode,
  type RangePreset,
  Skeleton,
  TextField,
  toast,
} from '@/ui'
import { agentApi, type Downline, type OperationTable, type Settlements, type StratifiedTable } from '../api'
import { agentQueries } from '../queries'
import { formatDateTime, rangeFor } from '@/platform/i18n'

const PAGE_SIZE = 20
const stack = css({ display: 'grid', gap: '4' })

function useRangePaging(initial: RangePreset = '30d') {
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

type DownlineRow = Downline['list'][number]

/** DownlineInfo: members and sub-agents registered through the agent. */
export function DownlineInfo({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState('')
  const [account, setAccount] = useState('')
  const [page, setPage] = useState(1)
  const query = useQuery(
    agentQueries.downline({ ...(account ? { member_account: account } : {}), page, page_size: PAGE_SIZE }),
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
    {
      key: 'account',
      header: t({ id: 'member.field.account', message: 'Account' }),
      render: (r) => r.member_account,
    },
    {
      key: 'type',
      header: t({ id: 'agent.downline.level', message: 'Level' }),
      render: (r) => levelName(r.agent_level),
    },
    {
      key: 'registered',
      header: t({ id: 'member.recommend.registered', message: 'Registered' }),
      render: (r) => formatDateTime(r.registered_at, i18n.locale),
    },
    {
      key: 'login',
      header: t({ id: 'agent.downline.last_login', message: 'Last login' }),
      render: (r) => formatDateTime(r.last_login_at, i18n.locale),
    },
    {
      key: 'cash',
      header: t({ id: 'wallet.balance', message: 'Balance' }),
      align: 'end',
      render: (r) => <Money amount={r.cash} currency={currency} />,
    },
    {
      key: 'deposit',
      header: t({ id: 'member.recommend.deposits', message: 'Deposits' }),
      align: 'end',
      render: (r) => <Money amount={r.deposit_total} currency={currency} />,
    },
    {
      key: 'withdrawal',
      header: t({ id: 'agent.downline.withdrawals', message: 'Withdrawals' }),
      align: 'end',
      render: (r) => <Money amount={r.withdrawal_total} currency={currency} />,
    },
    {
      key: 'status',
      header: t({ id: 'wallet.records.status', message: 'Status' }),
      render: (r) => statuses[r.status],
    },
  ]
  return (
    <div className={stack}>
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
          label={t({ id: 'member.field.account', message: 'Account' })}
          value={draft}
          onChange={setDraft}
          maxLength={64}
          className={css({ flex: '1', minW: '200px' })}
        />
        <Button type="submit">
          <Trans id="member.recommend.search">Search</Trans>
        </Button>
      </form>
      <DataTable
        caption={t({ id: 'agent.page.downline', message: 'Downline' })}
        columns={columns}
        rows={query.data?.list}
        rowKey={(r) => r.member_id}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyTitle={<Trans id="agent.downline.empty">No downline members yet</Trans>}
        emptyText={
          <Trans id="agent.downline.empty_text">Share your promotion link to bring in players.</Trans>
        }
        page={page}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        onPageChange={setPage}
      />
    </div>
  )
}

/** Promotion: the agent's links with QR codes and copy buttons. */
export function PromotionPage() {
  const { t } = useLingui()
  const query = useQuery(agentQueries.links())
  if (query.isPending) return <Skeleton height="240px" />
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t({ id: 'agent.promotion.copied', message: 'Link copied' }))
    } catch {
      toast.error(url)
    }
  }
  return (
    <ul
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
      })}
    >
      {query.data.list.map((link) => {
        const title =
          link.type === 'member'
            ? t({ id: 'agent.promotion.member_link', message: 'Player registration link' })
            : t({ id: 'agent.promotion.agent_link', message: 'Sub-agent registration link' })
        return (
          <li key={link.id}>
            <Card
              tone="raised"
              className={css({ display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center' })}
            >
              <h3 className={css({ fontWeight: 'bold' })}>{title}</h3>
              <QrCode
                value={link.url}
                size={160}
                label={t({ id: 'agent.promotion.qr', message: `QR code of ${title}` })}
              />
              <code
                className={css({ fontSize: 'sm', wordBreak: 'break-all' })}
                data-testid={`promotion-url-${link.type}`}
              >
                {link.url}
              </code>
              <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
                {t({ id: 'agent.promotion.registered', message: `${link.registered_count} registered` })}
              </p>
              <Button onPress={() => void copy(link.url)} data-testid={`copy-link-${link.type}`}>
                <Trans id="agent.promotion.copy">Copy link</Trans>
              </Button>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}

type OperationRow = OperationTable['list'][number]

/** OperationTable: per day, new and active members, deposits, withdrawals, bets and profit. */
export function OperationTablePage({ currency }: { currency: string }) {
  const { t } = useLingui()
  const range = useRangePaging()
  const query = useQuery(agentQueries.operation(range.body))
  const money = (value: number) => <Money amount={value} currency={currency} />
  const columns: Column<OperationRow>[] = [
    { key: 'date', header: t({ id: 'agent.report.date', message: 'Date' }), render: (r) => r.date },
    {
      key: 'new',
      header: t({ id: 'agent.report.new', message: 'New' }),
      align: 'end',
      render: (r) => r.new_members,
    },
    {
      key: 'active',
      header: t({ id: 'agent.report.active', message: 'Active' }),
      align: 'end',
      render: (r) => r.active_members,
    },
    {
      key: 'deposit',
      header: t({ id: 'member.recommend.deposits', message: 'Deposits' }),
      align: 'end',
      render: (r) => money(r.deposit_total),
    },
    {
      key: 'withdrawal',
      header: t({ id: 'agent.downline.withdrawals', message: 'Withdrawals' }),
      align: 'end',
      render: (r) => money(r.withdrawal_total),
    },
    {
      key: 'valid',
      header: t({ id: 'wallet.records.valid', message: 'Valid bet' }),
      align: 'end',
      render: (r) => money(r.valid_bet_total),
    },
    {
      key: 'payout',
      header: t({ id: 'agent.report.payout', message: 'Payout' }),
      align: 'end',
      render: (r) => money(r.payout_total),
    },
    {
      key: 'profit',
      header: t({ id: 'agent.report.profit', message: 'Profit' }),
      align: 'end',
      render: (r) => money(r.profit),
    },
  ]
  return (
    <div className={stack}>
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
        rows={query.data?.list}
        rowKey={(r) => r.date}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyTitle={<Trans id="agent.report.empty">No activity in this period</Trans>}
        page={range.page}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        onPageChange={range.setPage}
      />
    </div>
  )
}

type StratifiedRow = StratifiedTable['list'][number]

/** StratifiedTable: the downline grouped by agent level, with commission. */
export function StratifiedTablePage({ currency }: { currency: string }) {
  const { t } = useLingui()
  const range = useRangePaging()
  const query = useQuery(agentQueries.stratified(range.body))
  const columns: Column<StratifiedRow>[] = [
    {
      key: 'level',
      header: t({ id: 'agent.downline.level', message: 'Level' }),
      render: (r) =>
        r.agent_level === 0 ? t({ id: 'agent.downline.players', message: 'Players' }) : r.level_name,
    },
    {
      key: 'members',
      header: t({ id: 'agent.report.members', message: 'Members' }),
      align: 'end',
      render: (r) => r.members,
    },
    {
      key: 'active',
      header: t({ id: 'agent.report.active', message: 'Active' }),
      align: 'end',
      render: (r) => r.active_members,
    },
    {
      key: 'valid',
      header: t({ id: 'wallet.records.valid', message: 'Valid bet' }),
      align: 'end',
      render: (r) => <Money amount={r.valid_bet_total} currency={currency} />,
    },
    {
      key: 'profit',
      header: t({ id: 'agent.report.profit', message: 'Profit' }),
      align: 'end',
      render: (r) => <Money amount={r.profit} currency={currency} />,
    },
    {
      key: 'commission',
      header: t({ id: 'agent.report.commission', message: 'Commission' }),
      align: 'end',
      render: (r) => <Money amount={r.commission} currency={currency} />,
    },
  ]
  return (
    <div className={stack}>
      <DateRangePicker value={range.preset} onChange={range.setPreset} />
      <DataTable
        caption={t({ id: 'agent.page.stratified', message: 'Stratified table' })}
        columns={columns}
        rows={query.data?.list}
        rowKey={(r) => r.agent_level}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyTitle={<Trans id="agent.report.empty">No activity in this period</Trans>}
      />
    </div>
  )
}

/** Transfer: move money from the agent's main wallet to a downline member. */
export function TransferPage({
  currency,
  onTransferred,
}: {
  currency: string
  onTransferred?: (cash: number) => void
}) {
  const { t } = useLingui()
  const [account, setAccount] = useState('')
  const [amount, setAmount] = useState('')
  const [pin, setPin] = useState('')
  const [touched, setTouched] = useState(false)
  const key = useRef(`agent-transfer-${globalThis.crypto.randomUUID()}`)
  const check = checkAmount(amount, currency, {})
  const pinOk = /^\d{4}$/.test(pin)
  const transfer = useMutation({
    mutationFn: () =>
      agentApi.transfer(
        { member_account: account.trim(), amount: Number(check.value), withdraw_password: pin },
        key.current,
      ),
    onSuccess: (data) => {
      key.current = `agent-transfer-${globalThis.crypto.randomUUID()}`
      setAmount('')
      setPin('')
      setTouched(false)
      onTransferred?.(data.member_cash)
      toast.success(t({ id: 'agent.transfer.done', message: `Transferred. Order ${data.order_number}.` }))
    },
  })
  const fresh = () => {
    key.current = `agent-transfer-${globalThis.crypto.randomUUID()}`
  }
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4', maxW: '560px' })}
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if (account.trim() && check.ok && pinOk && !transfer.isPending) transfer.mutate()
      }}
    >
      <TextField
        label={t({ id: 'agent.transfer.account', message: 'Downline account' })}
        value={account}
        onChange={(v) => {
          setAccount(v)
          fresh()
        }}
        isRequired
        maxLength={64}
        isInvalid={touched && account.trim() === ''}
        errorMessage={t({ id: 'agent.transfer.account_required', message: 'Enter the member account.' })}
      />
      <TextField
        label={t({ id: 'wallet.records.amount', message: 'Amount' })}
        value={amount}
        onChange={(v) => {
          setAmount(v)
          fresh()
        }}
        inputMode="decimal"
        isRequired
        isInvalid={touched && !check.ok}
        errorMessage={t({ id: 'agent.transfer.amount_invalid', message: 'Enter a valid amount.' })}
      />
      <TextField
        label={t({ id: 'wallet.withdraw.password', message: 'Withdrawal password' })}
        type="password"
        inputMode="numeric"
        maxLength={4}
        value={pin}
        onChange={setPin}
        isRequired
        isInvalid={touched && !pinOk}
        errorMessage={t({
          id: 'wallet.withdraw.password_invalid',
          message: 'Enter your 4-digit withdrawal password.',
        })}
        autoComplete="off"
      />
      <Button type="submit" isPending={transfer.isPending}>
        <Trans id="agent.transfer.submit">Transfer</Trans>
      </Button>
    </form>
  )
}

type SettlementRow = Settlements['list'][number]

/** PerformanceSettlement: weekly commission settlements. */
export function PerformanceSettlementPage({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const query = useQuery(agentQueries.settlements({ page, page_size: PAGE_SIZE }))
  const statuses: Record<SettlementRow['status'], string> = {
    pending: t({ id: 'agent.settlement.pending', message: 'Pending' }),
    settled: t({ id: 'agent.settlement.settled', message: 'Settled' }),
    rejected: t({ id: 'agent.settlement.rejected', message: 'Rejected' }),
  }
  const columns: Column<SettlementRow>[] = [
    {
      key: 'period',
      header: t({ id: 'agent.settlement.period', message: 'Period' }),
      render: (r) => `${r.period_start} – ${r.period_end}`,
    },
    {
      key: 'active',
      header: t({ id: 'agent.report.active', message: 'Active' }),
      align: 'end',
      render: (r) => r.active_members,
    },
    {
      key: 'valid',
      header: t({ id: 'wallet.records.valid', message: 'Valid bet' }),
      align: 'end',
      render: (r) => <Money amount={r.valid_bet_total} currency={currency} />,
    },
    {
      key: 'profit',
      header: t({ id: 'agent.report.profit', message: 'Profit' }),
      align: 'end',
      render: (r) => <Money amount={r.profit} currency={currency} />,
    },
    {
      key: 'rate',
      header: t({ id: 'agent.settlement.rate', message: 'Rate' }),
      align: 'end',
      render: (r) => `${Math.round(r.commission_rate * 100)}%`,
    },
    {
      key: 'commission',
      header: t({ id: 'agent.report.commission', message: 'Commission' }),
      align: 'end',
      render: (r) => <Money amount={r.commission} currency={currency} />,
    },
    {
      key: 'status',
      header: t({ id: 'wallet.records.status', message: 'Status' }),
      render: (r) => statuses[r.status],
    },
    {
      key: 'settled',
      header: t({ id: 'agent.settlement.settled_at', message: 'Settled at' }),
      render: (r) => formatDateTime(r.settled_at, i18n.locale),
    },
  ]
  return (
    <DataTable
      caption={t({ id: 'agent.page.settlement', message: 'Performance settlement' })}
      columns={columns}
      rows={query.data?.list}
      rowKey={(r) => r.id}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyTitle={<Trans id="agent.settlement.empty">No settlements yet</Trans>}
      page={page}
      pageSize={PAGE_SIZE}
      total={query.data?.total}
      onPageChange={setPage}
    />
  )
}
