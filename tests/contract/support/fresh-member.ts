import { randomBytes, randomInt } from 'node:crypto'
import { hashPasswordAsync } from '../../../server/auth/passwords.ts'
import { call } from './client.ts'
import { loginWithPassword } from './session.ts'
import { backend, getTarget } from './target.ts'

export interface FreshMember {
  id: number
  account: string
  email: string
  phone: string
}

/** What freshMember needs of the target: its own database in-process, or the member hook. */
export const FRESH_MEMBER_HOOK = backend.inProcess ? 'in-process' : 'createSandboxProtectionMember'

function dataField(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

/** Over HTTP: the createSandboxProtectionMember hook, then the email and withdraw password through the player API. */
async function throughHooks(prefix: string): Promise<FreshMember> {
  const created = await call('createSandboxProtectionMember', {
    body: { site_id: backend.profile.siteId, member_currency: 'VND' },
  })
  const id = dataField(created.data, 'member_id')
  const account = dataField(created.data, 'member_account')
  const password = dataField(created.data, 'password')
  if (typeof id !== 'number' || typeof account !== 'string' || typeof password !== 'string')
    throw new Error(`createSandboxProtectionMember answered ${created.text.slice(0, 200)}`)
  const token = await loginWithPassword(account, password)
  if (!token) throw new Error(`fresh member ${account} (${prefix}) could not log in`)
  const email = `${prefix}${randomBytes(3).toString('hex')}@lotus.test`
  await call('editMemberProfile', { token, body: { member_email: email, password } })
  await call('editWithdrawPassword', {
    token,
    body: { withdraw_password: '1234', withdraw_password_confirmation: '1234', password },
  })
  await call('logout', { token, body: {} })
  const profile = await call('getMemberProfile', {
    token: await loginWithPassword(account, password),
    body: {},
  })
  const phone = dataField(profile.data, 'member_phone')
  return { id, account, email, phone: typeof phone === 'string' ? phone : '' }
}

/**
 * A member of site 1 no other test uses (password `lotus123`, withdraw password `1234`), for tests
 * that lock an account. In-process it is written to the sandbox's database; over HTTP it is made
 * with the createSandboxProtectionMember hook (require FRESH_MEMBER_HOOK).
 */
export async function freshMember(prefix: string): Promise<FreshMember> {
  const target = await getTarget()
  if (!target.database) return throughHooks(prefix)
  const account = `${prefix}${randomBytes(3).toString('hex')}`.slice(0, 16)
  const email = `${account}@lotus.test`
  const phone = `09${randomInt(10_000_000, 100_000_000)}`
  const inserted = await target.database.db.query<{ id: number }>(
    `INSERT INTO members (site_id, member_account, password_hash, withdraw_password_hash, member_name,
                          member_currency, member_email, member_phone)
     VALUES (1, $1, $2, $3, 'Fresh Member', 'VND', $4, $5) RETURNING id`,
    [account, await hashPasswordAsync('lotus123'), await hashPasswordAsync('1234'), email, phone],
  )
  const id = inserted.rows[0]?.id
  if (id === undefined) throw new Error('member insert returned no id')
  return { id, account, email, phone }
}
