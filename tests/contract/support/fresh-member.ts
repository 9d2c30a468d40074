import { randomBytes, randomInt } from 'node:crypto'
import { hashPasswordAsync } from '../../../server/auth/passwords.ts'
import { getTarget } from './target.ts'

export interface FreshMember {
  id: number
  account: string
  email: string
  phone: string
}

/**
 * A member of site 1 no other test uses (password `lotus123`, withdraw password `1234`), for tests
 * that lock an account. In-process sandbox only.
 */
export async function freshMember(prefix: string): Promise<FreshMember> {
  const target = await getTarget()
  if (!target.database) throw new Error('freshMember needs the in-process sandbox')
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
