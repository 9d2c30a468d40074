/**
 * Realtime delivery on the target's own realtime endpoint (the profile's `realtime`): a member's
 * connection, with a token from the API, hears an event published for that member. Every wait has a
 * deadline; a target without a realtime endpoint skips this with the reason.
 */
import type * as Ably from 'ably'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectSuccess, opTest, successData } from './support/harness.ts'
import {
  ablyClient,
  nextState,
  realtimeAddress,
  startRealtimeEndpoint,
  type RealtimeAddress,
  type RealtimeEndpoint,
} from './support/realtime-endpoint.ts'
import { freshMember } from './support/fresh-member.ts'
import { loginWithPassword } from './support/session.ts'
import { backend, getTarget, requires, withTimeout } from './support/target.ts'

const HOOKS = requires('realtime', 'emitRealtimeEvent', 'peekSandboxCaptcha', 'createSandboxProtectionMember')

describe('realtime on the target’s endpoint', HOOKS, () => {
  let address: RealtimeAddress
  let started: RealtimeEndpoint | null = null
  let client: Ably.Realtime | null = null

  beforeAll(async () => {
    const target = await getTarget()
    if (backend.profile.realtime === 'in-process') {
      if (!target.database) throw new Error('an in-process realtime endpoint needs the in-process sandbox')
      started = await startRealtimeEndpoint(target.database.db)
      address = { host: '127.0.0.1', port: started.port, tls: false }
    } else {
      address = realtimeAddress(backend.profile.realtime ?? '')
    }
  })

  afterAll(async () => {
    client?.close()
    await started?.close()
  })

  opTest('emitRealtimeEvent', 'a member’s connection hears an event published for that member', async () => {
    const member = await freshMember('rt')
    const session = await loginWithPassword(member.account, 'lotus123')
    if (!session) throw new Error(`fresh member ${member.account} could not log in`)
    const realtimeToken = async () =>
      successData(
        'createRealtimeToken',
        await call('createRealtimeToken', { body: { site_id: 1 }, token: session }),
      ).token
    client = ablyClient(address.port, realtimeToken, address)
    await nextState(client, 'connected')
    const channel = client.channels.get(`member.${member.id}`)
    await withTimeout(channel.attach(), 15_000, `attach member.${member.id}`)
    const heard: string[] = []
    await withTimeout(
      channel.subscribe((message) => void heard.push(message.name ?? '')),
      15_000,
      'subscribe',
    )
    expectSuccess(
      await call('emitRealtimeEvent', { body: { event: 'profile.updated', member_id: member.id } }),
    )
    await expect.poll(() => heard, { timeout: 15_000 }).toContain('profile.updated')
  })
})
