/**
 * The operator's back office as the sandbox plays it: a withdrawal in progress is paid, rejected or
 * cancelled, and an agent application is approved or rejected. Rejected and cancelled withdrawals give
 * the money back to the main wallet exactly once: the order's status is changed under the member's
 * lock (then the wallet's, the one lock order of db/locks.ts), and only a change from "processing"
 * posts the refund. The member hears it after the commit: a letter (`letter.sent`), the new cash
 * (`member.cash`) and, for an approved agent, `profile.updated`.
 */
import type { AfterCommit } from '../db/after-commit.ts'
import { lockMember, lockWallets } from '../db/locks.ts'
import type { Db } from '../db/types.ts'
import { postLedger } from '../domain/ledger.ts'
import { realtime } from '../realtime/publisher.ts'

export type WithdrawalOutcome = 'success' | 'failed' | 'cancelled'
export type ApplicationOutcome = 'approved' | 'rejected'

/** What the member must hear once the change has committed. */
interface Notice {
  memberId: number
  letter: { id: number; unread_count: number }
  cash: string | null
  profileUpdated: boolean
}

export interface WithdrawalSettled {
  order_number: string
  status: WithdrawalOutcome
  member_cash: string | null
  changed: boolean
}

type Texts = { en_US: string; vi_VN: string; zh_CN: string }

const WITHDRAWAL_LETTERS: Record<WithdrawalOutcome, { title: Texts; content: Texts }> = {
  success: {
    title: { en_US: 'Withdrawal paid', vi_VN: 'Rút tiền thành công', zh_CN: '提款成功' },
    content: {
      en_US: 'Your withdrawal {order} of {amount} {currency} has been paid to your bank account.',
      vi_VN:
        'Lệnh rút tiền {order} số tiền {amount} {currency} đã được chuyển vào tài khoản ngân hàng của bạn.',
      zh_CN: '您的提款 {order}（{amount} {currency}）已汇入您的银行账户。',
    },
  },
  failed: {
    title: { en_US: 'Withdrawal rejected', vi_VN: 'Lệnh rút tiền bị từ chối', zh_CN: '提款被拒绝' },
    content: {
      en_US:
        'Your withdrawal {order} of {amount} {currency} was rejected; the amount is back in your main wallet.',
      vi_VN:
        'Lệnh rút tiền {order} số tiền {amount} {currency} bị từ chối; số tiền đã được hoàn vào ví chính.',
      zh_CN: '您的提款 {order}（{amount} {currency}）被拒绝，款项已退回主钱包。',
    },
  },
  cancelled: {
    title: { en_US: 'Withdrawal cancelled', vi_VN: 'Lệnh rút tiền đã hủy', zh_CN: '提款已取消' },
    content: {
      en_US:
        'Your withdrawal {order} of {amount} {currency} was cancelled; the amount is back in your main wallet.',
      vi_VN:
        'Lệnh rút tiền {order} số tiền {amount} {currency} đã bị hủy; số tiền đã được hoàn vào ví chính.',
      zh_CN: '您的提款 {order}（{amount} {currency}）已取消，款项已退回主钱包。',
    },
  },
}

const APPLICATION_LETTERS: Record<ApplicationOutcome, { title: Texts; content: Texts }> = {
  approved: {
    title: { en_US: 'You are now an agent', vi_VN: 'Bạn đã trở thành đại lý', zh_CN: '您已成为代理' },
    content: {
      en_US: 'Your agent application was approved. The agent centre is open in your menu.',
      vi_VN: 'Đơn đăng ký đại lý của bạn đã được duyệt. Trung tâm đại lý đã mở trong menu.',
      zh_CN: '您的代理申请已通过，代理中心已在菜单中开放。',
    },
  },
  rejected: {
    title: {
      en_US: 'Agent application rejected',
      vi_VN: 'Đơn đăng ký đại lý bị từ chối',
      zh_CN: '代理申请被拒绝',
    },
    content: {
      en_US: 'Your agent application was not approved. You may apply again.',
      vi_VN: 'Đơn đăng ký đại lý của bạn không được duyệt. Bạn có thể đăng ký lại.',
      zh_CN: '您的代理申请未通过，您可以重新申请。',
    },
  },
}

function filled(texts: Texts, values: Record<string, string>): Texts {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
  return { en_US: fill(texts.en_US), vi_VN: fill(texts.vi_VN), zh_CN: fill(texts.zh_CN) }
}

async function sendLetter(db: Db, memberId: number, letter: { title: Texts; content: Texts }) {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO letters (member_id, title, content, is_read, created_at)
     VALUES ($1, $2::jsonb, $3::jsonb, false, now()) RETURNING id`,
    [memberId, JSON.stringify(letter.title), JSON.stringify(letter.content)],
  )
  const counted = await db.query<{ unread_count: number }>(
    'SELECT count(*)::int AS unread_count FROM letters WHERE member_id = $1 AND NOT is_read AND deleted_at IS NULL',
    [memberId],
  )
  return { id: inserted.rows[0]?.id ?? 0, unread_count: counted.rows[0]?.unread_count ?? 0 }
}

/**
 * Settles one withdrawal; null when there is no such order. An order already settled is left as it
 * is (`changed: false`, its own status), so a repeated or concurrent call never refunds twice.
 */
export async function settleWithdrawal(
  db: Db,
  orderNumber: string,
  outcome: WithdrawalOutcome,
  afterCommit: AfterCommit,
): Promise<WithdrawalSettled | null> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ member_id: number }>(
      'SELECT member_id FROM withdraw_orders WHERE order_number = $1',
      [orderNumber],
    )
    const memberId = found.rows[0]?.member_id
    if (memberId === undefined) return null
    await lockMember(tx, memberId)
    const wallets = await lockWallets(tx, memberId)
    const order = await tx.query<{ status: string; amount: string; fee: string; currency: string }>(
      `SELECT status, amount::text AS amount, fee::text AS fee, currency FROM withdraw_orders
        WHERE order_number = $1 FOR UPDATE`,
      [orderNumber],
    )
    const row = order.rows[0]
    if (!row) return null
    if (row.status !== 'processing' && row.status !== 'pending') {
      const status = row.status === 'success' || row.status === 'cancelled' ? row.status : 'failed'
      return { order_number: orderNumber, status, member_cash: null, changed: false }
    }
    await tx.query('UPDATE withdraw_orders SET status = $2, completed_at = now() WHERE order_number = $1', [
      orderNumber,
      outcome,
    ])
    let cash: string | null = null
    if (outcome !== 'success') {
      const main = wallets.get('main')
      if (!main) throw new Error(`main wallet of member ${memberId} missing`)
      const back = await tx.query<{ total: string }>('SELECT ($1::numeric + $2::numeric)::text AS total', [
        row.amount,
        row.fee,
      ])
      cash = await postLedger(tx, {
        walletId: main.id,
        amount: back.rows[0]?.total ?? row.amount,
        kind: 'withdrawal_refund',
        reference: orderNumber,
      })
    }
    const texts = WITHDRAWAL_LETTERS[outcome]
    const values = { order: orderNumber, amount: row.amount, currency: row.currency }
    const letter = await sendLetter(tx, memberId, {
      title: texts.title,
      content: filled(texts.content, values),
    })
    afterCommit(() => announce({ memberId, letter, cash, profileUpdated: false }))
    return { order_number: orderNumber, status: outcome, member_cash: cash, changed: true }
  })
}

export interface ApplicationDecided {
  apply_status: 2 | 3
}

/** Decides the member's pending agent application; null when none is pending. */
export async function decideAgentApplication(
  db: Db,
  memberId: number,
  outcome: ApplicationOutcome,
  afterCommit: AfterCommit,
): Promise<ApplicationDecided | null> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId)
    const pending = await tx.query<{ id: number; parent_agent_id: number | null; site_id: number }>(
      `SELECT a.id, a.parent_agent_id, m.site_id FROM agent_applications a JOIN members m ON m.id = a.member_id
        WHERE a.member_id = $1 AND a.status = 1 FOR UPDATE OF a`,
      [memberId],
    )
    const application = pending.rows[0]
    if (!application) return null
    const status = outcome === 'approved' ? 2 : 3
    await tx.query('UPDATE agent_applications SET status = $2, decided_at = now() WHERE id = $1', [
      application.id,
      status,
    ])
    if (outcome === 'approved') {
      await tx.query(
        `INSERT INTO agents (member_id, site_id, parent_id, level, active) VALUES ($1, $2, $3, 1, true)
         ON CONFLICT (member_id) DO UPDATE SET active = true`,
        [memberId, application.site_id, application.parent_agent_id],
      )
      await tx.query(
        `UPDATE members SET member_type = 2, agent_type = 1, agent_level = greatest(agent_level, 1), agent_active = true
          WHERE id = $1`,
        [memberId],
      )
    }
    const letter = await sendLetter(tx, memberId, APPLICATION_LETTERS[outcome])
    afterCommit(() => announce({ memberId, letter, cash: null, profileUpdated: outcome === 'approved' }))
    return { apply_status: status }
  })
}

/** Tells the member (an afterCommit callback: only once the change has committed). */
async function announce(notice: Notice): Promise<void> {
  await realtime.toMember(notice.memberId, 'letter.sent', notice.letter)
  if (notice.cash !== null)
    await realtime.toMember(notice.memberId, 'member.cash', { cash: Number(notice.cash) })
  if (notice.profileUpdated) await realtime.toMember(notice.memberId, 'profile.updated', {})
}
