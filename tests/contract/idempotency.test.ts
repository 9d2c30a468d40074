/** Idempotency-Key on POST: the same key and body replay the stored answer; another body answers 422. */
import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { createApp } from '../../server/app.ts'
import { postLedger } from '../../server/domain/ledger.ts'
import { businessError } from '../../server/http/envelope.ts'
import type { RawHandler } from '../../server/operations/context.ts'
import { call, newIdempotencyKey } from './support/client.ts'
import { expectProtocolError } from './support/harness.ts'
import { contract, getTarget, requires } from './support/target.ts'

describe('Idempotency-Key', () => {
  // A call that changes something and answers anew each time: a captcha (its own address, so the
  // suite's other captchas do not count against it).
  const newCaptcha = (idempotencyKey: string, type: 1 | 2 = 1) =>
    call('getCaptcha', {
      body: { type, site_id: 1 },
      headers: { 'x-forwarded-for': '203.0.113.131' },
      idempotencyKey,
    })

  test('the same key and body replay the first answer byte for byte', async () => {
    const key = newIdempotencyKey()
    const first = await newCaptcha(key)
    const second = await newCaptcha(key)
    expect(first.code).toBe(100)
    expect(second.text).toBe(first.text)
    // Without the key, the same request is a new captcha.
    expect((await newCaptcha(newIdempotencyKey())).text).not.toBe(first.text)
  })

  test('the same key with another body answers 422', async () => {
    const key = newIdempotencyKey()
    await newCaptcha(key, 1)
    expectProtocolError(await newCaptcha(key, 2), 422)
  })

  test('the same key on another operation answers 422', async () => {
    const key = newIdempotencyKey()
    await newCaptcha(key)
    expectProtocolError(
      await call('trackFacebookEvent', { body: { event_name: 'PageView' }, idempotencyKey: key }),
      422,
    )
  })

  test('a read-only operation does not remember its key: a repeat with another body reads afresh', async () => {
    expect(contract.byId.get('getSiteDetail')?.readOnly).toBe(true)
    const key = newIdempotencyKey()
    const first = await call('getSiteDetail', { body: { site_id: 1 }, idempotencyKey: key })
    const other = await call('listLogos', { body: { site_id: 1 }, idempotencyKey: key })
    expect(first.code).toBe(100)
    expect(other.code).toBe(100)
  })

  test('a malformed key answers 400, on a read as on a change', async () => {
    expectProtocolError(
      await call('getSiteDetail', { body: { site_id: 1 }, idempotencyKey: 'bad key!' }),
      400,
    )
    expectProtocolError(await newCaptcha('bad key!'), 400)
  })
})

describe('Idempotency-Key in the sandbox: no second effect', requires('in-process'), () => {
  async function setup(fail: boolean) {
    const target = await getTarget()
    if (!target.database) throw new Error('sandbox only')
    const { db } = target.database
    const wallet = await db.query<{ id: number }>(
      "SELECT w.id FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.member_account = 'player01' AND w.wallet_code = 'main'",
    )
    const walletId = wallet.rows[0]?.id ?? 0
    const kind = `contract_${newIdempotencyKey()}`
    // A stand-in operation with an effect: it credits player01 one unit, then maybe fails with a business code.
    const credit: RawHandler = async (ctx) => {
      await postLedger(ctx.db, { walletId, amount: 1, kind })
      if (fail) throw businessError(102, 'refused after the write')
      return null
    }
    const { app } = createApp({
      db,
      contract,
      handlers: new Map([['trackFacebookEvent', credit]]),
      config: { mode: 'test', validateResponses: true, log: () => undefined },
    })
    const post = async (key: string) => {
      const response = await app.fetch(
        new Request('http://localhost/api/fb_tracking', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ event_name: 'Pay', value: 1 }),
        }),
      )
      return { text: await response.text(), replayed: response.headers.get('idempotent-replayed') }
    }
    const effects = async () => {
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM wallet_ledger WHERE kind = $1',
        [kind],
      )
      return rows.rows[0]?.count ?? 0
    }
    return { post, effects }
  }

  test('a keyed read stores nothing; a keyed change stores its answer once', async () => {
    const target = await getTarget()
    if (!target.database) throw new Error('sandbox only')
    const { db } = target.database
    const stored = async (key: string) => {
      const digest = createHash('sha256').update(key).digest('hex')
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM idempotency_keys WHERE key = $1',
        [digest],
      )
      return rows.rows[0]?.count ?? 0
    }
    const readKey = newIdempotencyKey()
    expect((await call('getSiteDetail', { body: { site_id: 1 }, idempotencyKey: readKey })).code).toBe(100)
    expect(await stored(readKey)).toBe(0)
    const changeKey = newIdempotencyKey()
    await call('trackFacebookEvent', { body: { event_name: 'PageView' }, idempotencyKey: changeKey })
    expect(await stored(changeKey)).toBe(1)
  })

  test('a replay does not run the handler again; a new key does', async () => {
    const { post, effects } = await setup(false)
    const key = newIdempotencyKey()
    const first = await post(key)
    const again = await post(key)
    expect(again.text).toBe(first.text)
    expect(again.replayed).toBe('true')
    expect(await effects()).toBe(1)
    await post(newIdempotencyKey())
    expect(await effects()).toBe(2)
  })

  test('concurrent requests with one key have one effect and one answer', async () => {
    const { post, effects } = await setup(false)
    const key = newIdempotencyKey()
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(key)))
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
    expect(await effects()).toBe(1)
  })

  test('a business error rolls its writes back and is replayed as stored', async () => {
    const { post, effects } = await setup(true)
    const key = newIdempotencyKey()
    const first = await post(key)
    expect(JSON.parse(first.text)).toMatchObject({ code: 102, data: null })
    expect((await post(key)).text).toBe(first.text)
    expect(await effects()).toBe(0)
  })
})
