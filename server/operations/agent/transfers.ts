import type { RawHandler } from '../context.ts'
import { postLedger } from '../../domain/ledger.ts'
import { handler } from '../define.ts'
import {
  announceCash,
  checkDecimals,
  debitMain,
  decimal,
  fail,
  mainWallet,
  member,
  memberRow,
  newOrderNumber,
} from '../wallet/index.ts'
import { checkWithdrawPin } from '../wallet/withdraw-pin.ts'
import { activeAgent } from './shared.ts'

/** Transfers from the agent's main wallet to a downline member, through the ledger. */
const transferToDownline = handler('transferToDownline', async (ctx) => {
  const agent = await activeAgent(ctx)
  const session = member(ctx)
  const row = await memberRow(ctx.db, session.member_id)
  await checkWithdrawPin(ctx.db, row, ctx.body.withdraw_password, ctx.lang)
  const target = await ctx.db.query<{ id: number; member_currency: string }>(
    `SELECT id, member_currency FROM members WHERE introducer_agent_id = $1 AND lower(member_account) = lower($2) AND status = 0`,
    [agent.id, ctx.body.member_account.trim()],
  )
  const downline = target.rows[0]
  if (!downline || downline.member_currency !== session.member_currency)
    throw fail(633, 'downline_not_found', ctx.lang)
  const amount = decimal(ctx.body.amount)
  checkDecimals(amount, session.member_currency)
  const from = await mainWallet(ctx.db, session.member_id, session.member_currency)
  const to = await mainWallet(ctx.db, downline.id, downline.member_currency)
  const orderNumber = newOrderNumber('T')
  const cash = await debitMain(
    ctx.db,
    from.id,
    { amount, kind: 'agent_transfer_out', reference: orderNumber, note: ctx.body.remark ?? null },
    ctx.lang,
  )
  const received = await postLedger(ctx.db, {
    walletId: to.id,
    amount,
    kind: 'agent_transfer_in',
    reference: orderNumber,
    note: ctx.body.remark ?? null,
  })
  announceCash(ctx.afterCommit, session.member_id, cash)
  announceCash(ctx.afterCommit, downline.id, received)
  return { order_number: orderNumber, amount: Number(amount), member_cash: Number(cash) }
})

export const transfersHandlers: [string, RawHandler][] = [transferToDownline]
