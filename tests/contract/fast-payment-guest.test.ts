/**
 * Fast payment for a guest (spec §6): on a site whose `env_config.fast_payment_agent_bound` is on, a
 * deposit opens the fast payment window, which needs no login; the payment names its agent (106 when
 * the agent is unknown or missing). Elsewhere a guest is sent to log in (401).
 */
import { beforeAll, describe, expect } from 'vitest'
import { call } from './support/client.ts'
import {
  expectBusinessError,
  expectProtocolError,
  expectSuccess,
  opTest,
  successData,
} from './support/harness.ts'
import { getTarget, requires } from './support/target.ts'

beforeAll(async () => {
  await getTarget()
}, 180_000)

/** Seed: agent001 (agents.id 1) is an active agent of site 1; agent002 (id 2) an inactive one. */
const AGENT = 1
const INACTIVE_AGENT = 2

async function setAgentBound(bound: boolean) {
  expectSuccess(await call('setSandboxSiteFlags', { body: { site_id: 1, fast_payment_agent_bound: bound } }))
}

async function guestChannel() {
  const channels = successData(
    'listDepositChannels',
    await call('listDepositChannels', { body: { site_id: 1, currency: 'VND', fast_payment: true } }),
  )
  expect(channels.list.length).toBeGreaterThan(0)
  expect(channels.list.every((channel) => channel.fast_payment && channel.currency === 'VND')).toBe(true)
  const channel = channels.list[0]
  if (!channel) throw new Error('no fast-payment channel in VND')
  return channel
}

describe('fast payment for a guest', requires('setSandboxSiteFlags'), () => {
  opTest(
    'createFastDeposit',
    'a guest pays an active agent of an agent-bound site; an unknown, inactive or missing agent is 106',
    async () => {
      await setAgentBound(true)
      try {
        const channel = await guestChannel()
        const body = {
          site_id: 1,
          currency: 'VND' as const,
          channel_id: channel.id,
          amount: channel.min_amount,
          depositor_name: 'Nguyen Van An',
        }
        expectBusinessError(await call('createFastDeposit', { body: { ...body, agent_id: 99_999 } }), 106)
        expectBusinessError(
          await call('createFastDeposit', { body: { ...body, agent_id: INACTIVE_AGENT } }),
          106,
        )
        expectBusinessError(await call('createFastDeposit', { body }), 106)

        const order = successData(
          'createFastDeposit',
          await call('createFastDeposit', { body: { ...body, agent_id: AGENT } }),
        )
        expect(order.status).toBe('pending')
        expect(order.currency).toBe('VND')
        expect(order.amount).toBe(channel.min_amount)
        // The guest follows its order by number.
        const status = successData(
          'getDepositStatus',
          await call('getDepositStatus', { body: { order_number: order.order_number } }),
        )
        expect(status.order_number).toBe(order.order_number)
      } finally {
        await setAgentBound(false)
      }
    },
  )

  opTest('createFastDeposit', 'a guest on a site without agent binding is sent to log in (401)', async () => {
    await setAgentBound(false)
    expectProtocolError(
      await call('listDepositChannels', { body: { site_id: 1, currency: 'VND', fast_payment: true } }),
      401,
    )
    expectProtocolError(
      await call('createFastDeposit', {
        body: { site_id: 1, currency: 'VND', channel_id: 1, amount: 100_000, agent_id: AGENT },
      }),
      401,
    )
  })

  opTest('listDepositChannels', 'a guest never lists the member window channels (401)', async () => {
    await setAgentBound(true)
    try {
      expectProtocolError(await call('listDepositChannels', { body: { site_id: 1, currency: 'VND' } }), 401)
      expectProtocolError(await call('createDeposit', { body: { channel_id: 1, amount: 100_000 } }), 401)
    } finally {
      await setAgentBound(false)
    }
  })

  opTest('getDepositStatus', "a guest cannot read a member's order", async () => {
    expectBusinessError(
      await call('getDepositStatus', { body: { order_number: 'D20260101000000ABCDEF' } }),
      404,
    )
  })
})
