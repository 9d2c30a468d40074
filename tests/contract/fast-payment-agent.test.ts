/** Fast payment credited to an agent (spec §6 agent-bound fast payment): the agent must exist. */
import { beforeAll, describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectBusinessError, opTest, successData } from './support/harness.ts'
import { loginAs } from './support/session.ts'
import { getTarget } from './support/target.ts'

beforeAll(async () => {
  await getTarget()
}, 180_000)

async function fastChannel(token: string) {
  const channels = successData(
    'listDepositChannels',
    await call('listDepositChannels', { body: { fast_payment: true }, token }),
  )
  const channel = channels.list.find((candidate) => candidate.fast_payment)
  if (!channel) throw new Error('no fast-payment channel')
  return channel
}

describe('fast payment for an agent', () => {
  opTest(
    'createFastDeposit',
    'an unknown agent_id answers 106; an active agent of the site is accepted',
    async () => {
      const token = await loginAs('demo888')
      if (!token) throw new Error('no session')
      const channel = await fastChannel(token)
      const body = { channel_id: channel.id, amount: channel.min_amount, depositor_name: 'Nguyen Van An' }
      expectBusinessError(
        await call('createFastDeposit', { body: { ...body, agent_id: 99_999 }, token }),
        106,
      )

      // agent001 (agents.id 1) is an active agent of site 1.
      const order = successData(
        'createFastDeposit',
        await call('createFastDeposit', { body: { ...body, agent_id: 1 }, token }),
      )
      expect(order.status).toBe('pending')
    },
  )
})
