import { hashPassword } from '../../auth/passwords.ts'
import type { Db } from '../types.ts'
import { SEED_PASSWORD } from './members.ts'

const SALT = 'lotus-seed-auth'

/** Accounts for the identity flows (password lotus123, withdraw password 1234); see the README. */
export const AUTH_MEMBERS = [
  {
    member_account: 'verify01',
    member_name: 'Trần Thị Lan',
    member_email: 'verify01@lotus.test',
    member_phone: '0966000001',
    identity_id: '079201000001',
    flags: { double_validation: true },
  },
  {
    member_account: 'device01',
    member_name: 'Ngô Văn Bình',
    member_email: 'device01@lotus.test',
    member_phone: '0966000002',
    identity_id: null,
    flags: { bound_udid: 'lotus-app-0001' },
  },
  {
    member_account: 'moved01',
    member_name: 'Phan Minh Châu',
    member_email: 'moved01@lotus.test',
    member_phone: '0966000003',
    identity_id: null,
    flags: { needs_transfer_verify: true },
  },
  {
    member_account: 'newbie02',
    member_name: 'Đặng Thu Hà',
    member_email: 'newbie02@lotus.test',
    member_phone: '0966000004',
    identity_id: null,
    flags: { first_login_to_change_password: true },
  },
] as const

/** Addresses (X-Forwarded-For) the sandbox answers with an IP code, so each one is reachable. */
export const IP_RULES = [
  { ip: '203.0.113.106', scope: 'login', code: 106 },
  { ip: '203.0.113.201', scope: 'login', code: 201 },
  { ip: '203.0.113.202', scope: 'login', code: 202 },
  { ip: '203.0.113.203', scope: 'login', code: 203 },
  { ip: '203.0.113.218', scope: 'register', code: 218 },
  { ip: '203.0.113.104', scope: 'sms', code: 104 },
] as const

export const REGISTER_BLACKLIST = [
  { kind: 'name', value: 'Blocked Name' },
  { kind: 'email', value: 'blocked@lotus.test' },
  { kind: 'phone', value: '0999999999' },
] as const

/** Runs after the sequences were moved past the explicit ids of the other seeds. */
export async function seedAuth(db: Db): Promise<void> {
  const password = hashPassword(SEED_PASSWORD, SALT)
  const withdraw = hashPassword('1234', SALT)
  for (const member of AUTH_MEMBERS) {
    const flags: {
      double_validation?: boolean
      bound_udid?: string
      needs_transfer_verify?: boolean
      first_login_to_change_password?: boolean
    } = member.flags
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO members (site_id, member_account, password_hash, withdraw_password_hash, member_name,
                            member_currency, member_email, member_phone, identity_id, double_validation,
                            bound_udid, needs_transfer_verify, first_login_to_change_password)
       VALUES (1, $1, $2, $3, $4, 'VND', $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        member.member_account,
        password,
        withdraw,
        member.member_name,
        member.member_email,
        member.member_phone,
        member.identity_id,
        flags.double_validation ?? false,
        flags.bound_udid ?? null,
        flags.needs_transfer_verify ?? false,
        flags.first_login_to_change_password ?? false,
      ],
    )
    await db.query(
      `INSERT INTO wallets (member_id, wallet_code, currency, balance) VALUES ($1, 'main', 'VND', 0)`,
      [inserted.rows[0]?.id],
    )
  }
  // An active code of a disabled member: registering with it answers 109.
  await db.query(
    `INSERT INTO recommend_codes (code, member_id, site_id, active)
     SELECT 'LOCKED01', id, 1, true FROM members WHERE site_id = 1 AND member_account = 'locked01'`,
  )
  for (const rule of IP_RULES) {
    await db.query('INSERT INTO ip_rules (ip, scope, code) VALUES ($1, $2, $3)', [
      rule.ip,
      rule.scope,
      rule.code,
    ])
  }
  for (const entry of REGISTER_BLACKLIST) {
    await db.query('INSERT INTO register_blacklist (kind, value) VALUES ($1, $2)', [entry.kind, entry.value])
  }
}
