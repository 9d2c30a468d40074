import type { Db } from '../../db/types.ts'
import type { OperationContext, RawHandler } from '../context.ts'
import { handler } from '../define.ts'
import { type ChannelType, type MemberRow, asCurrency, member, memberRow } from './shared.ts'
import { protocolError } from '../../http/envelope.ts'
import { siteOf } from '../site/sites.ts'
import { channelNameIn } from './channel-names.ts'

/** The deposit channels a member, or a guest of an agent-bound site (fast payment), may pay through. */
export interface ChannelRow {
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

export async function channelsOf(db: Db, currency: string, fastOnly: boolean): Promise<ChannelRow[]> {
  const result = await db.query<ChannelRow>(
    `SELECT id, name, type, currency, min_amount::text, max_amount::text, fee_rate::text,
            preset_amounts::text[] AS preset_amounts, needs_depositor_name, fast_payment, active
       FROM deposit_channels WHERE currency = $1 AND active AND (NOT $2 OR fast_payment) ORDER BY sort, id`,
    [currency, fastOnly],
  )
  return result.rows
}

export async function banksOf(db: Db, currency: string) {
  const result = await db.query<{ code: string; name: string }>(
    'SELECT code, name FROM banks WHERE currency = $1 ORDER BY sort, code',
    [currency],
  )
  return result.rows.map((bank) => ({ bank_code: bank.code, bank_name: bank.name, icon: null }))
}

export async function liveAccounts(db: Db, memberId: number) {
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

export async function needsBankAccount(db: Db, row: MemberRow): Promise<boolean> {
  if (!row.need_bank_account_deposit_verified) return false
  const accounts = await db.query('SELECT 1 FROM bank_accounts WHERE member_id = $1 AND removed_at IS NULL', [
    row.id,
  ])
  return accounts.rows.length === 0
}

/**
 * A guest pays only through fast payment on a site that binds it to agents (spec §6: deposits there open
 * the fast payment window; elsewhere the member window, which needs a login: 401). Its currency is the
 * one asked for when the site offers it, else the site's first.
 */
export async function guestScope(
  ctx: OperationContext<unknown>,
  siteId: number | undefined,
  currency: string | undefined,
): Promise<{ siteId: number; currency: string }> {
  const site = await siteOf(ctx, siteId)
  if (site.env_config['fast_payment_agent_bound'] !== true) throw protocolError(401, 'Unauthorized')
  const chosen = currency !== undefined && site.currencies.includes(currency) ? currency : site.currencies[0]
  if (chosen === undefined) throw protocolError(401, 'Unauthorized')
  return { siteId: site.id, currency: chosen }
}

const listDepositChannels = handler('listDepositChannels', async (ctx) => {
  const fastOnly = ctx.body.fast_payment === true
  if (!ctx.session) {
    if (!fastOnly) throw protocolError(401, 'Unauthorized')
    const guest = await guestScope(ctx, ctx.body.site_id, ctx.body.currency)
    return { list: await channelList(ctx, guest.currency, true), need_bank_account_deposit_verified: false }
  }
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  return {
    list: await channelList(ctx, ctx.body.currency ?? session.member_currency, fastOnly),
    need_bank_account_deposit_verified: await needsBankAccount(ctx.db, row),
  }
})

async function channelList(ctx: OperationContext<unknown>, currency: string, fastOnly: boolean) {
  const channels = await channelsOf(ctx.db, currency, fastOnly)
  const banks = await banksOf(ctx.db, currency)
  return channels.map((channel) => ({
    id: channel.id,
    name: channelNameIn(channel.name, ctx.lang),
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
  }))
}

export const depositChannelsHandlers: [string, RawHandler][] = [listDepositChannels]
