/**
 * Row locks, always taken in one order so two requests never wait on each other in a circle:
 * the member's row first, then that member's wallets by ascending id (postLedger re-locks a wallet
 * already held, which costs nothing).
 *
 * A business limit checked by a count or sum before an insert (daily withdrawals, pending deposits,
 * deposit limits, bank accounts) holds only when the check and the insert are serialised per member:
 * `lockMember` before the check does that on PostgreSQL, where transactions run side by side.
 */
import type { Db } from './types.ts'

/**
 * Locks the member's row until the transaction ends. `FOR NO KEY UPDATE` conflicts with itself and
 * with updates of the member, not with the key-share locks foreign keys take when rows referring to
 * the member are inserted, so it never waits for an insert elsewhere.
 */
export async function lockMember(db: Db, memberId: number): Promise<void> {
  await db.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId])
}

export interface LockedWallet {
  id: number
  wallet_code: string
  balance: string
}

/** Locks every wallet of the member (ascending id) and returns their balances as of now, by code. */
export async function lockWallets(db: Db, memberId: number): Promise<Map<string, LockedWallet>> {
  const locked = await db.query<LockedWallet>(
    'SELECT id, wallet_code, balance::text AS balance FROM wallets WHERE member_id = $1 ORDER BY id FOR UPDATE',
    [memberId],
  )
  return new Map(locked.rows.map((wallet) => [wallet.wallet_code, wallet]))
}
