// @vitest-environment node
import { allSettled, fork } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { inProcessSandbox } from './test-sandbox'

/** The site's service link follows the site detail, read at start and again on customer_service_link_change. */
vi.stubEnv('VITE_API_BASE', 'http://localhost/api')
vi.stubGlobal('localStorage', {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
})
const { $customerServiceUrl, contentQueries } = await import('@/modules/content')
const { QueryClient } = await import('@tanstack/react-query')
const { $queryClient } = await import('@/platform/query')
const { realtimeMessageReceived } = await import('@/modules/realtime')
const { bootStarted } = await import('../model')
await import('./session')
await import('./engagement')

const database = inProcessSandbox()

describe('the customer service link', () => {
  it('comes from the site detail and is read again when the backend says it changed', async () => {
    const scope = fork()
    await allSettled(bootStarted, { scope })
    expect(scope.getState($customerServiceUrl)).toMatch(/^https:\/\/support\.[^/]+\/chat\?site=1$/)

    await database().db.query(
      `UPDATE sites SET env_config = env_config || '{"customer_service_url": "https://help.example.org/live"}' WHERE id = 1`,
    )
    await allSettled(realtimeMessageReceived, {
      scope,
      params: { channel: 'web_member', name: 'customer_service_link_change', data: {} },
    })
    expect(scope.getState($customerServiceUrl)).toBe('https://help.example.org/live')
  })
})

describe('the site detail', () => {
  it("read at boot and after a change fills the frame's query, so the page does not ask for it again", async () => {
    const client = new QueryClient()
    const scope = fork({ values: [[$queryClient, client]] })
    await allSettled(bootStarted, { scope })
    const seeded = client.getQueryState(contentQueries.siteDetail().queryKey)
    expect(seeded?.status).toBe('success')
    expect(seeded?.fetchStatus).toBe('idle')
    expect(seeded?.isInvalidated).toBe(false)

    await database().db.query(
      `UPDATE sites SET env_config = env_config || '{"customer_service_url": "https://help.example.org/desk"}' WHERE id = 1`,
    )
    await allSettled(realtimeMessageReceived, {
      scope,
      params: { channel: 'web_member', name: 'customer_service_link_change', data: {} },
    })
    expect(client.getQueryData(contentQueries.siteDetail().queryKey)?.customer_service_url).toBe(
      'https://help.example.org/desk',
    )
  })
})
