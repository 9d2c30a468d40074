import type { SessionMember } from '../../auth/sessions.ts'
import type { AfterCommit } from '../../db/after-commit.ts'
import type { Db } from '../../db/types.ts'
import { InsufficientBalanceError, postLedger } from '../../domain/ledger.ts'
import { CURRENCY_BY_CODE, type Locale } from '../../domain/reference.ts'
import { badRequest, businessError, protocolError } from '../../http/envelope.ts'
import { realtime } from '../../realtime/publisher.ts'
import type { OperationContext } from '../context.ts'
import type { ResponseData } from '../define.ts'
import { randomBytes } from 'node:crypto'
import { t, type MessageKey } from '../../i18n/messages.ts'

/**
 * Wallet helpers shared by its operations: limits, money formats, the member row and the main wallet.
 * Amounts are numeric(20,2) in SQL and decimal strings in between; they become JSON numbers only
 * in the answer. Every balance change is a postLedger call inside the request's transaction.
 */
type Currency = ResponseData<'getWithdrawInfo'>['currency']
export type OrderStatus = ResponseData<'getDepositStatus'>['status']
export type DepositOrder = ResponseData<'getDepositStatus'>
export type ChannelType = ResponseData<'listDepositChannels'>['list'][number]['type']

/** Unfinished deposits a member may have at once (code 604 beyond). */
export const MAX_PENDING_DEPOSITS = 5
export const DEPOSIT_TTL_MINUTES = 30
export const MAX_BANK_ACCOUNTS = 3
export const WITHDRAW_DAILY_COUNT = 5

export function fail(code: number, key: MessageKey, lang: Locale | undefined): Error {
  return businessError(code, t(key, lang))
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
  const stamp = now
    .toISOString()
    .replace(/[-:T.Z]/g, '')
    .slice(0, 14)
  return `${prefix}${stamp}${randomBytes(3).toString('hex').toUpperCase()}`
}

export async function mainWallet(
  db: Db,
  memberId: number,
  currency: string,
): Promise<{ id: number; balance: string }> {
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

/**
 * Takes `amount` (a positive decimal string) out of a main wallet through the ledger and returns the
 * new balance; a balance too small for it answers 615.
 */
export async function debitMain(
  db: Db,
  walletId: number,
  debit: { amount: string; kind: string; reference: string; note?: string | null },
  lang: Locale | undefined,
): Promise<string> {
  try {
    return await postLedger(db, { ...debit, walletId, amount: `-${debit.amount}` })
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw fail(615, 'insufficient_balance', lang)
    throw error
  }
}

/** Pushes the new main balance to the member's private channel once the transaction has committed. */
export function announceCash(afterCommit: AfterCommit, memberId: number, cash: string): void {
  afterCommit(() => realtime.toMember(memberId, 'member.cash', { cash: Number(cash) }))
}

export interface MemberRow {
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
