import { QueryClient } from '@tanstack/react-query'
import { allSettled, fork } from 'effector'
import { $queryClient } from '@/platform/query'
import { describe, expect, it } from 'vitest'
import {
  $eyeOpen,
  $payingOrder,
  depositCreated,
  depositSucceeded,
  eyeToggled,
} from './model'
import { walletQueries } from './queries'

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
    await allSettled(depositSucceeded, { scope, params: { orderNumber: 'D1', amount: 100000, depositTimes: 2 } })
    expect(scope.getState($payingOrder)).toBeNull()
    expect(client.getQueryState(walletQueries.withdrawInfo().queryKey)?.isInvalidated).toBe(true)
  })
})
