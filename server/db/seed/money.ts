import { hashPassword } from '../../auth/passwords.ts'
import { MONEY_UNITS } from '../../domain/money-text.ts'
import type { Db } from '../types.ts'
import { bulkInsert, daysFrom, resetSequences } from './bulk.ts'
import { MEMBER_ACCOUNT_COLUMNS } from './members.ts'
import { Prng } from './prng.ts'
import { PROVIDERS } from './providers.ts'

/**
 * Money and agent data: deposit channels and banks per currency, bound bank accounts, a history of
 * deposits and withdrawals (with their ledger rows), bet records, agent001's downline, promotion
 * links and weekly settlements derived from the downline's bets, and demo888's recommended friends.
 * Runs after seedMembers. Seeded balances of the fixed accounts stay as members.ts states them:
 * their history nets to zero before the opening balance.
 */

const UNIT = MONEY_UNITS

const BANKS: Record<string, [string, string][]> = {
  VND: [
    ['VCB', 'Vietcombank'],
    ['TCB', 'Techcombank'],
    ['ACB', 'ACB'],
    ['MB', 'MB Bank'],
    ['BIDV', 'BIDV'],
    ['VTB', 'VietinBank'],
  ],
  RMB: [
    ['ICBC', '中国工商银行'],
    ['CCB', '中国建设银行'],
    ['ABC', '中国农业银行'],
  ],
  THB: [
    ['KBANK', 'Kasikornbank'],
    ['SCB', 'Siam Commercial Bank'],
    ['BBL', 'Bangkok Bank'],
  ],
}

const GENERIC_BANKS: [string, string][] = [
  ['NB1', 'National Bank'],
  ['CB2', 'City Bank'],
  ['UB3', 'United Bank'],
]

export const SEED_WITHDRAW_PASSWORD = '1234'

type ChannelRow = {
  id: number
  currency: string
  name: string
  type: string
  min_amount: string
  max_amount: string
  fee_rate: string
  preset_amounts: string[]
  needs_depositor_name: boolean
  fast_payment: boolean
  sort: number
}

function channelsFor(currency: string, firstId: number): ChannelRow[] {
  const unit = UNIT[currency] ?? 1
  const money = (units: number) => String(units * unit)
  const presets = [10, 20, 50, 100, 500].map(money)
  const local = currency === 'VND'
  const defs: Omit<ChannelRow, 'id' | 'currency' | 'sort'>[] = [
    {
      name: local ? 'Chuyển khoản ngân hàng' : 'Bank transfer',
      type: 'bank_transfer',
      min_amount: money(10),
      max_amount: money(30_000),
      fee_rate: '0',
      preset_amounts: presets,
      needs_depositor_name: true,
      fast_payment: true,
    },
    {
      name: local ? 'Ví MoMo' : 'E-wallet',
      type: 'e_wallet',
      min_amount: money(5),
      max_amount: money(5_000),
      fee_rate: '0.01',
      preset_amounts: presets,
      needs_depositor_name: false,
      fast_payment: true,
    },
    {
      name: local ? 'Quét mã QR' : 'QR payment',
      type: 'qr_code',
      min_amount: money(5),
      max_amount: money(10_000),
      fee_rate: '0',
      preset_amounts: presets,
      needs_depositor_name: false,
      fast_payment: false,
    },
    {
      name: 'USDT (TRC20)',
      type: 'crypto',
      min_amount: money(20),
      max_amount: money(100_000),
      fee_rate: '0.005',
      preset_amounts: [20, 50, 100, 1000].map(money),
      needs_depositor_name: false,
      fast_payment: false,
    },
  ]
  return defs.map((def, index) => ({ ...def, id: firstId + index, currency, sort: index }))
}

interface HistoryEntry {
  kind: 'deposit' | 'withdrawal'
  amount: number
  status: 'success' | 'failed' | 'cancelled' | 'expired' | 'processing' | 'pending'
  day: number
}

/** A history for a fixed account that nets to zero, so the opening balance row stays correct. */
function zeroHistory(unit: number): HistoryEntry[] {
  return [
    { kind: 'deposit', amount: 200 * unit, status: 'success', day: -58 },
    { kind: 'deposit', amount: 50 * unit, status: 'failed', day: -55 },
    { kind: 'deposit', amount: 100 * unit, status: 'success', day: -52 },
    { kind: 'withdrawal', amount: 40 * unit, status: 'cancelled', day: -50 },
    { kind: 'withdrawal', amount: 120 * unit, status: 'success', day: -48 },
    { kind: 'deposit', amount: 30 * unit, status: 'expired', day: -45 },
    { kind: 'deposit', amount: 20 * unit, status: 'success', day: -41 },
    { kind: 'withdrawal', amount: 200 * unit, status: 'success', day: -37 },
  ]
}

interface LedgerRow {
  wallet_id: number
  member_id: number
  amount: string
  balance_after: string
  kind: string
  reference: string
  created_at: string
}

interface OrderRows {
  deposits: Record<string, unknown>[]
  withdrawals: Record<string, unknown>[]
  ledger: LedgerRow[]
}

let orderSerial = 0
function orderNumber(prefix: 'D' | 'W', at: string): string {
  orderSerial += 1
  return `${prefix}${at.slice(0, 10).replaceAll('-', '')}${String(100000 + orderSerial)}`
}

/**
 * Orders and their ledger rows for one member. `startBalance` is the main wallet before the first
 * entry; returns the balance after the last one.
 */
function historyRows(
  out: OrderRows,
  reference: Date,
  member: { id: number; currency: string; walletId: number; channelId: number; bankAccountId: number },
  entries: HistoryEntry[],
  startBalance: number,
): number {
  let balance = startBalance
  for (const [index, entry] of entries.entries()) {
    const at = daysFrom(reference, entry.day + index * 0.01)
    const done = entry.status === 'success' ? daysFrom(reference, entry.day + index * 0.01 + 0.01) : null
    if (entry.kind === 'deposit') {
      const number = orderNumber('D', at)
      out.deposits.push({
        order_number: number,
        member_id: member.id,
        channel_id: member.channelId,
        amount: String(entry.amount),
        fee: '0',
        currency: member.currency,
        status: entry.status,
        created_at: at,
        completed_at: entry.status === 'pending' || entry.status === 'processing' ? null : (done ?? at),
      })
      if (entry.status === 'success') {
        balance += entry.amount
        out.ledger.push({
          wallet_id: member.walletId,
          member_id: member.id,
          amount: String(entry.amount),
          balance_after: String(balance),
          kind: 'deposit',
          reference: number,
          created_at: done ?? at,
        })
      }
    } else {
      const number = orderNumber('W', at)
      out.withdrawals.push({
        order_number: number,
        member_id: member.id,
        bank_account_id: member.bankAccountId,
        amount: String(entry.amount),
        fee: '0',
        currency: member.currency,
        status: entry.status,
        created_at: at,
        completed_at: entry.status === 'processing' ? null : (done ?? at),
      })
      // A withdrawal debits at request time; a cancelled one is refunded by a second row.
      balance -= entry.amount
      out.ledger.push({
        wallet_id: member.walletId,
        member_id: member.id,
        amount: String(-entry.amount),
        balance_after: String(balance),
        kind: 'withdrawal',
        reference: number,
        created_at: at,
      })
      if (entry.status === 'cancelled' || entry.status === 'failed') {
        balance += entry.amount
        out.ledger.push({
          wallet_id: member.walletId,
          member_id: member.id,
          amount: String(entry.amount),
          balance_after: String(balance),
          kind: 'withdrawal_refund',
          reference: number,
          created_at: done ?? at,
        })
      }
    }
  }
  return balance
}

const ACTIVE_PROVIDERS = PROVIDERS.filter((provider) => provider.active !== false)

/** Names of the seeded games, by `provider id-game type`, so bet records name games a player can find. */
type GameNames = Map<string, Record<string, string>[]>

async function seededGameNames(db: Db): Promise<GameNames> {
  const rows = await db.query<{ provider_id: number; game_type: number; names: Record<string, string> }>(
    'SELECT provider_id, game_type, names FROM games ORDER BY id',
  )
  const names: GameNames = new Map()
  for (const row of rows.rows) {
    const key = `${row.provider_id}-${row.game_type}`
    names.set(key, [...(names.get(key) ?? []), row.names])
  }
  return names
}

function betRows(
  prng: Prng,
  games: GameNames,
  reference: Date,
  memberId: number,
  unit: number,
  count: number,
): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = []
  for (let i = 0; i < count; i += 1) {
    const provider = prng.pick(ACTIVE_PROVIDERS)
    const types = Object.keys(provider.games).map(Number)
    const gameType = prng.pick(types.length > 0 ? types : [2])
    const bet = prng.int(1, 50) * unit
    const status = i === 0 ? 'unsettled' : prng.chance(0.03) ? 'cancelled' : 'settled'
    const payout = status === 'settled' ? Math.floor((bet * prng.int(0, 190)) / 100) : 0
    const day = -prng.int(0, 59) - prng.next()
    const at = daysFrom(reference, day)
    rows.push({
      bet_number: `B${memberId}-${String(i + 1).padStart(5, '0')}`,
      member_id: memberId,
      provider_id: provider.id,
      game_type: gameType,
      game_name: gameNameOf(games, provider, gameType, prng.int(1, 120)),
      bet_amount: String(bet),
      valid_amount: String(status === 'cancelled' ? 0 : bet),
      payout: String(payout),
      status,
      bet_at: at,
      settled_at: status === 'settled' ? daysFrom(reference, day + 0.001) : null,
    })
  }
  return rows
}

function gameNameOf(
  games: GameNames,
  provider: (typeof ACTIVE_PROVIDERS)[number],
  gameType: number,
  draw: number,
): Record<string, string> {
  const list = games.get(`${provider.id}-${gameType}`) ?? []
  return list[draw % Math.max(list.length, 1)] ?? { en_US: provider.name }
}

/** Downline of agent001 (agents.id 1, member 3): members 1001+, some of them sub-agents. */
const DOWNLINE_FIRST_ID = 1001
const DOWNLINE_SIZE = 24
/** Friends demo888 recommended with LOTUS888: members 1101+. */
const FRIENDS_FIRST_ID = 1101
const FRIENDS_SIZE = 6

export async function seedMoney(db: Db, reference: Date): Promise<void> {
  const prng = new Prng(0x10705)
  orderSerial = 0
  // members.ts inserted explicit ids: move the sequences before inserting rows without one.
  await resetSequences(db, ['members', 'agents', 'wallets', 'wallet_ledger'])
  const currencies = await db.query<{ code: string }>('SELECT code FROM currencies ORDER BY sort')
  const channels = currencies.rows.flatMap((row, index) => channelsFor(row.code, index * 10 + 1))
  await bulkInsert(
    db,
    'deposit_channels',
    {
      id: 'integer',
      currency: 'text',
      name: 'text',
      type: 'text',
      min_amount: 'numeric',
      max_amount: 'numeric',
      fee_rate: 'numeric',
      preset_amounts: 'numeric[]',
      needs_depositor_name: 'boolean',
      fast_payment: 'boolean',
      sort: 'smallint',
    },
    channels,
  )
  await bulkInsert(
    db,
    'banks',
    { currency: 'text', code: 'text', name: 'text', sort: 'smallint' },
    currencies.rows.flatMap((row) =>
      (BANKS[row.code] ?? GENERIC_BANKS).map(([code, name], sort) => ({
        currency: row.code,
        code,
        name,
        sort,
      })),
    ),
  )

  // Downline and friends: real members with passwords, wallets built from their history.
  const passwordHash = hashPassword('lotus123', 'lotus-seed-salt')
  const withdrawHash = hashPassword(SEED_WITHDRAW_PASSWORD, 'lotus-seed-salt')
  const extra = [
    ...Array.from({ length: DOWNLINE_SIZE }, (_, i) => ({
      id: DOWNLINE_FIRST_ID + i,
      account: `dl${String(i + 1).padStart(3, '0')}vn`,
      sub_agent: i % 6 === 5,
      introducer_agent_id: 1 as number | null,
      introducer_recommend_code: null as string | null,
      status: i % 11 === 10 ? 1 : 0,
      created: -150 + i * 5,
    })),
    ...Array.from({ length: FRIENDS_SIZE }, (_, i) => ({
      id: FRIENDS_FIRST_ID + i,
      account: `friend${String(i + 1).padStart(2, '0')}`,
      sub_agent: false,
      introducer_agent_id: null,
      introducer_recommend_code: 'LOTUS888',
      status: 0,
      created: -90 + i * 12,
    })),
  ]
  await bulkInsert(
    db,
    'members',
    {
      ...MEMBER_ACCOUNT_COLUMNS,
      introducer_agent_id: 'integer',
      introducer_recommend_code: 'text',
      created_at: 'timestamptz',
      last_login_at: 'timestamptz',
    },
    extra.map((m) => ({
      id: m.id,
      site_id: 1,
      member_account: m.account,
      password_hash: passwordHash,
      withdraw_password_hash: withdrawHash,
      member_name: `Member ${m.account}`,
      member_currency: 'VND',
      member_type: m.sub_agent ? 2 : 1,
      agent_type: m.sub_agent ? 1 : 0,
      agent_level: m.sub_agent ? 2 : 0,
      agent_active: m.sub_agent,
      status: m.status,
      introducer_agent_id: m.introducer_agent_id,
      introducer_recommend_code: m.introducer_recommend_code,
      created_at: daysFrom(reference, m.created),
      last_login_at: daysFrom(reference, -prng.int(0, 20)),
    })),
  )
  await bulkInsert(
    db,
    'agents',
    { member_id: 'integer', site_id: 'integer', parent_id: 'integer', level: 'smallint', active: 'boolean' },
    extra
      .filter((m) => m.sub_agent)
      .map((m) => ({ member_id: m.id, site_id: 1, parent_id: 1, level: 2, active: true })),
  )

  // Bank accounts of the fixed accounts that can withdraw, and of every downline member.
  const accountOwners: { member_id: number; name: string; bank: string }[] = [
    { member_id: 1, name: 'NGUYEN VAN AN', bank: 'VCB' },
    { member_id: 2, name: 'TRAN MINH KHOA', bank: 'NB1' },
    { member_id: 3, name: 'LE THI HOA', bank: 'TCB' },
    ...extra.map((m) => ({ member_id: m.id, name: m.account.toUpperCase(), bank: 'ACB' })),
    // nopin01, nopin02: a bank account but no withdraw password yet
    { member_id: 12, name: 'BUI GIA HUY', bank: 'VCB' },
    { member_id: 13, name: 'BUI GIA KHANG', bank: 'VCB' },
  ]
  const bankNames = new Map([...Object.values(BANKS).flat(), ...GENERIC_BANKS])
  const accountRows = accountOwners.map((owner, index) => ({
    id: index + 1,
    member_id: owner.member_id,
    bank_code: owner.bank,
    bank_name: bankNames.get(owner.bank) ?? owner.bank,
    account_name: owner.name,
    account_number: String(1_903_000_000_000 + owner.member_id * 7919),
    is_default: true,
    verified: true,
    created_at: daysFrom(reference, -60),
  }))
  await bulkInsert(
    db,
    'bank_accounts',
    {
      id: 'integer',
      member_id: 'integer',
      bank_code: 'text',
      bank_name: 'text',
      account_name: 'text',
      account_number: 'text',
      is_default: 'boolean',
      verified: 'boolean',
      created_at: 'timestamptz',
    },
    accountRows,
  )
  const accountOf = new Map(accountRows.map((row) => [row.member_id, row.id]))

  const wallets = await db.query<{ id: number; member_id: number; currency: string }>(
    "SELECT id, member_id, currency FROM wallets WHERE wallet_code = 'main'",
  )
  const walletOf = new Map(wallets.rows.map((row) => [row.member_id, row]))
  const channelOf = (currency: string) => channels.find((c) => c.currency === currency)?.id ?? 1
  const out: OrderRows = { deposits: [], withdrawals: [], ledger: [] }

  // Fixed accounts: a history that nets to zero, placed before their opening balance.
  for (const memberId of [1, 2, 3]) {
    const wallet = walletOf.get(memberId)
    if (!wallet) continue
    historyRows(
      out,
      reference,
      {
        id: memberId,
        currency: wallet.currency,
        walletId: wallet.id,
        channelId: channelOf(wallet.currency),
        bankAccountId: accountOf.get(memberId) ?? 1,
      },
      zeroHistory(UNIT[wallet.currency] ?? 1),
      0,
    )
  }
  // The opening balances (members.ts) come after that history.
  await db.query(
    `UPDATE wallet_ledger SET created_at = $1::timestamptz WHERE kind = 'opening_balance' AND member_id IN (1, 2, 3)`,
    [daysFrom(reference, -30)],
  )

  // Downline and friends: wallets whose balance is what their history leaves.
  const newWallets: { member_id: number; balance: number }[] = []
  const histories = new Map<number, HistoryEntry[]>()
  for (const m of extra) {
    const unit = UNIT.VND ?? 1
    const entries: HistoryEntry[] = []
    const deposits = prng.int(1, 5)
    for (let i = 0; i < deposits; i += 1) {
      entries.push({
        kind: 'deposit',
        amount: prng.int(10, 300) * unit,
        status: prng.chance(0.85) ? 'success' : 'failed',
        day: m.created + 1 + i * 7,
      })
    }
    if (prng.chance(0.5))
      entries.push({ kind: 'withdrawal', amount: 5 * unit, status: 'success', day: m.created + 40 })
    entries.sort((a, b) => a.day - b.day)
    // Keep withdrawals covered: drop a withdrawal that would overdraw.
    let running = 0
    const safe = entries.filter((entry) => {
      if (entry.kind === 'deposit') {
        if (entry.status === 'success') running += entry.amount
        return true
      }
      if (running < entry.amount) return false
      running -= entry.amount
      return true
    })
    newWallets.push({ member_id: m.id, balance: running })
    histories.set(m.id, safe)
  }
  const walletRows = await db.query<{ id: number; member_id: number }>(
    `INSERT INTO wallets (member_id, wallet_code, currency, balance)
     SELECT member_id, 'main', 'VND', balance FROM jsonb_to_recordset($1::jsonb) AS x(member_id integer, balance numeric)
     RETURNING id, member_id`,
    [JSON.stringify(newWallets)],
  )
  for (const row of walletRows.rows) {
    const history = histories.get(row.member_id)
    if (!history) continue
    historyRows(
      out,
      reference,
      {
        id: row.member_id,
        currency: 'VND',
        walletId: row.id,
        channelId: channelOf('VND'),
        bankAccountId: accountOf.get(row.member_id) ?? 1,
      },
      history,
      0,
    )
  }

  await bulkInsert(
    db,
    'deposit_orders',
    {
      order_number: 'text',
      member_id: 'integer',
      channel_id: 'integer',
      amount: 'numeric',
      fee: 'numeric',
      currency: 'text',
      status: 'text',
      created_at: 'timestamptz',
      completed_at: 'timestamptz',
    },
    out.deposits,
  )
  await bulkInsert(
    db,
    'withdraw_orders',
    {
      order_number: 'text',
      member_id: 'integer',
      bank_account_id: 'integer',
      amount: 'numeric',
      fee: 'numeric',
      currency: 'text',
      status: 'text',
      created_at: 'timestamptz',
      completed_at: 'timestamptz',
    },
    out.withdrawals,
  )
  await bulkInsert(
    db,
    'wallet_ledger',
    {
      wallet_id: 'integer',
      member_id: 'integer',
      amount: 'numeric',
      balance_after: 'numeric',
      kind: 'text',
      reference: 'text',
      created_at: 'timestamptz',
    },
    out.ledger,
  )

  // Bets: the fixed players and every downline member.
  const games = await seededGameNames(db)
  const bets = [
    ...betRows(prng, games, reference, 1, UNIT.VND ?? 1, 80),
    ...betRows(prng, games, reference, 2, 1, 40),
    ...extra.flatMap((m) => betRows(prng, games, reference, m.id, UNIT.VND ?? 1, prng.int(5, 30))),
  ]
  await bulkInsert(
    db,
    'bet_records',
    {
      bet_number: 'text',
      member_id: 'integer',
      provider_id: 'integer',
      game_type: 'smallint',
      game_name: 'jsonb',
      bet_amount: 'numeric',
      valid_amount: 'numeric',
      payout: 'numeric',
      status: 'text',
      bet_at: 'timestamptz',
      settled_at: 'timestamptz',
    },
    bets,
  )

  await bulkInsert(
    db,
    'agent_promotion_links',
    { agent_id: 'integer', type: 'text', code: 'text', created_at: 'timestamptz' },
    [
      { agent_id: 1, type: 'member', code: 'DL888M', created_at: daysFrom(reference, -160) },
      { agent_id: 1, type: 'agent', code: 'DL888A', created_at: daysFrom(reference, -160) },
    ],
  )

  // Weekly settlements of agent001, derived from the downline's settled bets.
  await db.query(
    `INSERT INTO agent_settlements (agent_id, period_start, period_end, active_members, valid_bet_total, profit,
                                    commission_rate, commission, status, settled_at)
     SELECT 1, w.start::date, (w.start + interval '6 days')::date,
            count(DISTINCT b.member_id), COALESCE(sum(b.valid_amount), 0), COALESCE(sum(b.bet_amount - b.payout), 0),
            0.3, GREATEST(round(COALESCE(sum(b.bet_amount - b.payout), 0) * 0.3), 0),
            CASE WHEN w.start + interval '7 days' > $1::timestamptz THEN 'pending' ELSE 'settled' END,
            CASE WHEN w.start + interval '7 days' > $1::timestamptz THEN NULL ELSE w.start + interval '8 days' END
       FROM generate_series(date_trunc('week', $1::timestamptz) - interval '7 weeks', date_trunc('week', $1::timestamptz), interval '1 week') AS w(start)
       LEFT JOIN bet_records b ON b.status = 'settled' AND b.bet_at >= w.start AND b.bet_at < w.start + interval '7 days'
            AND b.member_id IN (SELECT id FROM members WHERE introducer_agent_id = 1)
      GROUP BY w.start`,
    [reference.toISOString()],
  )

  // demo888's recommended friends: rewarded once the friend deposited.
  await db.query(
    `INSERT INTO recommend_rewards (referrer_id, friend_id, reward, status, first_deposit_at, created_at)
     SELECT 1, m.id,
            CASE WHEN d.first_at IS NULL THEN 0 ELSE 50000 END,
            CASE WHEN m.status <> 0 THEN 'invalid' WHEN d.first_at IS NULL THEN 'pending' ELSE 'rewarded' END,
            d.first_at, m.created_at
       FROM members m
       LEFT JOIN LATERAL (SELECT min(completed_at) AS first_at FROM deposit_orders o
                           WHERE o.member_id = m.id AND o.status = 'success') d ON true
      WHERE m.introducer_recommend_code = 'LOTUS888'`,
  )

  await resetSequences(db, ['members', 'agents', 'wallets', 'bank_accounts', 'deposit_channels'])
}
