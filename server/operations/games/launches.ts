/** Game launches and their money: provider state and maintenance, launch tokens, wallet transfers in and out. */
import { randomBytes } from 'node:crypto'
import { lockMember, lockWallets } from '../../db/locks.ts'
import type { Db } from '../../db/types.ts'
import type { Locale } from '../../domain/reference.ts'
import { postLedger } from '../../domain/ledger.ts'
import { businessError } from '../../http/envelope.ts'
import { t } from '../../i18n/messages.ts'

interface ProviderState {
  id: number
  code: string
  active: boolean
  is_demo: boolean
  maintenance: boolean
  maintain_start: Date | string | null
  maintain_end: Date | string | null
}

function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null
  return new Date(value).toISOString()
}

export async function providerState(db: Db, providerId: number): Promise<ProviderState | null> {
  const result = await db.query<ProviderState>(
    'SELECT id, code, active, is_demo, maintenance, maintain_start, maintain_end FROM providers WHERE id = $1',
    [providerId],
  )
  return result.rows[0] ?? null
}

export function maintenanceError(provider: ProviderState, lang: Locale | undefined) {
  return businessError(203, t('game_maintenance', lang), {
    maintain_interval: {
      start_at: isoOrNull(provider.maintain_start),
      end_at: isoOrNull(provider.maintain_end),
    },
  })
}

export async function findGame(
  db: Db,
  providerId: number,
  gameType: number,
  gameCode: string | undefined,
): Promise<{ id: number; game_code: string; is_demo: boolean } | null> {
  const result = await db.query<{ id: number; game_code: string; is_demo: boolean }>(
    gameCode === undefined
      ? `SELECT id, game_code, is_demo FROM games WHERE provider_id = $1 AND game_type = $2 AND active ORDER BY sort LIMIT 1`
      : `SELECT id, game_code, is_demo FROM games WHERE provider_id = $1 AND game_type = $2 AND game_code = $3 AND active`,
    gameCode === undefined ? [providerId, gameType] : [providerId, gameType, gameCode],
  )
  return result.rows[0] ?? null
}

export function launchToken(): string {
  return randomBytes(18).toString('base64url')
}

export async function walletOf(
  db: Db,
  memberId: number,
  code: string,
  currency: string,
): Promise<{ id: number; balance: string }> {
  await db.query(
    `INSERT INTO wallets (member_id, wallet_code, currency) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, wallet_code) DO NOTHING`,
    [memberId, code, currency],
  )
  const result = await db.query<{ id: number; balance: string }>(
    'SELECT id, balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = $2',
    [memberId, code],
  )
  const wallet = result.rows[0]
  if (!wallet) throw new Error(`wallet ${code} of member ${memberId} missing`)
  return wallet
}

/**
 * Moves the whole balance of one wallet into another, with a ledger row on each side. The member's
 * wallets must be locked (`lockMemberWallets`): the balance moved is the one read under that lock.
 */
export async function transferAll(
  db: Db,
  memberId: number,
  from: string,
  to: string,
  kind: { out: string; in: string },
  reference: string,
): Promise<void> {
  const wallets = await lockWallets(db, memberId)
  const source = wallets.get(from)
  const target = wallets.get(to)
  if (!source || !target) throw new Error(`wallet ${from} or ${to} of member ${memberId} missing`)
  if (Number(source.balance) <= 0) return
  await postLedger(db, { walletId: source.id, amount: `-${source.balance}`, kind: kind.out, reference })
  await postLedger(db, { walletId: target.id, amount: source.balance, kind: kind.in, reference })
}

/**
 * Takes the locks a launch or leave needs, in the one order used everywhere: the member's row (so
 * launches and leaves of one member run one after the other), then all of its wallets by ascending
 * id, after making sure the main wallet and those of `codes` exist.
 */
export async function lockMemberWallets(
  db: Db,
  member: { member_id: number; member_currency: string },
  codes: readonly string[],
): Promise<void> {
  await lockMember(db, member.member_id)
  for (const code of ['main', ...codes]) await walletOf(db, member.member_id, code, member.member_currency)
  await lockWallets(db, member.member_id)
}

/** Closes the member's open launches: provider balances go back to the main wallet. */
export async function closeOpenLaunches(
  db: Db,
  member: { member_id: number; member_currency: string },
  providerId?: number,
): Promise<number> {
  await lockMember(db, member.member_id)
  const open = await db.query<{ token: string; provider_id: number; code: string }>(
    `SELECT l.token, l.provider_id, p.code FROM game_launches l JOIN providers p ON p.id = l.provider_id
      WHERE l.member_id = $1 AND NOT l.demo AND l.closed_at IS NULL ${providerId === undefined ? '' : 'AND l.provider_id = $2'}
      ORDER BY l.created_at`,
    providerId === undefined ? [member.member_id] : [member.member_id, providerId],
  )
  if (open.rows.length === 0) return 0
  await lockMemberWallets(
    db,
    member,
    open.rows.map((launch) => launch.code),
  )
  for (const launch of open.rows) {
    await transferAll(
      db,
      member.member_id,
      launch.code,
      'main',
      { out: 'game_transfer_out', in: 'game_transfer_in' },
      launch.token,
    )
    await db.query('UPDATE game_launches SET closed_at = now() WHERE token = $1', [launch.token])
  }
  await db.query('UPDATE game_plays SET ended_at = now() WHERE member_id = $1 AND ended_at IS NULL', [
    member.member_id,
  ])
  return open.rows.length
}

export async function mainBalance(db: Db, memberId: number): Promise<string> {
  const result = await db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
    [memberId],
  )
  return result.rows[0]?.balance ?? '0'
}
