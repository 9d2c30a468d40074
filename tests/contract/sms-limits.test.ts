/**
 * SMS codes: a code dies after five wrong tries (the right one is then refused until a new code is
 * sent), and sending is limited per address, per member and per phone (102), also under concurrent
 * requests (run with DATABASE_URL for PostgreSQL).
 */
import { describe, expect, test } from 'vitest'
import { call } from './support/client.ts'
import { loginAs } from './support/session.ts'
import { getTarget, requires } from './support/target.ts'

let counter = 0
/** A 10-digit VND phone unique to this run. */
const newPhone = () => `08${String(Date.now() * 100 + (counter++ % 100)).slice(-8)}`
let addressCounter = 0
const newAddress = () => `198.51.100.${(addressCounter++ % 250) + 1}`

const send = (phone: string, options: { address?: string; token?: string } = {}) =>
  call('sendRegisterSms', {
    body: { member_phone: phone, currency: 'VND', type: 'register_member', site_id: 1 },
    headers: { 'x-forwarded-for': options.address ?? newAddress() },
    token: options.token ?? null,
  })

async function sentCode(phone: string): Promise<string> {
  const peek = await call('peekSandboxSms', { query: { phone } })
  const data = peek.data && typeof peek.data === 'object' ? new Map(Object.entries(peek.data)) : new Map()
  return String(data.get('code'))
}

/** Time passing for a phone's codes: the last one was sent `seconds` earlier than it was. */
async function age(phone: string, seconds: number): Promise<void> {
  const db = (await getTarget()).database?.db
  if (!db) throw new Error('needs the in-process sandbox')
  await db.query(
    `UPDATE sms_codes SET created_at = created_at - make_interval(secs => $2) WHERE phone = $1`,
    [phone, seconds],
  )
}

async function token(): Promise<string> {
  const found = await loginAs('nopin02')
  if (!found) throw new Error('no session for nopin02')
  return found
}

describe('SMS codes', requires('peekSandboxCaptcha', 'peekSandboxSms'), () => {
  // Moves a code's clock back in the database: white-box.
  test(
    'a code dies after five wrong tries: the right one is then refused until a new code is sent',
    requires('in-process'),
    async () => {
      const phone = newPhone()
      expect((await send(phone)).code).toBe(100)
      const code = await sentCode(phone)
      const wrong = code === '000000' ? '111111' : '000000'
      const edit = async (phoneVerify: string) =>
        call('editMemberProfile', {
          token: await token(),
          lang: 'en_US',
          body: { member_phone: phone, phone_verify: phoneVerify, password: 'lotus123' },
        })
      const codes: (number | undefined)[] = []
      for (let n = 0; n < 5; n += 1) codes.push((await edit(wrong)).code)
      expect(codes).toEqual([113, 113, 113, 113, 113])
      const refused = await edit(code)
      expect(refused.code).toBe(113)
      expect(refused.verdict.ok).toBe(true)
      expect(refused.message).toMatch(/new one/i)
      const profile = await call('getMemberProfile', { token: await token(), body: {} })
      expect(
        profile.data && typeof profile.data === 'object'
          ? new Map(Object.entries(profile.data)).get('member_phone')
          : null,
      ).not.toBe(phone)

      await age(phone, 301)
      expect((await send(phone)).code).toBe(100)
      expect((await edit(await sentCode(phone))).code).toBe(100)
    },
  )

  test('one address gets five codes in ten minutes, then 102; another address still gets one', async () => {
    const address = newAddress()
    const codes: (number | undefined)[] = []
    for (let n = 0; n < 6; n += 1) codes.push((await send(newPhone(), { address })).code)
    expect(codes).toEqual([100, 100, 100, 100, 100, 102])
    expect((await send(newPhone())).code).toBe(100)
  })

  test('a member gets three codes in ten minutes whatever the address, then 102', async () => {
    const member = await token()
    const codes: (number | undefined)[] = []
    for (let n = 0; n < 4; n += 1) codes.push((await send(newPhone(), { token: member })).code)
    expect(codes).toEqual([100, 100, 100, 102])
    const refused = await send(newPhone(), { token: member, address: newAddress() })
    expect(refused.code).toBe(102)
    expect(refused.verdict.ok).toBe(true)
    // A guest from a fresh address is not the member.
    expect((await send(newPhone())).code).toBe(100)
  })

  // Moves a code's clock back in the database: white-box.
  test('a phone gets one code every 300 s and five a day', requires('in-process'), async () => {
    const phone = newPhone()
    const codes: (number | undefined)[] = []
    for (let n = 0; n < 6; n += 1) {
      codes.push((await send(phone)).code)
      await age(phone, 301)
    }
    expect(codes).toEqual([100, 100, 100, 100, 100, 102])
  })

  test('twenty concurrent sends from one address: exactly five codes go out', async () => {
    const address = newAddress()
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(newPhone(), { address })))
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(5)
    expect(answers.filter((answer) => answer.code === 102)).toHaveLength(15)
  })
})
