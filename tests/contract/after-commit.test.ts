/** `ctx.afterCommit`, the one way a handler publishes a realtime event: once after the commit, never after a rollback. */
import { describe, expect, test } from 'vitest'
import { createApp } from '../../server/app.ts'
import { postLedger } from '../../server/domain/ledger.ts'
import { businessError } from '../../server/http/envelope.ts'
import type { RawHandler } from '../../server/operations/context.ts'
import { realtime } from '../../server/realtime/publisher.ts'
import { call, newIdempotencyKey } from './support/client.ts'
import { contract, getTarget, requires } from './support/target.ts'

type Ending = 'commit' | 'business-error' | 'crash'

describe('afterCommit', requires('in-process'), () => {
  async function setup(ending: Ending) {
    const target = await getTarget()
    if (!target.database) throw new Error('sandbox only')
    const { db } = target.database
    const wallet = await db.query<{ id: number }>(
      "SELECT w.id FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.member_account = 'player01' AND w.wallet_code = 'main'",
    )
    const walletId = wallet.rows[0]?.id ?? 0
    const kind = `contract_${newIdempotencyKey()}`
    const event = `after-commit.${kind}`
    const effects = async () => {
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM wallet_ledger WHERE kind = $1',
        [kind],
      )
      return rows.rows[0]?.count ?? 0
    }
    /** What another connection could read when each event went out. */
    const committedWhenPublished: number[] = []
    const credit: RawHandler = async (ctx) => {
      await postLedger(ctx.db, { walletId, amount: 1, kind })
      ctx.afterCommit(async () => {
        committedWhenPublished.push(await effects())
        await realtime.toMember(2, event, { kind })
      })
      if (ending === 'business-error') throw businessError(102, 'refused after the write')
      if (ending === 'crash') throw new Error('unexpected failure after the write')
      return null
    }
    const { app } = createApp({
      db,
      contract,
      handlers: new Map([['trackFacebookEvent', credit]]),
      config: { mode: 'test', validateResponses: true, log: () => undefined },
    })
    const post = async (key?: string) => {
      const response = await app.fetch(
        new Request('http://localhost/api/fb_tracking', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
          body: JSON.stringify({ event_name: 'Pay', value: 1 }),
        }),
      )
      return { status: response.status, body: (await response.json()) as { code: number } }
    }
    const published: { channel: string; name: string; data: unknown }[] = []
    const detach = realtime.attach({
      publish: (channel, name, data) => {
        if (name === event) published.push({ channel, name, data })
      },
    })
    return { post, effects, published, committedWhenPublished, detach, kind }
  }

  /** Lets callbacks that were (wrongly) scheduled for later run before counting. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

  test('a committed operation publishes once, after its write is visible to others', async () => {
    const { post, effects, published, committedWhenPublished, detach, kind } = await setup('commit')
    try {
      const answer = await post()
      expect(answer.body.code).toBe(100)
      await expect.poll(() => published.length).toBe(1)
      await settle()
      expect(published).toEqual([{ channel: 'member.2', name: `after-commit.${kind}`, data: { kind } }])
      expect(committedWhenPublished).toEqual([1])
      expect(await effects()).toBe(1)
    } finally {
      detach()
    }
  })

  test('a business error rolls the write back and publishes nothing', async () => {
    const { post, effects, published, detach } = await setup('business-error')
    try {
      const answer = await post()
      expect(answer.body.code).toBe(102)
      await settle()
      expect(published).toEqual([])
      expect(await effects()).toBe(0)
    } finally {
      detach()
    }
  })

  test('an unexpected failure (500) rolls the transaction back and publishes nothing', async () => {
    const { post, effects, published, detach } = await setup('crash')
    try {
      const answer = await post()
      expect(answer.status).toBe(500)
      await settle()
      expect(published).toEqual([])
      expect(await effects()).toBe(0)
    } finally {
      detach()
    }
  })

  test('a replayed idempotent request does not publish again', async () => {
    const { post, effects, published, detach } = await setup('commit')
    try {
      const key = newIdempotencyKey()
      await post(key)
      await post(key)
      await settle()
      expect(published).toHaveLength(1)
      expect(await effects()).toBe(1)
    } finally {
      detach()
    }
  })

  test('a sent letter publishes letter.sent once; a refused one publishes nothing', async () => {
    const seen: { channel: string; name: string; data: unknown }[] = []
    const detach = realtime.attach({
      publish: (channel, name, data) => {
        if (name === 'letter.sent') seen.push({ channel, name, data })
      },
    })
    try {
      const refused = await call('sendSandboxLetter', {
        body: { member_id: 999999, title: 'x', content: 'y' },
      })
      expect(refused.code).toBe(404)
      const sent = await call('sendSandboxLetter', {
        body: { member_id: 2, title: `after commit ${newIdempotencyKey()}`, content: 'once' },
      })
      expect(sent.code).toBe(100)
      await settle()
      expect(seen).toHaveLength(1)
      expect(seen[0]?.channel).toBe('member.2')
    } finally {
      detach()
    }
  })
})
