/** The register-history test hook: the per-address register limits (997 daily, 996 burst) can be met at once. */
import { describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectBusinessError, opTest } from './support/harness.ts'
import { isRemote } from './support/target.ts'

const register = (ip: string) =>
  call('register', {
    body: {
      site_id: 1,
      member_account: `hist${Date.now() % 1_000_000}`,
      password: 'play2024',
      member_currency: 'VND',
    },
    headers: { 'x-forwarded-for': ip },
  })

describe.skipIf(isRemote)('sandbox register history', () => {
  opTest('addSandboxRegisterHistory', 'ten registrations an hour ago make the next one 997', async () => {
    const ip = '198.18.40.1'
    const added = await call('addSandboxRegisterHistory', { body: { ip, count: 10, minutes_ago: 60 } })
    expect(added.code).toBe(100)
    expectBusinessError(await register(ip), 997)
    // Another address is not affected by them.
    expect((await register('198.18.40.2')).code).not.toBe(997)
  })

  opTest('addSandboxRegisterHistory', 'three registrations a minute ago make the next one 996', async () => {
    const ip = '198.18.40.3'
    expect((await call('addSandboxRegisterHistory', { body: { ip, count: 3, minutes_ago: 1 } })).code).toBe(
      100,
    )
    expectBusinessError(await register(ip), 996)
  })
})
