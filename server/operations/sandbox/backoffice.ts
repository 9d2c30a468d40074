/** Sandbox only: the operator's decisions on withdrawals and agent applications, for tests and demos. */
import { decideAgentApplication, settleWithdrawal } from '../../backoffice/outcomes.ts'
import { businessError } from '../../http/envelope.ts'
import { t } from '../../i18n/messages.ts'
import type { RawHandler } from '../context.ts'
import { handler, type Handler } from '../define.ts'

const settleSandboxWithdrawal: Handler<'settleSandboxWithdrawal'> = async (ctx) => {
  const settled = await settleWithdrawal(ctx.db, ctx.body.order_number, ctx.body.outcome, ctx.afterCommit)
  if (!settled) throw businessError(404, t('unknown_withdrawal_order', ctx.lang))
  return {
    order_number: settled.order_number,
    status: settled.status,
    changed: settled.changed,
    member_cash: settled.member_cash === null ? null : Number(settled.member_cash),
  }
}

const decideSandboxAgentApplication: Handler<'decideSandboxAgentApplication'> = async (ctx) => {
  const decided = await decideAgentApplication(ctx.db, ctx.body.member_id, ctx.body.outcome, ctx.afterCommit)
  if (!decided) throw businessError(404, t('no_pending_agent_application', ctx.lang))
  return { apply_status: decided.apply_status }
}

export const sandboxBackofficeHandlers: [string, RawHandler][] = [
  handler('settleSandboxWithdrawal', settleSandboxWithdrawal),
  handler('decideSandboxAgentApplication', decideSandboxAgentApplication),
]
