import { randomBytes } from 'node:crypto'
import { verifyPassword } from '../auth/passwords.ts'
import type { SessionMember } from '../auth/sessions.ts'
import type { Db } from '../db/types.ts'
import { CURRENCY_BY_CODE, type Locale } from '../domain/reference.ts'
import { InsufficientBalanceError, postLedger } from '../domain/ledger.ts'
import { badRequest, businessError, protocolError } from '../http/envelope.ts'
import { enforceDepositLimit } from '../protection/index.ts'
import { realtime } from '../realtime/publisher.ts'
import { providerIconUrl } from '../static/urls.ts'
import type { OperationContext, RawHandler } from './context.ts'
import { handler, type ResponseData } from './define.ts'
import { moneyMessage, type MoneyMessageKey } from './money-messages.ts'

/**
 * Wallet tag: balances, recovery, deposits, withdrawals, bank accounts and records.
 * Amounts are numeric(20,2) in SQL and decimal strings in between; they become JSON numbers only
 * in the answer. Every balance change is a postLedger call inside the request's transaction.
 */

type Currency = ResponseData<'getWithdrawInfo'>['currency']
type OrderStatus = ResponseData<'getDepositStatus'>['status']
type DepositOrder = ResponseData<'getDepositStatus'>
type ChannelType = ResponseData<'listDepositChannels'>['list'][number]['type']

export const SANDBOX_PAY_PREFIX = '/sandbox/pay'
/** Unfinished deposits a member may have at once (code 604 beyond). */
export const MAX_PENDING_DEPOSITS = 5
export const DEPOSIT_TTL_MINUTES = 30
export const MAX_BANK_ACCOUNTS = 3
export const WITHDRAW_DAILY_COUNT = 5
/** Rough value of one unit of money per currency (limits scale with it). */
export const MONEY_UNIT: Record<string, number> = {
  VND: 10_000,
  USD: 1,
  RMB: 5,
  WON: 1_000,
  JPY: 100,
  THB: 30,
  INR: 50,
  MMK: 2_000,
  BRL: 5,
  BDT: 100,
  NGN: 1_000,
}

export function fail(code: number, key: MoneyMessageKey, lang: Locale | undefined): Error {
  return businessError(code, moneyMessage(key, lang))
}

export function member(ctx: OperationContext<unknown>): SessionMember {
  if (!ctx.session) throw protocolError(401, 'Unauthorized')
  return ctx.session
}

export function asCurrency(code: string): Currency {
  const info = CURRENCY_BY_CODE.get(code)
  if (!info) throw new Error(`unknown currency ${code}`)
  // CURRENCY_BY_CODE holds exactly the contract's Currency enum.
  return info.code as Currency
}

/** A JSON amount as an exact decimal string (JSON numbers of the contract carry at most 2 decimals). */
export function decimal(amount: number): string {
  if (!Number.isFinite(amount)) throw badRequest('/body/amount', 'must be a finite number', 'type')
  return String(amount)
}

/** Checks the amount has no more decimals than the currency allows. */
export function checkDecimals(amount: string, currency: string, pointer = '/body/amount'): void {
  const decimals = CURRENCY_BY_CODE.get(currency)?.decimals ?? 2
  const [, fraction = ''] = amount.split('.')
  if (amount.includes('e') || fraction.length > decimals) {
    throw badRequest(pointer, `must have at most ${decimals} decimal places in ${currency}`, 'multipleOf')
  }
}

export function newOrderNumber(prefix: 'D' | 'W' | 'R' | 'T'): string {
  const now = new Date()
  const stamp = now.toISOString().replace(/[-:T.Z]/g, '').slice(0, 14)
  return `${prefix}${stamp}${randomBytes(3).toString('hex').toUpperCase()}`
}

export async function mainWallet(db: Db, memberId: number, currency: string): Promise<{ id: number; balance: string }> {
  await db.query(
    `INSERT INTO wallets (member_id, wallet_code, currency) VALUES ($1, 'main', $2) ON CONFLICT (member_id, wallet_code) DO NOTHING`,
    [memberId, currency],
  )
  const result = await db.query<{ id: number; balance: string }>(
    `SELECT id, balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
    [memberId],
  )
  const wallet = result.rows[0]
  if (!wallet) throw new Error(`main wallet of member ${memberId} missing`)
  return wallet
}

/** Pushes the new main balance to the member's private channel (after the answer is built). */
export function announceCash(memberId: number, cash: string): void {
  void realtime.toMember(memberId, 'member.cash', { cash: Number(cash) })
}

interface MemberRow {
  id: number
  site_id: number
  member_currency: string
  status: number
  wallet_status: number
  withdraw_password_hash: string | null
  need_bank_account_deposit_verified: boolean
  introducer_recommend_code: string | null
}

export async function memberRow(db: Db, memberId: number): Promise<MemberRow> {
  const result = await db.query<MemberRow>(
    `SELECT id, site_id, member_currency, status, wallet_status, withdraw_password_hash,
            need_bank_account_deposit_verified, introducer_recommend_code
       FROM members WHERE id = $1`,
    [memberId],
  )
  const row = result.rows[0]
  if (!row) throw protocolError(401, 'Unauthorized')
  return row
}

/** Withdraw password check shared by withdrawals, bank accounts and agent transfers (611/614). */
export async function checkWithdrawPassword(row: MemberRow, given: string, lang: Locale | undefined): Promise<void> {
  if (!row.withdraw_password_hash) throw fail(614, 'withdraw_password_not_set', lang)
  if (!(await verifyPassword(given, row.withdraw_password_hash))) throw fail(611, 'withdraw_password_wrong', lang)
}

// ---------------------------------------------------------------- balances and recovery

interface PlatformWallet {
  id: number
  code: string
  provider_id: number
  name: string
  balance: string
  active: boolean
  maintenance: boolean
}

async function platformWallets(db: Db, session: SessionMember): Promise<PlatformWallet[]> {
  const result = await db.query<PlatformWallet>(
    `SELECT w.id, p.code, p.id AS provider_id, p.name, w.balance::text AS balance, p.active,
            (p.maintain_start IS NOT NULL AND p.maintain_start <= now() AND (p.maintain_end IS NULL OR p.maintain_end > now())) AS maintenance
       FROM wallets w JOIN providers p ON p.code = w.wallet_code
      WHERE w.member_id = $1
      ORDER BY p.sort, p.id`,
    [session.member_id],
  )
  return result.rows
}

const getMyCash = handler('getMyCash', async (ctx) => {
  const session = member(ctx)
  const main = await mainWallet(ctx.db, session.member_id, session.member_currency)
  // Every platform the site offers in the member's currency, with what the member holds there.
  const list = await ctx.db.query<{ id: number; code: string; name: string; balance: string; active: boolean }>(
    `SELECT p.id, p.code, p.name, COALESCE(w.balance, 0)::text AS balance, p.active
       FROM site_providers sp JOIN providers p ON p.id = sp.provider_id
       LEFT JOIN wallets w ON w.member_id = $1 AND w.wallet_code = p.code
      WHERE sp.site_id = $2 AND $3 = ANY(sp.currencies)
      UNION
     SELECT p.id, p.code, p.name, w.balance::text, p.active
       FROM wallets w JOIN providers p ON p.code = w.wallet_code
      WHERE w.member_id = $1
      ORDER BY 1`,
    [session.member_id, session.site_id, session.member_currency],
  )
  const totals = await ctx.db.query<{ total: string }>(
    'SELECT COALESCE(sum(balance), 0)::text AS total FROM wallets WHERE member_id = $1',
    [session.member_id],
  )
  return {
    my_cash_list: list.rows.map((row) => ({
      gp_id: row.id,
      gp_name: row.name,
      cash: Number(row.balance),
      is_light: flag(Number(row.balance) > 0),
      icon_light: providerIconUrl(row.code),
      icon_dark: providerIconUrl(row.code, true),
      status: flag(row.active),
    })),
    total: Number(totals.rows[0]?.total ?? main.balance),
  }
})

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)

async function recoveryGuards(ctx: OperationContext<unknown>, session: SessionMember): Promise<MemberRow> {
  const row = await memberRow(ctx.db, session.member_id)
  if (row.status !== 0) throw fail(104, 'one_key_err_code_104', ctx.lang)
  if (row.wallet_status !== 1) throw fail(101, 'one_key_err_code_101', ctx.lang)
  const playing = await ctx.db.query(
    `SELECT 1 FROM game_launches WHERE member_id = $1 AND NOT demo AND closed_at IS NULL LIMIT 1`,
    [session.member_id],
  )
  if (playing.rows.length > 0) throw fail(102, 'one_key_err_code_102', ctx.lang)
  return row
}

/** Moves platform balances back to the main wallet: two ledger rows per platform, one reference. */
async function recover(ctx: OperationContext<unknown>, session: SessionMember, wallets: PlatformWallet[]) {
  const main = await mainWallet(ctx.db, session.member_id, session.member_currency)
  const reference = newOrderNumber('R')
  let balance = main.balance
  for (const wallet of wallets) {
    // Lock and re-read: a concurrent recovery may have emptied it already.
    const locked = await ctx.db.query<{ balance: string }>(
      'SELECT balance::text AS balance FROM wallets WHERE id = $1 FOR UPDATE',
      [wallet.id],
    )
    const amount = locked.rows[0]?.balance ?? '0'
    if (Number(amount) <= 0) continue
    await postLedger(ctx.db, { walletId: wallet.id, amount: `-${amount}`, kind: 'recovery_out', reference })
    balance = await postLedger(ctx.db, { walletId: main.id, amount, kind: 'recovery', reference })
  }
  const totals = await ctx.db.query<{ total: string }>(
    'SELECT COALESCE(sum(balance), 0)::text AS total FROM wallets WHERE member_id = $1',
    [session.member_id],
  )
  announceCash(session.member_id, balance)
  return { member_cash: Number(balance), total: Number(totals.rows[0]?.total ?? balance) }
}

const recoverAllBalances = handler('recoverAllBalances', async (ctx) => {
  const session = member(ctx)
  await recoveryGuards(ctx, session)
  const wallets = (await platformWallets(ctx.db, session)).filter((w) => !w.maintenance && Number(w.balance) > 0)
  return recover(ctx, session, wallets)
})

const recoverBalance = handler('recoverBalance', async (ctx) => {
  const session = member(ctx)
  await recoveryGuards(ctx, session)
  const all = await platformWallets(ctx.db, session)
  const gpId = ctx.body.gp_id
  const chosen = gpId === undefined ? all.filter((w) => !w.maintenance) : all.filter((w) => w.provider_id === gpId)
  if (gpId !== undefined) {
    const wallet = chosen[0]
    if (!wallet) throw fail(105, 'one_key_err_code_105', ctx.lang)
    if (wallet.maintenance) throw fail(103, 'one_key_err_code_103', ctx.lang)
  }
  return recover(ctx, session, chosen)
})

// ---------------------------------------------------------------- deposits

interface ChannelRow {
  id: number
  name: string
  type: ChannelType
  currency: string
  min_amount: string
  max_amount: string
  fee_rate: string
  preset_amounts: string[]
  needs_depositor_name: boolean
  fast_payment: boolean
  active: boolean
}

async function channelsOf(db: Db, currency: string, fastOnly: boolean): Promise<ChannelRow[]> {
  const result = await db.query<ChannelRow>(
    `SELECT id, name, type, currency, min_amount::text, max_amount::text, fee_rate::text,
            preset_amounts::text[] AS preset_amounts, needs_depositor_name, fast_payment, active
       FROM deposit_channels WHERE currency = $1 AND active AND (NOT $2 OR fast_payment) ORDER BY sort, id`,
    [currency, fastOnly],
  )
  return result.rows
}

async function banksOf(db: Db, currency: string) {
  const result = await db.query<{ code: string; name: string }>(
    'SELECT code, name FROM banks WHERE currency = $1 ORDER BY sort, code',
    [currency],
  )
  return result.rows.map((bank) => ({ bank_code: bank.code, bank_name: bank.name, icon: null }))
}

async function liveAccounts(db: Db, memberId: number) {
  const result = await db.query<{
    id: number
    bank_code: string
    bank_name: string
    account_name: string
    account_number: string
    branch: string | null
    is_default: boolean
    verified: boolean
    created_at: Date
  }>(
    `SELECT id, bank_code, bank_name, account_name, account_number, branch, is_default, verified, created_at
       FROM bank_accounts WHERE member_id = $1 AND removed_at IS NULL ORDER BY is_default DESC, id`,
    [memberId],
  )
  return result.rows.map((row) => ({
    ...row,
    account_number: maskAccount(row.account_number),
    created_at: new Date(row.created_at).toISOString(),
  }))
}

export function maskAccount(number: string): string {
  return number.length <= 4 ? number : `${'*'.repeat(Math.min(8, number.length - 4))}${number.slice(-4)}`
}

async function needsBankAccount(db: Db, row: MemberRow): Promise<boolean> {
  if (!row.need_bank_account_deposit_verified) return false
  const accounts = await db.query('SELECT 1 FROM bank_accounts WHERE member_id = $1 AND removed_at IS NULL', [row.id])
  return accounts.rows.length === 0
}

const listDepositChannels = handler('listDepositChannels', async (ctx) => {
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  const currency = ctx.body.currency ?? session.member_currency
  const channels = await channelsOf(ctx.db, currency, ctx.body.fast_payment === true)
  const banks = await banksOf(ctx.db, currency)
  return {
    list: channels.map((channel) => ({
      id: channel.id,
      name: channel.name,
      type: channel.type,
      currency: asCurrency(channel.currency),
      min_amount: Number(channel.min_amount),
      max_amount: Number(channel.max_amount),
      fee_rate: Number(channel.fee_rate),
      preset_amounts: channel.preset_amounts.map(Number),
      icon: null,
      banks: channel.type === 'bank_transfer' || channel.type === 'online_bank' ? banks : [],
      needs_depositor_name: channel.needs_depositor_name,
      fast_payment: channel.fast_payment,
    })),
    need_bank_account_deposit_verified: await needsBankAccount(ctx.db, row),
  }
})

interface OrderRow {
  order_number: string
  member_id: number
  channel_id: number
  channel_type: ChannelType
  amount: string
  fee: string
  currency: string
  status: OrderStatus
  return_url: string | null
  created_at: Date
  expires_at: Date | null
}

const ORDER_SQL = `SELECT o.order_number, o.member_id, o.channel_id, c.type AS channel_type, o.amount::text, o.fee::text,
                          o.currency, o.status, o.return_url, o.created_at, o.expires_at
                     FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id`

/** Marks pending deposits whose time ran out as expired (lazily, when they are read). */
async function expireDeposits(db: Db, memberId: number): Promise<void> {
  await db.query(
    `UPDATE deposit_orders SET status = 'expired', completed_at = now()
      WHERE member_id = $1 AND status = 'pending' AND expires_at IS NOT NULL AND expires_at <= now()`,
    [memberId],
  )
}

async function depositTimes(db: Db, memberId: number): Promise<number> {
  const result = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM deposit_orders WHERE member_id = $1 AND status = 'success'`,
    [memberId],
  )
  return result.rows[0]?.count ?? 0
}

async function orderAnswer(db: Db, order: OrderRow): Promise<DepositOrder> {
  const payable = order.status === 'pending'
  return {
    order_number: order.order_number,
    channel_id: order.channel_id,
    amount: Number(order.amount),
    fee: Number(order.fee),
    currency: asCurrency(order.currency),
    status: order.status,
    pay_url: payable ? `${SANDBOX_PAY_PREFIX}/${order.order_number}` : null,
    pay_info:
      order.channel_type === 'bank_transfer'
        ? {
            bank_name: 'Vietcombank',
            account_name: 'LOTUS ENTERTAINMENT',
            account_number: '0071000888999',
            branch: 'Ho Chi Minh City',
            note: order.order_number,
            qr_code: null,
          }
        : null,
    deposit_times: await depositTimes(db, order.member_id),
    expires_at: order.expires_at ? new Date(order.expires_at).toISOString() : null,
    created_at: new Date(order.created_at).toISOString(),
  }
}

interface DepositInput {
  channel_id: number
  amount: number
  depositor_name?: string | undefined
  bank_code?: string | undefined
  discount_id?: number | undefined
  return_url?: string | undefined
  agent_id?: number | undefined
}

async function createOrder(ctx: OperationContext<unknown>, input: DepositInput, fast: boolean): Promise<DepositOrder> {
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  if (!fast && (await needsBankAccount(ctx.db, row))) throw fail(603, 'need_bank_account_deposit_verified', ctx.lang)
  const channel = (await channelsOf(ctx.db, session.member_currency, fast)).find((c) => c.id === input.channel_id)
  if (!channel) throw fail(602, 'deposit_channel_unavailable', ctx.lang)
  const amount = decimal(input.amount)
  checkDecimals(amount, session.member_currency)
  const range = await ctx.db.query<{ ok: boolean; fee: string }>(
    `SELECT $1::numeric BETWEEN $2::numeric AND $3::numeric AS ok, round($1::numeric * $4::numeric, 2)::text AS fee`,
    [amount, channel.min_amount, channel.max_amount, channel.fee_rate],
  )
  const checked = range.rows[0]
  if (!checked?.ok) throw fail(601, 'deposit_amount_out_of_range', ctx.lang)
  await expireDeposits(ctx.db, session.member_id)
  await enforceDepositLimit(ctx.db, session.member_id, Number(amount), session.member_currency, ctx.lang)
  const pending = await ctx.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM deposit_orders WHERE member_id = $1 AND status = 'pending'`,
    [session.member_id],
  )
  if ((pending.rows[0]?.count ?? 0) >= MAX_PENDING_DEPOSITS) throw fail(604, 'deposit_pending_order', ctx.lang)
  const orderNumber = newOrderNumber('D')
  await ctx.db.query(
    `INSERT INTO deposit_orders (order_number, member_id, channel_id, amount, fee, currency, status, fast_payment,
                                 agent_id, bank_code, depositor_name, discount_id, return_url, expires_at)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, 'pending', $7, $8, $9, $10, $11, $12,
             now() + make_interval(mins => $13))`,
    [
      orderNumber,
      session.member_id,
      channel.id,
      amount,
      checked.fee,
      session.member_currency,
      fast,
      input.agent_id ?? null,
      input.bank_code ?? null,
      input.depositor_name ?? null,
      input.discount_id ?? null,
      input.return_url ?? null,
      DEPOSIT_TTL_MINUTES,
    ],
  )
  const order = await ctx.db.query<OrderRow>(`${ORDER_SQL} WHERE o.order_number = $1`, [orderNumber])
  const created = order.rows[0]
  if (!created) throw new Error('deposit order vanished')
  return orderAnswer(ctx.db, created)
}

const createDeposit = handler('createDeposit', (ctx) => createOrder(ctx, ctx.body, false))
const createFastDeposit = handler('createFastDeposit', (ctx) => createOrder(ctx, ctx.body, true))

const getDepositStatus = handler('getDepositStatus', async (ctx) => {
  const session = member(ctx)
  await expireDeposits(ctx.db, session.member_id)
  const result = await ctx.db.query<OrderRow>(`${ORDER_SQL} WHERE o.order_number = $1 AND o.member_id = $2`, [
    ctx.body.order_number,
    session.member_id,
  ])
  const order = result.rows[0]
  if (!order) throw fail(404, 'not_found', ctx.lang)
  return orderAnswer(ctx.db, order)
})

/**
 * The payment provider's callback, as the sandbox payment page calls it: settles a pending order.
 * Success credits the main wallet (amount minus fee) with a ledger row and pays a pending friend
 * recommendation reward on the first deposit; both realtime events follow the commit.
 */
export async function settleDeposit(
  db: Db,
  orderNumber: string,
  outcome: 'success' | 'failed',
): Promise<{ status: OrderStatus; memberId: number; events: () => void } | null> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ id: number; member_id: number; amount: string; fee: string; currency: string; status: OrderStatus; expires_at: Date | null }>(
      `SELECT id, member_id, amount::text, fee::text, currency, status, expires_at FROM deposit_orders WHERE order_number = $1 FOR UPDATE`,
      [orderNumber],
    )
    const order = locked.rows[0]
    if (!order) return null
    if (order.status !== 'pending') return { status: order.status, memberId: order.member_id, events: () => undefined }
    if (order.expires_at && new Date(order.expires_at).getTime() <= Date.now()) {
      await tx.query(`UPDATE deposit_orders SET status = 'expired', completed_at = now() WHERE id = $1`, [order.id])
      return { status: 'expired', memberId: order.member_id, events: () => undefined }
    }
    if (outcome === 'failed') {
      await tx.query(`UPDATE deposit_orders SET status = 'failed', completed_at = now() WHERE id = $1`, [order.id])
      return { status: 'failed', memberId: order.member_id, events: () => undefined }
    }
    await tx.query(`UPDATE deposit_orders SET status = 'success', completed_at = now() WHERE id = $1`, [order.id])
    const main = await mainWallet(tx, order.member_id, order.currency)
    const credited = await tx.query<{ net: string }>('SELECT ($1::numeric - $2::numeric)::text AS net', [order.amount, order.fee])
    const net = credited.rows[0]?.net ?? order.amount
    let cash = Number(net) > 0
      ? await postLedger(tx, { walletId: main.id, amount: net, kind: 'deposit', reference: orderNumber, idempotencyKey: `deposit:${orderNumber}` })
      : main.balance
    const times = await depositTimes(tx, order.member_id)
    if (times === 1) {
      // First deposit of a recommended friend: the referrer's reward becomes due.
      const reward = await tx.query<{ id: number; referrer_id: number; currency: string }>(
        `UPDATE recommend_rewards r SET status = 'rewarded', first_deposit_at = now(),
                reward = $2::numeric
           FROM members m WHERE r.friend_id = $1 AND r.status = 'pending' AND m.id = r.referrer_id
         RETURNING r.id, r.referrer_id, m.member_currency AS currency`,
        [order.member_id, String(5 * (MONEY_UNIT[order.currency] ?? 1))],
      )
      const due = reward.rows[0]
      if (due) {
        const wallet = await mainWallet(tx, due.referrer_id, due.currency)
        const after = await postLedger(tx, {
          walletId: wallet.id,
          amount: String(5 * (MONEY_UNIT[due.currency] ?? 1)),
          kind: 'recommend_reward',
          reference: orderNumber,
          idempotencyKey: `recommend:${due.id}`,
        })
        if (due.referrer_id === order.member_id) cash = after
      }
    }
    const memberId = order.member_id
    const amount = Number(order.amount)
    const currency = order.currency
    return {
      status: 'success',
      memberId,
      events: () => {
        void realtime.toMember(memberId, 'member_deposit.success', {
          order_number: orderNumber,
          deposit_amount: amount,
          deposit_times: times,
          currency,
        })
        announceCash(memberId, cash)
      },
    }
  })
}

// ---------------------------------------------------------------- withdrawals and bank accounts

function withdrawLimits(currency: string) {
  const unit = MONEY_UNIT[currency] ?? 1
  return { min: 10 * unit, max: 50_000 * unit, feeRate: '0' }
}

/** Start of today in the sandbox's business time zone (America/Caracas, UTC−4, spec §9). */
const TODAY_SQL = `(date_trunc('day', now() AT TIME ZONE 'America/Caracas') AT TIME ZONE 'America/Caracas')`

async function turnover(db: Db, memberId: number): Promise<{ required: string; done: string }> {
  // Bonus deposits (with a discount) must be turned over once before withdrawing.
  const result = await db.query<{ required: string; done: string }>(
    `WITH last_bonus AS (
       SELECT amount, completed_at FROM deposit_orders
        WHERE member_id = $1 AND status = 'success' AND discount_id IS NOT NULL
        ORDER BY completed_at DESC LIMIT 1)
     SELECT COALESCE((SELECT amount FROM last_bonus), 0)::text AS required,
            COALESCE((SELECT sum(valid_amount) FROM bet_records b, last_bonus l
                       WHERE b.member_id = $1 AND b.bet_at >= l.completed_at), 0)::text AS done`,
    [memberId],
  )
  return result.rows[0] ?? { required: '0', done: '0' }
}

async function withdrawalsToday(db: Db, memberId: number): Promise<number> {
  const result = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM withdraw_orders
      WHERE member_id = $1 AND status NOT IN ('cancelled', 'failed') AND created_at >= ${TODAY_SQL}`,
    [memberId],
  )
  return result.rows[0]?.count ?? 0
}

const getWithdrawInfo = handler('getWithdrawInfo', async (ctx) => {
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  const main = await mainWallet(ctx.db, session.member_id, session.member_currency)
  const limits = withdrawLimits(session.member_currency)
  const turn = await turnover(ctx.db, session.member_id)
  return {
    cash: Number(main.balance),
    currency: asCurrency(session.member_currency),
    min_amount: limits.min,
    max_amount: limits.max,
    fee_rate: Number(limits.feeRate),
    daily_count_limit: WITHDRAW_DAILY_COUNT,
    daily_count_used: await withdrawalsToday(ctx.db, session.member_id),
    turnover_required: Number(turn.required),
    turnover_done: Number(turn.done),
    is_withdraw_password: row.withdraw_password_hash !== null,
    bank_accounts: await liveAccounts(ctx.db, session.member_id),
  }
})

const createWithdrawal = handler('createWithdrawal', async (ctx) => {
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  await checkWithdrawPassword(row, ctx.body.withdraw_password, ctx.lang)
  const account = await ctx.db.query<{ id: number }>(
    'SELECT id FROM bank_accounts WHERE id = $1 AND member_id = $2 AND removed_at IS NULL',
    [ctx.body.bank_account_id, session.member_id],
  )
  if (account.rows.length === 0) throw badRequest('/body/bank_account_id', 'no such bank account', 'exists')
  const amount = decimal(ctx.body.amount)
  checkDecimals(amount, session.member_currency)
  const limits = withdrawLimits(session.member_currency)
  const inRange = await ctx.db.query<{ ok: boolean }>('SELECT $1::numeric BETWEEN $2::numeric AND $3::numeric AS ok', [
    amount,
    String(limits.min),
    String(limits.max),
  ])
  if (!inRange.rows[0]?.ok) throw fail(612, 'withdraw_amount_out_of_range', ctx.lang)
  if ((await withdrawalsToday(ctx.db, session.member_id)) >= WITHDRAW_DAILY_COUNT) {
    throw fail(616, 'withdraw_daily_limit', ctx.lang)
  }
  const turn = await turnover(ctx.db, session.member_id)
  if (Number(turn.done) < Number(turn.required)) throw fail(613, 'withdraw_turnover_not_met', ctx.lang)
  const main = await mainWallet(ctx.db, session.member_id, session.member_currency)
  const orderNumber = newOrderNumber('W')
  let cash: string
  try {
    cash = await postLedger(ctx.db, { walletId: main.id, amount: `-${amount}`, kind: 'withdrawal', reference: orderNumber })
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw fail(615, 'insufficient_balance', ctx.lang)
    throw error
  }
  const inserted = await ctx.db.query<{ created_at: Date }>(
    `INSERT INTO withdraw_orders (order_number, member_id, bank_account_id, amount, fee, currency, status)
     VALUES ($1, $2, $3, $4::numeric, 0, $5, 'processing') RETURNING created_at`,
    [orderNumber, session.member_id, ctx.body.bank_account_id, amount, session.member_currency],
  )
  announceCash(session.member_id, cash)
  return {
    order_number: orderNumber,
    amount: Number(amount),
    fee: 0,
    currency: asCurrency(session.member_currency),
    status: 'processing' as const,
    member_cash: Number(cash),
    created_at: new Date(inserted.rows[0]?.created_at ?? Date.now()).toISOString(),
  }
})

const listBankAccounts = handler('listBankAccounts', async (ctx) => {
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  return {
    list: await liveAccounts(ctx.db, session.member_id),
    banks: await banksOf(ctx.db, session.member_currency),
    max_accounts: MAX_BANK_ACCOUNTS,
    need_bank_account_deposit_verified: await needsBankAccount(ctx.db, row),
  }
})

const bindBankAccount = handler('bindBankAccount', async (ctx) => {
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  await checkWithdrawPassword(row, ctx.body.withdraw_password, ctx.lang)
  const bank = (await banksOf(ctx.db, session.member_currency)).find((b) => b.bank_code === ctx.body.bank_code)
  if (!bank) throw badRequest('/body/bank_code', 'no such bank for this currency', 'exists')
  const existing = await ctx.db.query<{ account_number: string }>(
    'SELECT account_number FROM bank_accounts WHERE member_id = $1 AND removed_at IS NULL',
    [session.member_id],
  )
  if (existing.rows.some((a) => a.account_number === ctx.body.account_number)) {
    throw fail(617, 'bank_account_repeat', ctx.lang)
  }
  if (existing.rows.length >= MAX_BANK_ACCOUNTS) throw fail(618, 'bank_account_limit', ctx.lang)
  const makeDefault = ctx.body.is_default === true || existing.rows.length === 0
  if (makeDefault) {
    await ctx.db.query('UPDATE bank_accounts SET is_default = false WHERE member_id = $1', [session.member_id])
  }
  const inserted = await ctx.db.query<{ id: number }>(
    `INSERT INTO bank_accounts (member_id, bank_code, bank_name, account_name, account_number, branch, is_default, verified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true) RETURNING id`,
    [
      session.member_id,
      bank.bank_code,
      bank.bank_name,
      ctx.body.account_name.trim(),
      ctx.body.account_number,
      ctx.body.branch ?? null,
      makeDefault,
    ],
  )
  await ctx.db.query('UPDATE members SET need_bank_account_deposit_verified = false WHERE id = $1', [session.member_id])
  const created = (await liveAccounts(ctx.db, session.member_id)).find((a) => a.id === inserted.rows[0]?.id)
  if (!created) throw new Error('bank account vanished')
  return created
})

const unbindBankAccount = handler('unbindBankAccount', async (ctx) => {
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  await checkWithdrawPassword(row, ctx.body.withdraw_password, ctx.lang)
  const removed = await ctx.db.query(
    'UPDATE bank_accounts SET removed_at = now(), is_default = false WHERE id = $1 AND member_id = $2 AND removed_at IS NULL',
    [ctx.body.id, session.member_id],
  )
  if (removed.rowCount === 0) throw fail(404, 'not_found', ctx.lang)
  return null
})

// ---------------------------------------------------------------- records

export interface RangeInput {
  start_at?: string | undefined
  end_at?: string | undefined
  page?: number | undefined
  page_size?: number | undefined
}

/** Date range (default: the last 30 days) and paging of the record lists. */
export function rangeOf(input: RangeInput | undefined) {
  const end = input?.end_at ? new Date(input.end_at) : new Date(Date.now() + 60_000)
  const start = input?.start_at ? new Date(input.start_at) : new Date(end.getTime() - 30 * 86_400_000)
  if (Number.isNaN(start.getTime())) throw badRequest('/body/start_at', 'must be a date-time', 'format')
  if (Number.isNaN(end.getTime())) throw badRequest('/body/end_at', 'must be a date-time', 'format')
  const page = input?.page ?? 1
  const pageSize = input?.page_size ?? 20
  return { start: start.toISOString(), end: end.toISOString(), page, pageSize, offset: (page - 1) * pageSize }
}

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

const listBetRecords = handler('listBetRecords', async (ctx) => {
  const session = member(ctx)
  const range = rangeOf(ctx.body)
  const where = `b.member_id = $1 AND b.bet_at >= $2 AND b.bet_at < $3
                 AND ($4::int IS NULL OR b.provider_id = $4) AND ($5::int IS NULL OR b.game_type = $5)`
  const params = [session.member_id, range.start, range.end, ctx.body.gp_id ?? null, ctx.body.game_type ?? null]
  const rows = await ctx.db.query<{
    id: string
    bet_number: string
    provider_id: number
    gp_name: string
    game_type: number
    game_name: { en_US: string } | null
    bet_amount: string
    valid_amount: string
    payout: string
    status: 'unsettled' | 'settled' | 'cancelled'
    bet_at: Date
    settled_at: Date | null
  }>(
    `SELECT b.id::text, b.bet_number, b.provider_id, p.name AS gp_name, b.game_type, b.game_name, b.bet_amount::text,
            b.valid_amount::text, b.payout::text, b.status, b.bet_at, b.settled_at
       FROM bet_records b JOIN providers p ON p.id = b.provider_id
      WHERE ${where} ORDER BY b.bet_at DESC, b.id DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const summary = await ctx.db.query<{ total: number; bet: string; valid: string; payout: string; profit: string }>(
    `SELECT count(*)::int AS total, COALESCE(sum(bet_amount), 0)::text AS bet, COALESCE(sum(valid_amount), 0)::text AS valid,
            COALESCE(sum(payout), 0)::text AS payout,
            COALESCE(sum(CASE WHEN status = 'settled' THEN payout - bet_amount ELSE 0 END), 0)::text AS profit
       FROM bet_records b WHERE ${where}`,
    params,
  )
  const totals = summary.rows[0]
  return {
    list: rows.rows.map((row) => ({
      id: Number(row.id),
      bet_number: row.bet_number,
      gp_id: row.provider_id,
      gp_name: row.gp_name,
      game_type: gameTypeOf(row.game_type),
      game_name: row.game_name,
      bet_amount: Number(row.bet_amount),
      valid_amount: Number(row.valid_amount),
      payout: Number(row.payout),
      profit: row.status === 'settled' ? Number(row.payout) - Number(row.bet_amount) : 0,
      status: row.status,
      bet_at: new Date(row.bet_at).toISOString(),
      settled_at: iso(row.settled_at),
    })),
    total: totals?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
    summary: {
      bet_amount: Number(totals?.bet ?? 0),
      valid_amount: Number(totals?.valid ?? 0),
      payout: Number(totals?.payout ?? 0),
      profit: Number(totals?.profit ?? 0),
    },
  }
})

type GameTypeId = ResponseData<'listBetRecords'>['list'][number]['game_type']
const GAME_TYPES: readonly GameTypeId[] = [2, 3, 4, 5, 6, 7, 8, 9]
function gameTypeOf(value: number): GameTypeId {
  return GAME_TYPES.find((type) => type === value) ?? 2
}

type TransferType = ResponseData<'listTransferRecords'>['list'][number]['type']
function transferType(kind: string): TransferType {
  if (kind.startsWith('game_transfer')) return 'transfer'
  if (kind.startsWith('recovery')) return 'recovery'
  if (kind.startsWith('red_envelope')) return 'red_envelope'
  if (kind.startsWith('discount') || kind === 'recommend_reward') return 'discount'
  if (kind.startsWith('agent_transfer')) return 'agent_transfer'
  return 'adjustment'
}

const listTransferRecords = handler('listTransferRecords', async (ctx) => {
  const session = member(ctx)
  const range = rangeOf(ctx.body)
  const where = `l.member_id = $1 AND w.wallet_code = 'main' AND l.created_at >= $2 AND l.created_at < $3
                 AND l.kind NOT IN ('deposit', 'withdrawal', 'withdrawal_refund', 'opening_balance')
                 AND ($4::int IS NULL OR x.provider_id = $4)`
  const from = `FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id
                LEFT JOIN LATERAL (
                  SELECT p.id AS provider_id, p.name FROM wallet_ledger l2
                    JOIN wallets w2 ON w2.id = l2.wallet_id JOIN providers p ON p.code = w2.wallet_code
                   WHERE l2.reference = l.reference AND l2.member_id = l.member_id AND l2.id <> l.id LIMIT 1) x ON true`
  const params = [session.member_id, range.start, range.end, ctx.body.gp_id ?? null]
  const rows = await ctx.db.query<{
    id: string
    reference: string | null
    provider_id: number | null
    name: string | null
    amount: string
    balance_after: string
    kind: string
    created_at: Date
  }>(
    `SELECT l.id::text, l.reference, x.provider_id, x.name, l.amount::text, l.balance_after::text, l.kind, l.created_at
       ${from} WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const count = await ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} WHERE ${where}`, params)
  return {
    list: rows.rows.map((row) => ({
      id: Number(row.id),
      order_number: row.reference ?? `L${row.id}`,
      gp_id: row.provider_id,
      gp_name: row.name,
      direction: Number(row.amount) > 0 ? ('in' as const) : ('out' as const),
      type: transferType(row.kind),
      amount: Math.abs(Number(row.amount)),
      after_cash: Number(row.balance_after),
      status: 'success' as const,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total: count.rows[0]?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
  }
})

const listDWRecords = handler('listDWRecords', async (ctx) => {
  const session = member(ctx)
  await expireDeposits(ctx.db, session.member_id)
  const range = rangeOf(ctx.body)
  const union = `SELECT 'deposit' AS type, o.order_number, o.amount, o.fee, o.currency, o.status, c.name AS channel_name,
                        o.remark, o.created_at, o.completed_at
                   FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id WHERE o.member_id = $1
                 UNION ALL
                 SELECT 'withdrawal', o.order_number, o.amount, o.fee, o.currency, o.status, b.bank_name || ' ' || right(b.account_number, 4),
                        o.remark, o.created_at, o.completed_at
                   FROM withdraw_orders o JOIN bank_accounts b ON b.id = o.bank_account_id WHERE o.member_id = $1`
  const where = `r.created_at >= $2 AND r.created_at < $3 AND ($4::text IS NULL OR r.type = $4) AND ($5::text IS NULL OR r.status = $5)`
  const params = [session.member_id, range.start, range.end, ctx.body.type ?? null, ctx.body.status ?? null]
  const rows = await ctx.db.query<{
    type: 'deposit' | 'withdrawal'
    order_number: string
    amount: string
    fee: string
    currency: string
    status: OrderStatus
    channel_name: string | null
    remark: string | null
    created_at: Date
    completed_at: Date | null
  }>(
    `SELECT r.type, r.order_number, r.amount::text, r.fee::text, r.currency, r.status, r.channel_name, r.remark,
            r.created_at, r.completed_at
       FROM (${union}) r WHERE ${where} ORDER BY r.created_at DESC LIMIT ${range.pageSize} OFFSET ${range.offset}`,
    params,
  )
  const count = await ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${union}) r WHERE ${where}`, params)
  return {
    list: rows.rows.map((row) => ({
      order_number: row.order_number,
      type: row.type,
      amount: Number(row.amount),
      fee: Number(row.fee),
      currency: asCurrency(row.currency),
      status: row.status,
      channel_name: row.channel_name,
      remark: row.remark,
      created_at: new Date(row.created_at).toISOString(),
      completed_at: iso(row.completed_at),
    })),
    total: count.rows[0]?.total ?? 0,
    page: range.page,
    page_size: range.pageSize,
  }
})

export const walletHandlers: [string, RawHandler][] = [
  getMyCash,
  recoverAllBalances,
  recoverBalance,
  listDepositChannels,
  createDeposit,
  createFastDeposit,
  getDepositStatus,
  getWithdrawInfo,
  createWithdrawal,
  listBankAccounts,
  bindBankAccount,
  unbindBankAccount,
  listBetRecords,
  listTransferRecords,
  listDWRecords,
]
