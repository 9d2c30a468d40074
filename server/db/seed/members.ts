import { hashPassword } from '../../auth/passwords.ts'
import type { Db } from '../types.ts'
import { bulkInsert, daysFrom } from './bulk.ts'

/** Every seeded member logs in with this password. */
export const SEED_PASSWORD = 'lotus123'

export interface MemberSeed {
  id: number
  site_id: number
  member_account: string
  member_name: string
  member_currency: string
  member_type: number
  agent_active: boolean
  status: number
  member_email: string
  member_phone: string
  balance: string
  platform_balances?: Record<string, string>
  first_login_to_change_password?: boolean
  need_bank_account_deposit_verified?: boolean
  /** false: no withdraw password yet (the member centre asks to set one before a withdrawal) */
  withdraw_password?: boolean
}

/** Accounts others can rely on (ids are fixed). */
export const MEMBERS: readonly MemberSeed[] = [
  {
    id: 1,
    site_id: 1,
    member_account: 'demo888',
    member_name: 'Nguyễn Văn An',
    member_currency: 'VND',
    member_type: 1,
    agent_active: false,
    status: 0,
    member_email: 'demo888@lotus.test',
    member_phone: '0901234888',
    balance: '5000000',
    platform_balances: { GPPG: '120000', GPEV: '350000', GPJL: '0' },
  },
  {
    id: 2,
    site_id: 1,
    member_account: 'player01',
    member_name: 'Tran Minh Khoa',
    member_currency: 'USD',
    member_type: 1,
    agent_active: false,
    status: 0,
    member_email: 'player01@lotus.test',
    member_phone: '0912000001',
    balance: '1250.50',
    platform_balances: { GPPP: '75.25' },
  },
  {
    id: 3,
    site_id: 1,
    member_account: 'agent001',
    member_name: 'Lê Thị Hoa',
    member_currency: 'VND',
    member_type: 2,
    agent_active: true,
    status: 0,
    member_email: 'agent001@lotus.test',
    member_phone: '0933000001',
    balance: '12000000',
  },
  {
    id: 4,
    site_id: 1,
    member_account: 'agent002',
    member_name: 'Phạm Quốc Bảo',
    member_currency: 'VND',
    member_type: 2,
    agent_active: false,
    status: 0,
    member_email: 'agent002@lotus.test',
    member_phone: '0933000002',
    balance: '0',
  },
  {
    id: 5,
    site_id: 1,
    member_account: 'locked01',
    member_name: 'Hoàng Văn Tú',
    member_currency: 'VND',
    member_type: 1,
    agent_active: false,
    status: 1,
    member_email: 'locked01@lotus.test',
    member_phone: '0944000001',
    balance: '200000',
  },
  {
    id: 6,
    site_id: 1,
    member_account: 'frozen01',
    member_name: 'Đỗ Thị Mai',
    member_currency: 'THB',
    member_type: 1,
    agent_active: false,
    status: 2,
    member_email: 'frozen01@lotus.test',
    member_phone: '0944000002',
    balance: '1500',
  },
  {
    id: 7,
    site_id: 1,
    member_account: 'newbie01',
    member_name: 'Vũ Đức Long',
    member_currency: 'VND',
    member_type: 1,
    agent_active: false,
    status: 0,
    member_email: 'newbie01@lotus.test',
    member_phone: '0955000001',
    balance: '0',
    first_login_to_change_password: true,
    need_bank_account_deposit_verified: true,
  },
  {
    id: 8,
    site_id: 2,
    member_account: 'asia888',
    member_name: '王小明',
    member_currency: 'RMB',
    member_type: 1,
    agent_active: false,
    status: 0,
    member_email: 'asia888@lotus.test',
    member_phone: '13800138000',
    balance: '8888.88',
  },
  {
    id: 9,
    site_id: 3,
    member_account: 'global01',
    member_name: 'Kim Min-jun',
    member_currency: 'WON',
    member_type: 1,
    agent_active: false,
    status: 0,
    member_email: 'global01@lotus.test',
    member_phone: '01012345678',
    balance: '250000',
  },
  // Member-centre edits: profile0x edit their contact fields, nopin0x have no withdraw password yet.
  {
    id: 10,
    site_id: 1,
    member_account: 'profile01',
    member_name: 'Lý Thanh Tâm',
    member_currency: 'VND',
    member_type: 1,
    agent_active: false,
    status: 0,
    member_email: 'profile01@lotus.test',
    member_phone: '0977000001',
    balance: '300000',
  },
  {
    id: 11,
    site_id: 1,
    member_account: 'profile02',
    member_name: 'Lý Thanh Hải',
    member_currency: 'VND',
    member_type: 1,
    agent_active: false,
    status: 0,
    member_email: 'profile02@lotus.test',
    member_phone: '0977000002',
    balance: '300000',
  },
  {
    id: 12,
    site_id: 1,
    member_account: 'nopin01',
    member_name: 'Bùi Gia Huy',
    member_currency: 'VND',
    member_type: 1,
    agent_active: false,
    status: 0,
    member_email: 'nopin01@lotus.test',
    member_phone: '0977000003',
    balance: '800000',
    withdraw_password: false,
  },
  {
    id: 13,
    site_id: 1,
    member_account: 'nopin02',
    member_name: 'Bùi Gia Khang',
    member_currency: 'VND',
    member_type: 1,
    agent_active: false,
    status: 0,
    member_email: 'nopin02@lotus.test',
    member_phone: '0977000004',
    balance: '800000',
    withdraw_password: false,
  },
]

const FIXED_SALT = 'lotus-seed-salt'

type WalletRow = { id: number; member_id: number; wallet_code: string; currency: string; balance: string }

function walletsOf(members: readonly MemberSeed[]): WalletRow[] {
  const rows: WalletRow[] = []
  for (const member of members) {
    const balances: [string, string][] = [
      ['main', member.balance],
      ...Object.entries(member.platform_balances ?? {}),
    ]
    for (const [code, balance] of balances) {
      rows.push({
        id: rows.length + 1,
        member_id: member.id,
        wallet_code: code,
        currency: member.member_currency,
        balance,
      })
    }
  }
  return rows
}

/** The columns of a member's account, for every seed that inserts members. */
export const MEMBER_ACCOUNT_COLUMNS = {
  id: 'integer',
  site_id: 'integer',
  member_account: 'text',
  password_hash: 'text',
  withdraw_password_hash: 'text',
  member_name: 'text',
  member_currency: 'text',
  member_type: 'smallint',
  agent_type: 'smallint',
  agent_level: 'smallint',
  agent_active: 'boolean',
  status: 'smallint',
} as const

export async function seedMembers(db: Db, reference: Date): Promise<number> {
  const passwordHash = hashPassword(SEED_PASSWORD, FIXED_SALT)
  const withdrawHash = hashPassword('1234', FIXED_SALT)
  await bulkInsert(
    db,
    'members',
    {
      ...MEMBER_ACCOUNT_COLUMNS,
      member_email: 'text',
      member_phone: 'text',
      member_birthday: 'date',
      contacts: 'jsonb',
      first_login_to_change_password: 'boolean',
      need_bank_account_deposit_verified: 'boolean',
      created_at: 'timestamptz',
    },
    MEMBERS.map((member, index) => ({
      id: member.id,
      site_id: member.site_id,
      member_account: member.member_account,
      password_hash: passwordHash,
      withdraw_password_hash: member.withdraw_password === false ? null : withdrawHash,
      member_name: member.member_name,
      member_currency: member.member_currency,
      member_type: member.member_type,
      agent_type: member.member_type === 1 ? 0 : 1,
      agent_level: member.member_type === 1 ? 0 : 1,
      agent_active: member.agent_active,
      status: member.status,
      member_email: member.member_email,
      member_phone: member.member_phone,
      member_birthday: `199${index % 10}-0${(index % 9) + 1}-1${index % 10}`,
      contacts: { member_zalo: member.member_phone, member_telegram: `@${member.member_account}` },
      first_login_to_change_password: member.first_login_to_change_password ?? false,
      need_bank_account_deposit_verified: member.need_bank_account_deposit_verified ?? false,
      created_at: daysFrom(reference, -200 + index * 7),
    })),
  )
  const wallets = walletsOf(MEMBERS)
  await bulkInsert(
    db,
    'wallets',
    { id: 'integer', member_id: 'integer', wallet_code: 'text', currency: 'text', balance: 'numeric' },
    wallets,
  )
  await bulkInsert(
    db,
    'wallet_ledger',
    {
      wallet_id: 'integer',
      member_id: 'integer',
      amount: 'numeric',
      balance_after: 'numeric',
      kind: 'text',
      reference: 'text',
      created_at: 'timestamptz',
    },
    wallets
      .filter((wallet) => Number(wallet.balance) > 0)
      .map((wallet) => ({
        wallet_id: wallet.id,
        member_id: wallet.member_id,
        amount: wallet.balance,
        balance_after: wallet.balance,
        kind: 'opening_balance',
        reference: `seed-${wallet.id}`,
        created_at: daysFrom(reference, -30),
      })),
  )
  await seedAgents(db)
  return MEMBERS.length
}

async function seedAgents(db: Db): Promise<void> {
  await bulkInsert(
    db,
    'agents',
    { id: 'integer', member_id: 'integer', site_id: 'integer', level: 'smallint', active: 'boolean' },
    [
      { id: 1, member_id: 3, site_id: 1, level: 1, active: true },
      { id: 2, member_id: 4, site_id: 1, level: 1, active: false },
    ],
  )
  await bulkInsert(
    db,
    'agent_domains',
    { host: 'text', agent_id: 'integer', site_id: 'integer', currency: 'text', active: 'boolean' },
    [
      { host: 'dl888.lotus.test', agent_id: 1, site_id: 1, currency: 'VND', active: true },
      { host: 'vip.lotus.test', agent_id: 1, site_id: 1, currency: 'USD', active: true },
      { host: 'old.lotus.test', agent_id: 2, site_id: 1, currency: 'VND', active: false },
    ],
  )
  await bulkInsert(
    db,
    'agent_level_names',
    { site_id: 'integer', level: 'smallint', names: 'jsonb' },
    [1, 2, 3].flatMap((site_id) => [
      { site_id, level: 1, names: { vi_VN: 'Đại lý cấp 1', en_US: 'Level 1 agent', zh_CN: '一级代理' } },
      { site_id, level: 2, names: { vi_VN: 'Đại lý cấp 2', en_US: 'Level 2 agent', zh_CN: '二级代理' } },
      { site_id, level: 3, names: { vi_VN: 'Tổng đại lý', en_US: 'Master agent', zh_CN: '总代理' } },
    ]),
  )
  await bulkInsert(
    db,
    'recommend_codes',
    { code: 'text', member_id: 'integer', site_id: 'integer', active: 'boolean' },
    [
      { code: 'LOTUS888', member_id: 1, site_id: 1, active: true },
      { code: 'VIP2024', member_id: 2, site_id: 1, active: true },
      { code: 'OLDCODE1', member_id: 5, site_id: 1, active: false },
      { code: 'ASIA8888', member_id: 8, site_id: 2, active: true },
    ],
  )
}
