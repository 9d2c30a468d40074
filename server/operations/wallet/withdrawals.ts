import type { RawHandler } from '../context.ts'
import { lockMember } from '../../db/locks.ts'
import type { Db } from '../../db/types.ts'
import { badRequest } from '../../http/envelope.ts'
import { handler } from '../define.ts'
import { banksOf, liveAccounts, needsBankAccount } from './deposit-channels.ts'
import {
  MAX_BANK_ACCOUNTS,
  WITHDRAW_DAILY_COUNT,
  announceCash,
  asCurrency,
  checkDecimals,
  debitMain,
  decimal,
  fail,
  mainWallet,
  member,
  memberRow,
  newOrderNumber,
} from './shared.ts'
import { checkWithdrawPin } from './withdraw-pin.ts'
import { MONEY_UNITS } from '../../domain/money-text.ts'

/** Withdrawals (limits, turnover, daily count) and the bank accounts they are paid to. */
function withdrawLimits(currency: string) {
  const unit = MONEY_UNITS[currency] ?? 1
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
  await checkWithdrawPin(ctx.db, row, ctx.body.withdraw_password, ctx.lang)
  // The daily count below holds only with the member's withdrawals serialised (see db/locks.ts).
  await lockMember(ctx.db, session.member_id)
  const account = await ctx.db.query<{ id: number }>(
    'SELECT id FROM bank_accounts WHERE id = $1 AND member_id = $2 AND removed_at IS NULL',
    [ctx.body.bank_account_id, session.member_id],
  )
  if (account.rows.length === 0) throw badRequest('/body/bank_account_id', 'no such bank account', 'exists')
  const amount = decimal(ctx.body.amount)
  checkDecimals(amount, session.member_currency)
  const limits = withdrawLimits(session.member_currency)
  const inRange = await ctx.db.query<{ ok: boolean }>(
    'SELECT $1::numeric BETWEEN $2::numeric AND $3::numeric AS ok',
    [amount, String(limits.min), String(limits.max)],
  )
  if (!inRange.rows[0]?.ok) throw fail(612, 'withdraw_amount_out_of_range', ctx.lang)
  if ((await withdrawalsToday(ctx.db, session.member_id)) >= WITHDRAW_DAILY_COUNT) {
    throw fail(616, 'withdraw_daily_limit', ctx.lang)
  }
  const turn = await turnover(ctx.db, session.member_id)
  if (Number(turn.done) < Number(turn.required)) throw fail(613, 'withdraw_turnover_not_met', ctx.lang)
  const main = await mainWallet(ctx.db, session.member_id, session.member_currency)
  const orderNumber = newOrderNumber('W')
  const cash = await debitMain(
    ctx.db,
    main.id,
    { amount, kind: 'withdrawal', reference: orderNumber },
    ctx.lang,
  )
  const inserted = await ctx.db.query<{ created_at: Date }>(
    `INSERT INTO withdraw_orders (order_number, member_id, bank_account_id, amount, fee, currency, status)
     VALUES ($1, $2, $3, $4::numeric, 0, $5, 'processing') RETURNING created_at`,
    [orderNumber, session.member_id, ctx.body.bank_account_id, amount, session.member_currency],
  )
  announceCash(ctx.afterCommit, session.member_id, cash)
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
  await checkWithdrawPin(ctx.db, row, ctx.body.withdraw_password, ctx.lang)
  const bank = (await banksOf(ctx.db, session.member_currency)).find(
    (b) => b.bank_code === ctx.body.bank_code,
  )
  if (!bank) throw badRequest('/body/bank_code', 'no such bank for this currency', 'exists')
  await lockMember(ctx.db, session.member_id)
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
    await ctx.db.query('UPDATE bank_accounts SET is_default = false WHERE member_id = $1', [
      session.member_id,
    ])
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
  await ctx.db.query('UPDATE members SET need_bank_account_deposit_verified = false WHERE id = $1', [
    session.member_id,
  ])
  const created = (await liveAccounts(ctx.db, session.member_id)).find((a) => a.id === inserted.rows[0]?.id)
  if (!created) throw new Error('bank account vanished')
  return created
})

const unbindBankAccount = handler('unbindBankAccount', async (ctx) => {
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  await checkWithdrawPin(ctx.db, row, ctx.body.withdraw_password, ctx.lang)
  const removed = await ctx.db.query(
    'UPDATE bank_accounts SET removed_at = now(), is_default = false WHERE id = $1 AND member_id = $2 AND removed_at IS NULL',
    [ctx.body.id, session.member_id],
  )
  if (removed.rowCount === 0) throw fail(404, 'not_found', ctx.lang)
  return null
})

export const withdrawalsHandlers: [string, RawHandler][] = [
  getWithdrawInfo,
  createWithdrawal,
  listBankAccounts,
  bindBankAccount,
  unbindBankAccount,
]
