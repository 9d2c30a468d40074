// @vitest-environment node
import { allSettled, fork } from 'effector'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { inProcessSandbox } from './test-sandbox'

/** The landing page's pop-up discount bulletins are fetched ahead of the dialog, under the key the dialog reads. */
vi.stubEnv('VITE_API_BASE', 'http://localhost/api')
const { QueryClient } = await import('@tanstack/react-query')
const { $queryClient } = await import('@/platform/query')
const { $currency, $deviceType, $locale, visitorCountryReceived } = await import('@/modules/session')
const { displayDeviceOf } = await import('@/modules/promotions')
const { firstPageResolved } = await import('../model')
await import('./engagement')

inProcessSandbox()
// The landing page is read from the address bar.
beforeAll(() => {
  vi.stubGlobal('window', { location: new URL('http://localhost/gameHall/3') })
})

/** The pop-up discount's query key: the dialog reads `['promotions', 'popup', memberId, where, locale]`. */
const POPUP = ['promotions', 'popup'] as const

describe('the pop-up discount of the landing page', () => {
  it('is asked for once the guest’s country is known, in the currency the dialog asks in', async () => {
    const client = new QueryClient()
    const scope = fork({ values: [[$queryClient, client]] })
    await allSettled(firstPageResolved, { scope })
    expect(client.getQueryCache().findAll({ queryKey: POPUP })).toHaveLength(0)

    await allSettled(visitorCountryReceived, { scope, params: 'JP' })
    const where = {
      display_device: displayDeviceOf(scope.getState($deviceType)),
      display_location: 2 as const,
      currency: scope.getState($currency),
    }
    expect(where.currency).toBe('JPY')
    const dialogKey = [...POPUP, null, where, scope.getState($locale)]
    const asked = client.getQueryCache().findAll({ queryKey: POPUP })
    expect(asked.map((query) => query.queryKey)).toEqual([dialogKey])
    // The fetch is not an effect the scope waits for: the app's start goes on meanwhile.
    await vi.waitFor(() => expect(client.getQueryData(dialogKey)).toBeInstanceOf(Array))
  })
})
