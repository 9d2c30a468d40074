/** Sandbox only: the operator's decisions on withdrawals and agent applications, for tests and demos. */
import { decideAgentApplication, settleWithdrawal } from '../backoffice/outcomes.ts'
import { localize } from '../domain/reference.ts'
import { businessError } from '../http/envelope.ts'
import type { RawHandler } from './context.ts'
import { handler, type Handler } from './define.ts'

const MESSAGES = {
  unknown_order: {
    en_US: 'No withdrawal with this order number',
    vi_VN: 'Không có lệnh rút tiền này',
    zh_CN: '提款单不存在',
  },
  no_pending_application: {
    en_US: 'The member has no application under review',
    vi_VN: 'Thành viên không có đơn đang chờ duyệt',
    zh_CN: '该会员没有待审核的申请',
  },
}

const settleSandboxWithdrawal: Handler<'settleSandboxWithdrawal'> = async (ctx) => {
  const settled = await settleWithdrawal(ctx.db, ctx.body.order_number, ctx.body.outcome, ctx.afterCommit)
  if (!settled) throw businessError(404, localize(MESSAGES.unknown_order, ctx.lang))
  return {
    order_number: settled.order_number,
    status: settled.status,
    changed: settled.changed,
    member_cash: settled.member_cash === null ? null : Number(settled.member_cash),
  }
}

const decideSandboxAgentApplication: Handler<'decideSandboxAgentApplication'> = async (ctx) => {
  const decided = await decideAgentApplication(ctx.db, ctx.body.member_id, ctx.body.outcome, ctx.afterCommit)
  if (!decided) throw businessError(404, localize(MESSAGES.no_pending_application, ctx.lang))
  return { apply_status: decided.apply_status }
}

export const sandboxBackofficeHandlers: [string, RawHandler][] = [
  handler('settleSandboxWithdrawal', settleSandboxWithdrawal),
  handler('decideSandboxAgentApplication', decideSandboxAgentApplication),
]
