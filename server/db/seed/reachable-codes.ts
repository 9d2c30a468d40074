import { hashPassword } from '../../auth/passwords.ts'
import type { Db } from '../types.ts'
import { SEED_PASSWORD } from './members.ts'

const SALT = 'lotus-seed-codes'

/**
 * Members whose state is the only way to a §8 code (password lotus123, withdraw password 1234,
 * site 1, VND); the README's account table says which call answers what. Status 3 is an account
 * under review: it logs in, but may not recover balances (104) nor pass the second login step (202).
 */
export const CODE_MEMBERS = [
  // Wallet recovery 101: the wallet is locked.
  { account: 'walletlock01', name: 'Võ Thị Mai', wallets: { GPPG: '50000' }, wallet_status: 0 },
  // Wallet recovery 103: balances on Booongo and Hacksaw, both under maintenance (recover one by gp_id).
  { account: 'maint01', name: 'Lý Văn Đức', wallets: { GPBG: '80000', GPHS: '60000' } },
  // Wallet recovery 104: an account under review.
  { account: 'review01', name: 'Hồ Thị Ngọc', wallets: { GPPG: '30000' }, status: 3 },
  // Double validation 104: no phone or e-mail on file, so the third question is the withdraw password.
  {
    account: 'verify02',
    name: 'Đỗ Minh Tâm',
    identity_id: '079201000002',
    double_validation: true,
    contactless: true,
  },
  // Double validation 202: the account is under review, so the second step refuses it.
  { account: 'verify03', name: 'Bùi Thanh Hương', double_validation: true, status: 3 },
] as const satisfies readonly {
  account: string
  name: string
  wallets?: Record<string, string>
  wallet_status?: number
  status?: number
  identity_id?: string
  double_validation?: boolean
  contactless?: boolean
}[]

export async function seedCodeMembers(db: Db): Promise<void> {
  const password = hashPassword(SEED_PASSWORD, SALT)
  const withdraw = hashPassword('1234', SALT)
  for (const [index, seed] of CODE_MEMBERS.entries()) {
    const member: {
      account: string
      name: string
      wallets?: Record<string, string>
      wallet_status?: number
      status?: number
      identity_id?: string
      double_validation?: boolean
      contactless?: boolean
    } = seed
    const contactless = member.contactless === true
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO members (site_id, member_account, password_hash, withdraw_password_hash, member_name,
                            member_currency, member_email, member_phone, identity_id, double_validation,
                            status, wallet_status)
       VALUES (1, $1, $2, $3, $4, 'VND', $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        member.account,
        password,
        withdraw,
        member.name,
        contactless ? null : `${member.account}@lotus.test`,
        contactless ? null : `09680000${String(index + 1).padStart(2, '0')}`,
        member.identity_id ?? null,
        member.double_validation ?? false,
        member.status ?? 0,
        member.wallet_status ?? 1,
      ],
    )
    const id = inserted.rows[0]?.id
    if (id === undefined) throw new Error(`seed member ${member.account} not inserted`)
    const wallets: [string, string][] = [['main', '1000000'], ...Object.entries(member.wallets ?? {})]
    for (const [code, balance] of wallets) {
      const wallet = await db.query<{ id: number }>(
        `INSERT INTO wallets (member_id, wallet_code, currency, balance) VALUES ($1, $2, 'VND', $3) RETURNING id`,
        [id, code, balance],
      )
      // Every balance has its ledger row, as in the other seeds.
      await db.query(
        `INSERT INTO wallet_ledger (wallet_id, member_id, amount, balance_after, kind, reference)
         VALUES ($1, $2, $3, $3, 'opening_balance', $4)`,
        [wallet.rows[0]?.id, id, balance, `seed-${member.account}-${code}`],
      )
    }
  }
}
