/**
 * Letters (spec §7 Member: letter, letter/read, letter/destroy): paging and order of §9, read state,
 * deletion, ownership, and the sandbox's delivery helper.
 */
import { describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectBusinessError, expectProtocolError, expectSuccess, opTest } from './support/harness.ts'
import { ACCOUNTS, loginAs } from './support/session.ts'
import { requires } from './support/target.ts'

interface LetterItem {
  id: number
  title: string
  content: string
  is_read: 0 | 1
}

function listOf(data: unknown): { list: LetterItem[]; total_count: number; unread_count: number } {
  const record = data && typeof data === 'object' ? new Map(Object.entries(data)) : new Map<string, unknown>()
  const list = record.get('list')
  return {
    list: Array.isArray(list) ? (list as LetterItem[]) : [],
    total_count: Number(record.get('total_count')),
    unread_count: Number(record.get('unread_count')),
  }
}

async function token(account: 'demo888' | 'player01' = 'demo888'): Promise<string> {
  const value = await loginAs(account)
  if (!value) throw new Error('no session')
  return value
}

async function letters(auth: string, body: Record<string, unknown> = {}) {
  const result = await call('listLetters', {
    body: { site_id: 1, count: 50, page: 1, sort_field: 'id', sort_order: 'desc', ...body },
    token: auth,
  })
  expectSuccess(result)
  return listOf(result.data)
}

async function send(memberId: number, title = 'Contract letter', content = '<p>Hello</p>') {
  const result = await call('sendSandboxLetter', { body: { member_id: memberId, title, content } })
  expectSuccess(result)
  const data =
    result.data && typeof result.data === 'object' ? new Map(Object.entries(result.data)) : new Map()
  return Number(data.get('id'))
}

describe('letters', requires('peekSandboxCaptcha', 'sendSandboxLetter'), () => {
  opTest(
    'listLetters',
    'lists the member’s letters by id descending with total and unread counts',
    async () => {
      const auth = await token()
      const { list, total_count, unread_count } = await letters(auth)
      expect(list.length).toBeGreaterThan(0)
      const ids = list.map((letter) => letter.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      expect(total_count).toBeGreaterThanOrEqual(list.length)
      expect(unread_count).toBe(list.filter((letter) => letter.is_read === 0).length)
    },
  )

  opTest('listLetters', 'pages by count, and the ascending order reverses the list', async () => {
    const auth = await token()
    const first = await letters(auth, { count: 2, page: 1 })
    const second = await letters(auth, { count: 2, page: 2 })
    expect(first.list).toHaveLength(2)
    expect(second.list[0]?.id).toBeLessThan(first.list[1]?.id ?? 0)
    const ascending = await letters(auth, { sort_order: 'asc' })
    expect(ascending.list.map((l) => l.id)).toEqual(
      [...ascending.list.map((l) => l.id)].sort((a, b) => a - b),
    )
  })

  opTest('listLetters', 'answers 400 naming sort_field for an unknown column', async () => {
    const result = await call('listLetters', {
      body: { site_id: 1, sort_field: 'password' },
      token: await token(),
    })
    expectProtocolError(result, 400)
    expect(result.message).toContain('sort_field')
  })

  opTest('listLetters', 'answers 401 without a session', async () => {
    expectProtocolError(await call('listLetters', { body: { site_id: 1 } }), 401)
  })

  opTest('sendSandboxLetter', 'delivers an unread letter at the top of the list', async () => {
    const auth = await token()
    const before = await letters(auth)
    const id = await send(ACCOUNTS.demo888.id, 'Top of the list')
    const after = await letters(auth)
    expect(after.list[0]).toMatchObject({ id, title: 'Top of the list', is_read: 0 })
    expect(after.unread_count).toBe(before.unread_count + 1)
    expect(after.total_count).toBe(before.total_count + 1)
  })

  opTest('sendSandboxLetter', '404 for an unknown member', async () => {
    expectBusinessError(
      await call('sendSandboxLetter', { body: { member_id: 999999, title: 'x', content: 'y' } }),
      404,
    )
  })

  opTest('readLetter', 'marks a letter read once; reading again changes nothing', async () => {
    const auth = await token()
    const id = await send(ACCOUNTS.demo888.id)
    const before = await letters(auth)
    const read = await call('readLetter', { body: { id }, token: auth })
    expectSuccess(read)
    expect(listOf({ list: [], ...(read.data as object) }).unread_count).toBe(before.unread_count - 1)
    const again = await call('readLetter', { body: { id }, token: auth })
    expectSuccess(again)
    expect(listOf({ list: [], ...(again.data as object) }).unread_count).toBe(before.unread_count - 1)
    expect((await letters(auth)).list.find((letter) => letter.id === id)?.is_read).toBe(1)
  })

  opTest('readLetter', '404 for another member’s letter, which stays unread', async () => {
    const theirs = await send(ACCOUNTS.player01.id)
    expectBusinessError(await call('readLetter', { body: { id: theirs }, token: await token() }), 404)
    const list = await letters(await token('player01'))
    expect(list.list.find((letter) => letter.id === theirs)?.is_read).toBe(0)
  })

  opTest('destroyLetters', 'deletes the member’s letters and ignores ids that are not theirs', async () => {
    const auth = await token()
    const mine = await send(ACCOUNTS.demo888.id)
    const theirs = await send(ACCOUNTS.player01.id)
    const before = await letters(auth)
    const result = await call('destroyLetters', { body: { ids: [mine, theirs, 999999] }, token: auth })
    expectSuccess(result)
    const after = await letters(auth)
    expect(after.list.some((letter) => letter.id === mine)).toBe(false)
    expect(after.total_count).toBe(before.total_count - 1)
    expect(after.unread_count).toBe(before.unread_count - 1)
    expect((await letters(await token('player01'))).list.some((letter) => letter.id === theirs)).toBe(true)
  })

  opTest('destroyLetters', '400 for an empty id list', async () => {
    expectProtocolError(await call('destroyLetters', { body: { ids: [] }, token: await token() }), 400)
  })
})
