import { QueryClient } from '@tanstack/react-query'
import { allSettled, fork } from 'effector'
import { $queryClient } from '@/platform/query'
import { describe, expect, it, vi } from 'vitest'
import { $eyeOpen, $payingOrder, depositCreated, depositSucceeded, eyeToggled } from './model'
import { walletQueries } from './queries'

// Offline: an order's status is what the cache holds; a refresh it starts fails quietly.
vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))

describe('wallet model', () => {
  it('toggles the eye and remembers it in local storage', async () => {
    const scope = fork({ values: [[$eyeOpen, true]] })
    await allSettled(eyeToggled, { scope })
    expect(scope.getState($eyeOpen)).toBe(false)
    expect(localStorage.getItem('eyeOpen')).toBe('false')
    await allSettled(eyeToggled, { scope })
    expect(localStorage.getItem('eyeOpen')).toBe('true')
  })

  it('follows the order being paid and marks wallet data stale when it settles', async () => {
    const client = new QueryClient()
    client.getQueryCache().build(client, { queryKey: walletQueries.withdrawInfo().queryKey })
    const scope = fork({ values: [[$queryClient, client]] })
    await allSettled(depositCreated, { scope, params: { orderNumber: 'D1' } })
    expect(scope.getState($payingOrder)).toBe('D1')
    expect(client.getQueryState(walletQueries.withdrawInfo().queryKey)?.isInvalidated).toBe(false)
    await allSettled(depositSucceeded, {
      scope,
      params: { orderNumber: 'D1', amount: 100000, depositTimes: 2 },
    })
    expect(scope.getState($payingOrder)).toBeNull()
    expect(client.getQueryState(walletQueries.withdrawInfo().queryKey)?.isInvalidated).toBe(true)
  })
})

describe('a created deposit', () => {
  it('is announced as succeeded once its status query says success, and wallet data goes stale', async () => {
    const client = new QueryClient()
    client.setQueryData(walletQueries.depositStatus('D9').queryKey, {
      order_number: 'D9',
      amount: 250_000,
      currency: 'VND',
      status: 'success',
      pay_url: null,
      pay_info: null,
      deposit_times: 3,
      created_at: '2026-11-25T20:00:00Z',
    })
    client.getQueryCache().build(client, { queryKey: walletQueries.withdrawInfo().queryKey })
    const scope = fork({ values: [[$queryClient, client]] })
    await allSettled(depositCreated, { scope, params: { orderNumber: 'D9' } })
    expect(scope.getState($payingOrder)).toBeNull()
    expect(client.getQueryState(walletQueries.withdrawInfo().queryKey)?.isInvalidated).toBe(true)
  })
})
