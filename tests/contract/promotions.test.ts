/**
 * Promotions and red envelopes (spec §7 activity calls, §8 red envelope claim): apply once, the
 * envelope a member may claim, Caracas times, claim-once under 200 concurrent claims with one
 * ledger credit, and the sandbox helper that opens envelopes.
 */
import { describe, expect } from 'vitest'
import { call, newIdempotencyKey } from './support/client.ts'
import { expectBusinessError, expectProtocolError, expectSuccess, opTest } from './support/harness.ts'
import { ACCOUNTS, loginAs } from './support/session.ts'
import { getTarget, requires, skipUnless } from './support/target.ts'

function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

async function token(account: 'demo888' | 'player01' | 'agent001' = 'demo888'): Promise<string> {
  const value = await loginAs(account)
  if (!value) throw new Error('no session')
  return value
}

async function openEnvelope(memberId: number, extra: Record<string, unknown> = {}): Promise<number> {
  const result = await call('createSandboxRedEnvelope', {
    body: { member_id: memberId, seconds: 600, ...extra },
  })
  expectSuccess(result)
  return Number(field(result.data, 'id'))
}

async function currentEnvelope(auth: string): Promise<{ id: number; end_at: string } | null> {
  const result = await call('getRedEnvelope', { body: {}, token: auth })
  expectSuccess(result)
  const envelope = field(result.data, 'envelope')
  if (!envelope) return null
  return { id: Number(field(envelope, 'id')), end_at: String(field(envelope, 'end_at')) }
}

/** Claims every envelope open for the member, so a test starts from "no envelope". */
async function claimAll(auth: string): Promise<void> {
  for (let envelope = await currentEnvelope(auth); envelope; envelope = await currentEnvelope(auth)) {
    expectSuccess(await call('claimRedEnvelope', { body: { id: envelope.id }, token: auth }))
  }
}

/** The member's main wallet: from the database in-process, else from the member's layout (member_cash). */
async function balanceOf(memberId: number): Promise<number> {
  const target = await getTarget()
  if (!target.database) {
    const account =
      memberId === ACCOUNTS.player01.id
        ? 'player01'
        : memberId === ACCOUNTS.agent001.id
          ? 'agent001'
          : 'demo888'
    const layout = await call('getMemberLayout', { body: {}, token: await token(account) })
    return Number(field(layout.data, 'member_cash'))
  }
  const rows = await target.database.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
    [memberId],
  )
  return Number(rows.rows[0]?.balance ?? 0)
}

describe('promotions: apply', requires('peekSandboxCaptcha'), () => {
  opTest('applyDiscount', 'applies once for a promotion with an apply button, then 621', async () => {
    const auth = await token('player01')
    const list = await call('listDiscounts', { body: { site_id: 1 }, token: auth })
    expectSuccess(list)
    const items = field(list.data, 'list')
    const applicable = Array.isArray(items)
      ? items.find((item) => field(item, 'apply_type') === 1)
      : undefined
    const id = Number(field(applicable, 'id'))
    const first = await call('applyDiscount', { body: { id }, token: auth })
    expectSuccess(first)
    expect(field(first.data, 'status')).toBe('pending')
    expectBusinessError(await call('applyDiscount', { body: { id }, token: auth }), 621)
    const detail = await call('getDiscount', { body: { id, site_id: 1 }, token: auth })
    expectSuccess(detail)
    expect(field(detail.data, 'applied')).toBe(true)
  })

  opTest('applyDiscount', '622 for an automatic promotion (no application)', async () => {
    const auth = await token('player01')
    const list = await call('listDiscounts', { body: { site_id: 1 }, token: auth })
    const items = field(list.data, 'list')
    const automatic = Array.isArray(items) ? items.find((item) => field(item, 'apply_type') === 0) : undefined
    expectBusinessError(
      await call('applyDiscount', { body: { id: Number(field(automatic, 'id')) }, token: auth }),
      622,
    )
  })

  opTest('applyDiscount', '623 for a promotion that has ended', async (context) => {
    skipUnless(context, 'in-process')
    const target = await getTarget()
    if (!target.database) return
    const ended = await target.database.db.query<{ id: number }>(
      `INSERT INTO promotions (site_id, category, title, summary, content, image_url, currencies, apply_type, sort, start_at, end_at)
       VALUES (1, 'deposit', '{"en_US":"Old"}', '{"en_US":"Old"}', '{"en_US":"<p>Old</p>"}', '/x.svg', ARRAY['VND','USD'], 1, 99,
               now() - interval '10 days', now() - interval '1 day') RETURNING id`,
    )
    const id = ended.rows[0]?.id ?? 0
    expectBusinessError(await call('applyDiscount', { body: { id }, token: await token('player01') }), 623)
  })

  opTest('applyDiscount', '404 for an unknown promotion', async () => {
    expectBusinessError(await call('applyDiscount', { body: { id: 999999 }, token: await token() }), 404)
  })

  opTest('applyDiscount', '401 without a session', async () => {
    expectProtocolError(await call('applyDiscount', { body: { id: 1 } }), 401)
  })
})

describe('promotions: red envelope', requires('peekSandboxCaptcha', 'createSandboxRedEnvelope'), () => {
  opTest(
    'getRedEnvelope',
    'answers the open envelope with its end in Caracas time, then null once claimed',
    async () => {
      const auth = await token('agent001')
      await claimAll(auth)
      expect(await currentEnvelope(auth)).toBeNull()
      const id = await openEnvelope(ACCOUNTS.agent001.id)
      const envelope = await currentEnvelope(auth)
      expect(envelope?.id).toBe(id)
      expect(envelope?.end_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-04:00$/)
      const secondsLeft = (Date.parse(envelope?.end_at ?? '') - Date.now()) / 1000
      expect(secondsLeft).toBeGreaterThan(500)
      expect(secondsLeft).toBeLessThanOrEqual(601)
      expectSuccess(await call('claimRedEnvelope', { body: { id }, token: auth }))
      expect(await currentEnvelope(auth)).toBeNull()
    },
  )

  opTest('claimRedEnvelope', 'credits the cash to the main wallet through the ledger', async () => {
    const auth = await token()
    await claimAll(auth)
    const id = await openEnvelope(ACCOUNTS.demo888.id, { min_cash: 5000, max_cash: 5000 })
    const before = await balanceOf(ACCOUNTS.demo888.id)
    const result = await call('claimRedEnvelope', { body: { id }, token: auth })
    expectSuccess(result)
    expect(field(result.data, 'cash')).toBe(5000)
    expect(await balanceOf(ACCOUNTS.demo888.id)).toBe(before + 5000)
  })

  opTest(
    'claimRedEnvelope',
    '102 for an envelope already claimed, and nothing more is credited',
    async () => {
      const auth = await token()
      const id = await openEnvelope(ACCOUNTS.demo888.id, { min_cash: 100, max_cash: 100 })
      expectSuccess(await call('claimRedEnvelope', { body: { id }, token: auth }))
      const before = await balanceOf(ACCOUNTS.demo888.id)
      expectBusinessError(await call('claimRedEnvelope', { body: { id }, token: auth }), 102)
      expect(await balanceOf(ACCOUNTS.demo888.id)).toBe(before)
    },
  )

  opTest('claimRedEnvelope', '102 for an envelope of another member or that does not exist', async () => {
    const theirs = await openEnvelope(ACCOUNTS.player01.id)
    expectBusinessError(await call('claimRedEnvelope', { body: { id: theirs }, token: await token() }), 102)
    expectBusinessError(await call('claimRedEnvelope', { body: { id: 999999 }, token: await token() }), 102)
  })

  opTest(
    'claimRedEnvelope',
    'a retry with the same Idempotency-Key replays the answer without a second credit',
    async () => {
      const auth = await token()
      const id = await openEnvelope(ACCOUNTS.demo888.id, { min_cash: 700, max_cash: 700 })
      const key = newIdempotencyKey()
      const before = await balanceOf(ACCOUNTS.demo888.id)
      const first = await call('claimRedEnvelope', { body: { id }, token: auth, idempotencyKey: key })
      const replay = await call('claimRedEnvelope', { body: { id }, token: auth, idempotencyKey: key })
      expectSuccess(first)
      expectSuccess(replay)
      expect(replay.data).toEqual(first.data)
      expect(await balanceOf(ACCOUNTS.demo888.id)).toBe(before + 700)
    },
  )

  opTest('claimRedEnvelope', '200 simultaneous claims of one envelope credit exactly once', async () => {
    const auth = await token()
    const id = await openEnvelope(ACCOUNTS.demo888.id, { min_cash: 1234, max_cash: 1234 })
    const before = await balanceOf(ACCOUNTS.demo888.id)
    const results = await Promise.all(
      Array.from({ length: 200 }, () => call('claimRedEnvelope', { body: { id }, token: auth })),
    )
    const won = results.filter((result) => result.code === 100)
    const gone = results.filter((result) => result.code === 102)
    expect(won).toHaveLength(1)
    expect(gone).toHaveLength(199)
    expect(await balanceOf(ACCOUNTS.demo888.id)).toBe(before + 1234)
    const target = await getTarget()
    if (!target.database) return
    const ledger = await target.database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM wallet_ledger WHERE reference = $1`,
      [`red_envelope:${id}`],
    )
    expect(ledger.rows[0]?.count).toBe(1)
  })

  opTest('claimRedEnvelope', '401 without a session', async () => {
    expectProtocolError(await call('claimRedEnvelope', { body: { id: 1 } }), 401)
  })

  opTest(
    'createSandboxRedEnvelope',
    'an envelope for everyone of a currency reaches other members too',
    async (context) => {
      skipUnless(context, 'in-process')
      const id = await openEnvelope(ACCOUNTS.demo888.id, { for_everyone: true })
      const target = await getTarget()
      const row = await target.database?.db.query<{ member_id: number | null; currency: string }>(
        'SELECT member_id, currency FROM red_envelopes WHERE id = $1',
        [id],
      )
      expect(row?.rows[0]).toEqual({ member_id: null, currency: 'VND' })
    },
  )

  opTest('createSandboxRedEnvelope', '404 for an unknown member', async () => {
    expectBusinessError(await call('createSandboxRedEnvelope', { body: { member_id: 999999 } }), 404)
  })

  opTest('createSandboxRedEnvelope', '400 for a lifetime under 5 seconds', async () => {
    const result = await call('createSandboxRedEnvelope', { body: { member_id: 1, seconds: 1 } })
    expectProtocolError(result, 400)
    expect(result.message).toContain('seconds')
  })
})
