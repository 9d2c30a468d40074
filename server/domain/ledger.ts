import type { Db } from '../db/types.ts'

export interface LedgerEntry {
  walletId: number
  /** Signed decimal string or number: positive credits, negative debits. */
  amount: string | number
  kind: string
  reference?: string | null
  idempotencyKey?: string | null
  note?: string | null
}

export class InsufficientBalanceError extends Error {
  constructor(readonly walletId: number) {
    super(`wallet ${walletId}: insufficient balance`)
  }
}

/**
 * Changes a balance and records the ledger row in one transaction. The wallet row is locked
 * (`FOR UPDATE`) before it is read, so concurrent debits on PostgreSQL serialise; the balance
 * CHECK is the last line of defence. Returns the new balance as a decimal string.
 */
export function postLedger(db: Db, entry: LedgerEntry): Promise<string> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ member_id: number; balance: string }>(
      'SELECT member_id, balance FROM wallets WHERE id = $1 FOR UPDATE',
      [entry.walletId],
    )
    const wallet = locked.rows[0]
    if (!wallet) throw new Error(`wallet ${entry.walletId} not found`)
    const updated = await tx.query<{ balance: string }>(
      `UPDATE wallets SET balance = balance + $2::numeric, updated_at = now()
        WHERE id = $1 AND balance + $2::numeric >= 0 RETURNING balance`,
      [entry.walletId, String(entry.amount)],
    )
    const balance = updated.rows[0]?.balance
    if (balance === undefined) throw new InsufficientBalanceError(entry.walletId)
    await tx.query(
      `INSERT INTO wallet_ledger (wallet_id, member_id, amount, balance_after, kind, reference, idempotency_key, note)
       VALUES ($1, $2, $3::numeric, $4::numeric, $5, $6, $7, $8)`,
      [
        entry.walletId,
        wallet.member_id,
        String(entry.amount),
        balance,
        entry.kind,
        entry.reference ?? null,
        entry.idempotencyKey ?? null,
        entry.note ?? null,
      ],
    )
    return balance
  })
}
