/** Member centre edits: contact fields (editMemberProfile) and the withdraw password (editWithdrawPassword). */
import { describe, expect, test } from 'vitest'
import { call } from './support/client.ts'
import { ACCOUNTS, loginAs } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

async function tokenOf(account: 'profile01' | 'nopin01' | 'demo888') {
  const token = await loginAs(account)
  if (!token) throw new Error(`no session for ${account}`)
  return token
}

describe('editMemberProfile', requires('peekSandboxCaptcha', 'peekSandboxSms'), () => {
  test('a changed contact field is answered in the profile and kept for the next read', async () => {
    const token = await tokenOf('profile01')
    const edited = await call('editMemberProfile', {
      token,
      body: { member_zalo: 'zalo.profile01', member_email: 'new.profile01@lotus.test', password: 'lotus123' },
    })
    expect(edited.verdict.ok).toBe(true)
    expect(edited.code).toBe(100)
    expect(field(edited.data, 'member_zalo')).toBe('zalo.profile01')
    const read = await call('getMemberProfile', { token, body: {} })
    expect(field(read.data, 'member_zalo')).toBe('zalo.profile01')
    expect(field(read.data, 'member_email')).toBe('new.profile01@lotus.test')
    // Fields not sent stay as they were.
    expect(field(read.data, 'member_telegram')).toBe('@profile01')
  })

  test("another member's email answers 105, another member's Telegram 302, and nothing is written", async () => {
    const token = await tokenOf('profile01')
    const email = await call('editMemberProfile', {
      token,
      body: { member_email: 'demo888@lotus.test', member_zalo: 'zalo.untouched', password: 'lotus123' },
    })
    expect(email.code).toBe(105)
    expect(email.verdict.ok).toBe(true)
    const telegram = await call('editMemberProfile', { token, body: { member_telegram: '@demo888' } })
    expect(telegram.code).toBe(302)
    const read = await call('getMemberProfile', { token, body: {} })
    expect(field(read.data, 'member_zalo')).not.toBe('zalo.untouched')
  })

  test('the own current value is not a conflict', async () => {
    const token = await tokenOf('profile01')
    const read = await call('getMemberProfile', { token, body: {} })
    const again = await call('editMemberProfile', {
      token,
      body: { member_telegram: String(field(read.data, 'member_telegram')) },
    })
    expect(again.code).toBe(100)
  })

  test('a VND phone must have 10 digits (209) and, being verified in the centre, a matching SMS code (113)', async () => {
    const token = await tokenOf('profile01')
    expect((await call('editMemberProfile', { token, body: { member_phone: '09770000' } })).code).toBe(209)
    const wrongCode = await call('editMemberProfile', {
      token,
      body: { member_phone: '0977000099', phone_verify: '000000', password: 'lotus123' },
    })
    expect(wrongCode.code).toBe(113)
    expect((await call('editMemberProfile', { token, body: { member_phone: '0901234888' } })).code).toBe(104)
  })

  test('a phone verified by its SMS code is saved', async () => {
    const token = await tokenOf('profile01')
    const phone = '0977000098'
    const sms = await call('sendRegisterSms', {
      body: { member_phone: phone, currency: 'VND', type: 'register_member', site_id: 1 },
    })
    expect(sms.code).toBe(100)
    const peek = await call('peekSandboxSms', { query: { phone } })
    const code = String(field(peek.data, 'code'))
    const edited = await call('editMemberProfile', {
      token,
      body: { member_phone: phone, phone_verify: code, password: 'lotus123' },
    })
    expect(edited.code).toBe(100)
    expect(field(edited.data, 'member_phone')).toBe(phone)
  })

  test('bad characters, short values and an empty edit answer 400', async () => {
    const token = await tokenOf('profile01')
    expect((await call('editMemberProfile', { token, body: { member_zalo: 'ab' } })).status).toBe(400)
    expect((await call('editMemberProfile', { token, body: { member_zalo: 'bad value!' } })).status).toBe(400)
    expect((await call('editMemberProfile', { token, body: {} })).status).toBe(400)
  })

  test('a field closed to the centre (QQ for VND) or a set-once field already set answers 120', async () => {
    const token = await tokenOf('profile01')
    const qq = await call('editMemberProfile', { token, body: { member_qq: '123456789' } })
    expect(qq.code).toBe(120)
    expect(qq.verdict.ok).toBe(true)
    expect((await call('editMemberProfile', { token, body: { member_name: 'Other Name' } })).code).toBe(120)
  })

  test('a new email or phone needs the login password: missing or wrong answers 101 and nothing is written', async () => {
    const token = await tokenOf('profile01')
    const email = 'asked.profile01@lotus.test'
    const missing = await call('editMemberProfile', { token, lang: 'en_US', body: { member_email: email } })
    expect(missing.code).toBe(101)
    expect(missing.verdict.ok).toBe(true)
    expect(missing.message).toMatch(/login password/i)
    expect(
      (await call('editMemberProfile', { token, body: { member_email: email, password: 'wrong999' } })).code,
    ).toBe(101)
    expect(
      (
        await call('editMemberProfile', {
          token,
          body: { member_phone: '0977000097', phone_verify: '000000' },
        })
      ).code,
    ).toBe(101)
    const read = await call('getMemberProfile', { token, body: {} })
    expect(field(read.data, 'member_email')).not.toBe(email)
    // Contact fields other than email and phone need no password.
    expect((await call('editMemberProfile', { token, body: { member_zalo: 'zalo.nopassword' } })).code).toBe(
      100,
    )
    expect(
      (await call('editMemberProfile', { token, body: { member_email: email, password: 'lotus123' } })).code,
    ).toBe(100)
  })

  // Moves the clock past the lock in the database: white-box.
  test(
    'five wrong login passwords in the member centre answer 121 for 30 minutes, the right one included',
    requires('in-process'),
    async () => {
      const token = await tokenOf('profile01')
      const db = (await getTarget()).database?.db
      if (!db) throw new Error('needs the in-process sandbox')
      const edit = (password: string) =>
        call('editMemberProfile', { token, body: { member_email: 'locked.profile01@lotus.test', password } })
      try {
        const codes: (number | undefined)[] = []
        for (let n = 0; n < 5; n += 1) codes.push((await edit(`wrong${n}00`)).code)
        expect(codes).toEqual([101, 101, 101, 101, 121])
        const locked = await edit('lotus123')
        expect(locked.code).toBe(121)
        expect(locked.verdict.ok).toBe(true)
        // The same lock guards the withdraw password change.
        const pin = await call('editWithdrawPassword', {
          token,
          body: { withdraw_password: '2468', old_withdraw_password: '1234', password: 'lotus123' },
        })
        expect(pin.code).toBe(121)
        await db.query(
          `UPDATE secret_failures SET locked_until = now() - interval '1 second' WHERE member_id = $1`,
          [ACCOUNTS.profile01.id],
        )
        expect((await edit('lotus123')).code).toBe(100)
      } finally {
        await db.query('DELETE FROM secret_failures WHERE member_id = $1', [ACCOUNTS.profile01.id])
      }
    },
  )

  test('without a session the answer is 401', async () => {
    expect((await call('editMemberProfile', { body: { member_zalo: 'zalo.guest1' } })).status).toBe(401)
  })
})

describe('editWithdrawPassword', requires('peekSandboxCaptcha', 'peekSandboxSms'), () => {
  test('a member without one sets it with the login password, then changes it only with the old one', async () => {
    const token = await tokenOf('nopin01')
    const before = await call('getMemberProfile', { token, body: {} })
    expect(field(before.data, 'is_withdraw_password')).toBe(false)
    const wrongLogin = await call('editWithdrawPassword', {
      token,
      body: { withdraw_password: '4321', password: 'nope123' },
    })
    expect(wrongLogin.code).toBe(101)
    const set = await call('editWithdrawPassword', {
      token,
      body: { withdraw_password: '4321', withdraw_password_confirmation: '4321', password: 'lotus123' },
    })
    expect(set.code).toBe(100)
    expect(set.verdict.ok).toBe(true)
    const after = await call('getMemberProfile', { token, body: {} })
    expect(field(after.data, 'is_withdraw_password')).toBe(true)
    const change = (old: string, password = 'lotus123') =>
      call('editWithdrawPassword', {
        token,
        body: { withdraw_password: '5555', old_withdraw_password: old, password },
      })
    expect((await change('1111')).code).toBe(611)
    expect((await change('4321')).code).toBe(100)
    // The new one is what a withdrawal now checks: the old one is refused.
    expect((await change('4321')).code).toBe(611)
  })

  test('changing an existing withdraw password needs the login password too (101 without it or when wrong)', async () => {
    const token = await tokenOf('demo888')
    const missing = await call('editWithdrawPassword', {
      token,
      body: { withdraw_password: '1234', old_withdraw_password: '1234' },
    })
    expect(missing.code).toBe(101)
    expect(missing.verdict.ok).toBe(true)
    const wrong = await call('editWithdrawPassword', {
      token,
      body: { withdraw_password: '1234', old_withdraw_password: '1234', password: 'nope123' },
    })
    expect(wrong.code).toBe(101)
    const right = await call('editWithdrawPassword', {
      token,
      body: { withdraw_password: '1234', old_withdraw_password: '1234', password: 'lotus123' },
    })
    expect(right.code).toBe(100)
  })

  test('not 4 digits or a confirmation that differs answers 400', async () => {
    const token = await tokenOf('demo888')
    expect(
      (
        await call('editWithdrawPassword', {
          token,
          body: { withdraw_password: '12a4', old_withdraw_password: '1234' },
        })
      ).status,
    ).toBe(400)
    const mismatch = await call('editWithdrawPassword', {
      token,
      body: {
        withdraw_password: '2222',
        withdraw_password_confirmation: '3333',
        old_withdraw_password: '1234',
      },
    })
    expect(mismatch.status).toBe(400)
  })

  test('without a session the answer is 401', async () => {
    expect((await call('editWithdrawPassword', { body: { withdraw_password: '1234' } })).status).toBe(401)
  })
})
