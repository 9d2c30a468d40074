import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { $queryClient } from '@/platform/query'
import { loadMemberFx, sessionClosed, sessionOpened } from '@/modules/session'
import { bulletinsChanged } from './model'
import { promotionsQueries } from './queries'

const where = { display_device: 1, display_location: 2 } as const

/** Mounts the member's pop-up bulletins and red envelope the way the UI does, recording every fetch. */
async function mountedForMember(memberId: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const fetched: string[] = []
  const observe = (key: readonly unknown[], label: string) => {
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        fetched.push(label)
        return Promise.resolve(null)
      },
    })
    const unsubscribe = observer.subscribe(() => undefined)
    return unsubscribe
  }
  const stop = [
    observe(promotionsQueries.popup(memberId, where, 'en_US').queryKey, 'bulletin/member'),
    observe(promotionsQueries.redEnvelope(memberId).queryKey, 'red_envelope_promotion'),
  ]
  await Promise.all(
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.promise),
  )
  return { client, fetched, stop: () => stop.forEach((unsubscribe) => unsubscribe()) }
}

/** Member 2 logged in, its views mounted and loaded; the fetch record starts empty. */
async function loggedInWithViewsMounted() {
  const mounted = await mountedForMember(2)
  const scope = fork({
    values: [[$queryClient, mounted.client]],
    handlers: [[loadMemberFx, () => Promise.reject(new Error('offline'))]],
  })
  await allSettled(sessionOpened, {
    scope,
    params: { token: 't', member_id: 2, member_account: 'player01', member_currency: 'USD', member_type: 1 },
  })
  mounted.fetched.length = 0
  return { scope, mounted }
}

describe('promotions follow the session', () => {
  it('refetches the member bulletins when they change', async () => {
    const { scope, mounted } = await loggedInWithViewsMounted()
    await allSettled(bulletinsChanged, { scope })
    expect(mounted.fetched).toEqual(['bulletin/member'])
    mounted.stop()
  })

  it('makes no member call after logout, even while member views are still mounted', async () => {
    const { scope, mounted } = await loggedInWithViewsMounted()

    await allSettled(sessionClosed, { scope })
    await allSettled(bulletinsChanged, { scope })

    expect(mounted.fetched).toEqual([])
    const memberKeys = mounted.client
      .getQueryCache()
      .getAll()
      .filter((query) => query.queryKey[2] === 2)
    expect(memberKeys).toEqual([])
    mounted.stop()
  })
})
