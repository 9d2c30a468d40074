import { QueryClient } from '@tanstack/react-query'
import { allSettled, createStore, fork, type Event } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionEnded } from '@/modules/auth'
import {
  $member,
  $session,
  localeChanged,
  memberRefreshRequested,
  type MemberLayout,
  type Session,
} from '@/modules/session'
import { lettersChanged } from '@/modules/letters'
import { memberQueries } from '@/modules/member'
import { redEnvelopeAnnounced } from '@/modules/promotions'
import { realtimeListening, realtimeMessageReceived, realtimeSessionEnded } from '@/modules/realtime'
import { trackingEventRaised } from '@/platform/tracking'
import { flowFiles } from './index'
import { $queryClient } from '@/platform/query'

// Every reaction registered, as boot registers them.
for (const load of flowFiles) await load()

function recorder<T>(event: Event<T>) {
  return createStore<T[]>([]).on(event, (list, payload) => [...list, payload])
}

const session: Session = {
  token: 'tok-mine',
  member_id: 2,
  member_account: 'player01',
  member_currency: 'USD',
  member_type: 1,
}
const member: MemberLayout = {
  id: 2,
  member_account: 'player01',
  member_currency: 'USD',
  member_cash: 100,
  member_type: 1,
  agent_type: null,
  agent_level: null,
  is_agent: false,
  agent_active: false,
  is_playing: false,
  cash_back_status: 0,
  wallet_status: 0,
  first_login_to_change_password: false,
  need_bank_account_deposit_verified: false,
}

const memberScope = (client = new QueryClient()) =>
  fork({
    values: [
      [$session, session],
      [$member, member],
      [$queryClient, client],
    ],
  })
const push = (scope: ReturnType<typeof fork>, name: string, data: unknown) =>
  allSettled(realtimeMessageReceived, { scope, params: { channel: 'member.2', name, data } })

// Offline: reactions are checked by the units they reach; a refresh they start fails quietly.
vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('realtime reactions', () => {
  it('member.cash becomes the balance of the member layout', async () => {
    const scope = memberScope()
    await push(scope, 'member.cash', { cash: 7654.32 })
    expect(scope.getState($member)?.member_cash).toBe(7654.32)
  })

  it('a login elsewhere (another session fingerprint) ends this session; our own login does not', async () => {
    const scope = memberScope()
    const $ended = recorder(sessionEnded)
    // The fingerprint of 'tok-mine', the token this page holds.
    await push(scope, 'login', { fingerprint: '1a15b84055fa306da1fca3627f8bc691' })
    expect(scope.getState($ended)).toEqual([])
    expect(scope.getState($session)).toEqual(session)
    // The old payload (a bearer token, even our own) is no longer understood and changes nothing.
    await push(scope, 'login', { token: 'tok-other' })
    expect(scope.getState($ended)).toEqual([])

    // The fingerprint of 'tok-other'.
    await push(scope, 'login', { fingerprint: '37b26931424f071d9af598387e478ca2' })
    expect(scope.getState($ended)).toEqual([{ reason: 'elsewhere' }])
    expect(scope.getState($session)).toBeNull()
  })

  it("a connection ended with its session makes a member's page check its session; a guest's does nothing", async () => {
    const $refreshed = recorder(memberRefreshRequested)
    const scope = memberScope()
    await allSettled(realtimeSessionEnded, { scope })
    expect(scope.getState($refreshed)).toHaveLength(1)

    const guest = fork()
    await allSettled(realtimeSessionEnded, { scope: guest })
    expect(guest.getState($refreshed)).toEqual([])
  })

  it("the page's own logout, answered after the connection ended, is not checked again", async () => {
    const $refreshed = recorder(memberRefreshRequested)
    const scope = memberScope()
    const notice = allSettled(realtimeSessionEnded, { scope })
    await allSettled(sessionEnded, { scope, params: { reason: 'user' } })
    await notice
    expect(scope.getState($refreshed)).toEqual([])
  })

  it('member_deposit.success is tracked as first pay, then pay, with the currency upper-cased', async () => {
    const scope = memberScope()
    const $tracked = recorder(trackingEventRaised)
    await push(scope, 'member_deposit.success', { order_number: 'D1', deposit_amount: 500, deposit_times: 1 })
    await push(scope, 'member_deposit.success', {
      order_number: 'D2',
      deposit_amount: 80,
      deposit_times: 2,
      currency: 'VND',
    })
    expect(scope.getState($tracked)).toEqual([
      { event_name: 'FirstPay', value: 500, currency: 'USD', order_number: 'D1' },
      { event_name: 'Pay', value: 80, currency: 'VND', order_number: 'D2' },
    ])
  })

  it('model_sponsor.url refreshes the sponsor list of its language only', async () => {
    const client = new QueryClient()
    const scope = memberScope(client)
    client.setQueryData(['content', 'sponsors', 'vi_VN'], { list: [] })
    client.setQueryData(['content', 'sponsors', 'en_US'], { list: [] })
    await allSettled(localeChanged, { scope, params: 'vi_VN' })

    await allSettled(realtimeMessageReceived, {
      scope,
      params: { channel: 'mobile_template.H5_1', name: 'model_sponsor.url', data: { language: 'vi_VN' } },
    })
    await allSettled(realtimeMessageReceived, {
      scope,
      params: { channel: 'mobile_template.H5_1', name: 'model_sponsor.url', data: { language: 'en_US' } },
    })

    expect(client.getQueryState(['content', 'sponsors', 'vi_VN'])?.isInvalidated).toBe(true)
    expect(client.getQueryState(['content', 'sponsors', 'en_US'])?.isInvalidated).toBe(false)
  })

  it.each([
    ['template.site02', 'model_settings.url', 'model-ads'],
    ['mobile_template.H5_1', 'model_login.url', 'model-login'],
  ])('%s %s refreshes the %s list of its language only', async (channel, name, list) => {
    const client = new QueryClient()
    const scope = memberScope(client)
    client.setQueryData(['content', list, 'vi_VN', 'x'], { list: [] })
    client.setQueryData(['content', list, 'en_US', 'x'], { list: [] })
    client.setQueryData(['content', 'sponsors', 'vi_VN'], { list: [] })
    await allSettled(localeChanged, { scope, params: 'vi_VN' })

    for (const language of ['vi_VN', 'en_US']) {
      await allSettled(realtimeMessageReceived, { scope, params: { channel, name, data: { language } } })
    }

    expect(client.getQueryState(['content', list, 'vi_VN', 'x'])?.isInvalidated).toBe(true)
    expect(client.getQueryState(['content', list, 'en_US', 'x'])?.isInvalidated).toBe(false)
    expect(client.getQueryState(['content', 'sponsors', 'vi_VN'])?.isInvalidated).toBe(false)
  })

  it("once the connection is up, a member's data, letters and red envelope are read again; a guest's are not", async () => {
    const $refreshed = recorder(memberRefreshRequested)
    const $letters = recorder(lettersChanged)
    const $envelope = recorder(redEnvelopeAnnounced)
    const client = new QueryClient()
    const scope = memberScope(client)
    client.getQueryCache().build(client, { queryKey: memberQueries.profile().queryKey })

    await allSettled(realtimeListening, { scope })
    expect(scope.getState($refreshed)).toHaveLength(1)
    expect(scope.getState($letters)).toHaveLength(1)
    expect(scope.getState($envelope)).toHaveLength(1)
    expect(client.getQueryState(memberQueries.profile().queryKey)?.isInvalidated).toBe(true)

    const guest = fork()
    await allSettled(realtimeListening, { scope: guest })
    expect(guest.getState($refreshed)).toEqual([])
    expect(guest.getState($letters)).toEqual([])
    expect(guest.getState($envelope)).toEqual([])
  })

  it('app_clean_cache logs out, clears the cached server state and reloads', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    const client = new QueryClient()
    const scope = memberScope(client)
    client.setQueryData(['content', 'footer', 'en_US'], { list: [] })
    const $ended = recorder(sessionEnded)
    const asked: string[] = []
    vi.stubGlobal('fetch', (input: Request) => {
      asked.push(
        `${input.method} ${new URL(input.url).pathname} ${scope.getState($session) ? 'in session' : 'after'}`,
      )
      return Promise.reject(new TypeError('offline'))
    })

    await push(scope, 'app_clean_cache', {})

    // The server is told while the session (and its token) still exists; even unanswered, it ends here.
    expect(asked.filter((line) => line.includes('/logout'))).toEqual(['POST /api/logout in session'])
    expect(scope.getState($ended)).toEqual([{ reason: 'cache' }])
    expect(scope.getState($session)).toBeNull()
    expect(client.getQueryCache().getAll()).toEqual([])
    expect(reload).toHaveBeenCalledTimes(1)
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
  })
})
