import type { SessionMember } from '../../auth/sessions.ts'
import { ReadCache } from '../../db/read-cache.ts'
import { lockMember, lockWallets } from '../../db/locks.ts'
import type { Db } from '../../db/types.ts'
import { postLedger } from '../../domain/ledger.ts'
import { realtime } from '../../realtime/publisher.ts'
import { providerIconUrl } from '../../static/urls.ts'
import type { OperationContext, RawHandler } from '../context.ts'
import { handler, type ResponseData } from '../define.ts'
import {
  type MemberRow,
  announceCash,
  fail,
  mainWallet,
  member,
  memberRow,
  newOrderNumber,
} from './shared.ts'

/** Balances per provider (my_cash) and one-key recovery into the main wallet, new and old version. */
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
            (p.maintenance AND (p.maintain_start IS NULL OR p.maintain_start <= now())
                 AND (p.maintain_end IS NULL OR p.maintain_end > now())) AS maintenance
       FROM wallets w JOIN providers p ON p.code = w.wallet_code
      WHERE w.member_id = $1
      ORDER BY p.sort, p.id`,
    [session.member_id],
  )
  return result.rows
}

type MyCash = ResponseData<'getMyCash'>

/** A member's balances, until a wallet, platform or site offer changes. */
const myCash = new ReadCache<MyCash>(['wallets', 'providers', 'site_providers'], 10_000)

const getMyCash = handler('getMyCash', async (ctx) => {
  const session = member(ctx)
  const key = `${session.member_id}|${session.site_id}|${session.member_currency}`
  return myCash.get(ctx.db, key, async () => ({ value: await balancesOf(ctx.db, session) }))
})

async function balancesOf(db: Db, session: SessionMember): Promise<MyCash> {
  const main = await mainWallet(db, session.member_id, session.member_currency)
  // Every platform the site offers in the member's currency, with what the member holds there.
  const list = await db.query<{
    id: number
    code: string
    name: string
    balance: string
    active: boolean
  }>(
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
  const totals = await db.query<{ total: string }>(
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
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)

async function recoveryGuards(ctx: OperationContext<unknown>, session: SessionMember): Promise<MemberRow> {
  // Under the member's lock no game launch or leave runs between this check and the recovery.
  await lockMember(ctx.db, session.member_id)
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
async function recover(
  ctx: OperationContext<unknown>,
  session: SessionMember,
  wallets: PlatformWallet[],
  everyWallet: boolean,
) {
  const main = await mainWallet(ctx.db, session.member_id, session.member_currency)
  const reference = newOrderNumber('R')
  let balance = main.balance
  // Every wallet of the member locked at once, by ascending id (the order launches use too), and
  // re-read: a concurrent recovery may have emptied one already.
  const locked = new Map([...(await lockWallets(ctx.db, session.member_id)).values()].map((w) => [w.id, w]))
  for (const wallet of wallets) {
    const amount = locked.get(wallet.id)?.balance ?? '0'
    if (Number(amount) <= 0) continue
    await postLedger(ctx.db, { walletId: wallet.id, amount: `-${amount}`, kind: 'recovery_out', reference })
    balance = await postLedger(ctx.db, { walletId: main.id, amount, kind: 'recovery', reference })
  }
  const totals = await ctx.db.query<{ total: string }>(
    'SELECT COALESCE(sum(balance), 0)::text AS total FROM wallets WHERE member_id = $1',
    [session.member_id],
  )
  announceCash(ctx.afterCommit, session.member_id, balance)
  // One-key recovery: the member's other windows refresh their transfer (wallet) list.
  if (everyWallet) ctx.afterCommit(() => realtime.toMember(session.member_id, 'all_transfer_back', {}))
  return { member_cash: Number(balance), total: Number(totals.rows[0]?.total ?? balance) }
}

const recoverAllBalances = handler('recoverAllBalances', async (ctx) => {
  const session = member(ctx)
  await recoveryGuards(ctx, session)
  const wallets = (await platformWallets(ctx.db, session)).filter(
    (w) => !w.maintenance && Number(w.balance) > 0,
  )
  return recover(ctx, session, wallets, true)
})

const recoverBalance = handler('recoverBalance', async (ctx) => {
  const session = member(ctx)
  await recoveryGuards(ctx, session)
  const all = await platformWallets(ctx.db, session)
  const gpId = ctx.body.gp_id
  const chosen =
    gpId === undefined ? all.filter((w) => !w.maintenance) : all.filter((w) => w.provider_id === gpId)
  if (gpId !== undefined) {
    const wallet = chosen[0]
    if (!wallet) throw fail(105, 'one_key_err_code_105', ctx.lang)
    if (wallet.maintenance) throw fail(103, 'one_key_err_code_103', ctx.lang)
  }
  return recover(ctx, session, chosen, gpId === undefined)
})

export const balancesHandlers: [string, RawHandler][] = [getMyCash, recoverAllBalances, recoverBalance]
