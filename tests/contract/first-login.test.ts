/**
 * Spec §6: a member flagged for a first-login password change may do nothing else until it is done:
 * every member operation but the change, logout and what the change dialog reads answers 403, and the
 * change ends the member's other sessions.
 */
import { describe, expect } from 'vitest'
import { call, type CallResult } from './support/client.ts'
import { freshMember } from './support/fresh-member.ts'
import { expectProtocolError, expectSuccess, opTest } from './support/harness.ts'
import { loginWithPassword } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

/** The refusal every member operation answers until the change (the envelope table's 403). */
function expectChangeFirst(result: CallResult): void {
  expect(result.status, result.text).toBe(200)
  expect(result.code, result.text).toBe(403)
  expect(result.data).toBeNull()
}

async function flaggedMember(): Promise<{ account: string; id: number }> {
  const member = await freshMember('first')
  const target = await getTarget()
  if (!target.database) throw new Error('needs the in-process sandbox')
  await target.database.db.query('UPDATE members SET first_login_to_change_password = true WHERE id = $1', [
    member.id,
  ])
  return member
}

async function logIn(account: string, password = 'lotus123'): Promise<string> {
  const token = await loginWithPassword(account, password)
  if (!token) throw new Error(`${account} could not log in`)
  return token
}

describe('first-login password change', requires('in-process'), () => {
  opTest(
    'editPassword',
    'before the change every other member operation answers 403; the dialog still reads what it needs',
    async () => {
      const member = await flaggedMember()
      const token = await logIn(member.account)
      expectChangeFirst(await call('getMyCash', { token, body: {} }))
      expectChangeFirst(await call('getWithdrawInfo', { token, body: {} }))
      expectChangeFirst(await call('recoverAllBalances', { token, body: {} }))
      expectChangeFirst(await call('listLetters', { token, body: { site_id: 1 } }))
      const layout = await call('getMemberLayout', { token, body: {} })
      expectSuccess(layout)
      expect(field(layout.data, 'first_login_to_change_password')).toBe(true)
      expectSuccess(await call('getMemberProfile', { token, body: {} }))
      expectSuccess(await call('getMemberInfo', { token, body: { id: member.id } }))
    },
  )

  opTest('editPassword', 'the change lifts the block and ends the member’s other sessions', async () => {
    const member = await flaggedMember()
    const other = await logIn(member.account)
    const token = await logIn(member.account)
    expectSuccess(
      await call('editPassword', {
        token,
        body: { old_password: 'lotus123', password: 'fresh2024', password_confirmation: 'fresh2024' },
      }),
    )
    expectSuccess(await call('getMyCash', { token, body: {} }))
    expectSuccess(await call('getWithdrawInfo', { token, body: {} }))
    expect(
      field((await call('getMemberLayout', { token, body: {} })).data, 'first_login_to_change_password'),
    ).toBe(false)
    expectProtocolError(await call('getMemberLayout', { token: other, body: {} }), 401)
    expect(await loginWithPassword(member.account, 'lotus123')).toBeNull()
    expect(await loginWithPassword(member.account, 'fresh2024')).not.toBeNull()
  })

  opTest('logout', 'a flagged member can still log out', async () => {
    const member = await flaggedMember()
    const token = await logIn(member.account)
    expectSuccess(await call('logout', { token, body: {} }))
    expectProtocolError(await call('getMemberLayout', { token, body: {} }), 401)
  })
})
