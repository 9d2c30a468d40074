import { allSettled, createStore, fork, type Event } from 'effector'
import { $locale } from '@/modules/session'
import { describe, expect, it } from 'vitest'
import {
  allTransferBackCompleted,
  appCacheCleanRequested,
  carouselPicturesChanged,
  customerServiceLinkChanged,
  forwardGameStatusReceived,
  gameUrlReceived,
  letterDeleted,
  letterRead,
  letterSent,
  memberCashPushed,
  memberDepositSucceeded,
  memberLoginDetected,
  profileUpdated,
  realtimeMessageReceived,
  redEnvelopeDisplayChanged,
  templateAdsChanged,
  templateLoginChanged,
  templateSponsorsChanged,
} from './index'

function recorder<T>(event: Event<T>) {
  return createStore<T[]>([]).on(event, (list, payload) => [...list, payload])
}

/** A page in Vietnamese: template events name the language they refresh. */
const inVietnamese = () => fork({ values: [[$locale, 'vi_VN']] })

const CASES: [string, unknown, Event<unknown>, unknown][] = [
  ['customer_service_link_change', undefined, customerServiceLinkChanged, undefined],
  ['carousel_picture.url', {}, carouselPicturesChanged, undefined],
  ['model_settings.url', { language: 'vi_VN' }, templateAdsChanged, { language: 'vi_VN' }],
  ['model_sponsor.url', { language: 'vi_VN' }, templateSponsorsChanged, { language: 'vi_VN' }],
  ['model_login.url', { language: 'vi_VN' }, templateLoginChanged, { language: 'vi_VN' }],
  [
    'game.url',
    { game_url: 'https://games.test/x', gp_id: 3 },
    gameUrlReceived,
    { game_url: 'https://games.test/x', gp_id: 3 },
  ],
  ['forward_game.status', { code: 957 }, forwardGameStatusReceived, { code: 957 }],
  ['member.cash', { cash: 1250.5 }, memberCashPushed, { cash: 1250.5 }],
  ['letter.sent', { id: 9, unread_count: 3 }, letterSent, { id: 9, unread_count: 3 }],
  ['letter.read', { id: 9 }, letterRead, { id: 9 }],
  ['letter.delete', {}, letterDeleted, {}],
  ['all_transfer_back', {}, allTransferBackCompleted, undefined],
  [
    'login',
    { fingerprint: '880b522aaca9c85063ee34bb242b742b' },
    memberLoginDetected,
    { fingerprint: '880b522aaca9c85063ee34bb242b742b' },
  ],
  ['profile.updated', {}, profileUpdated, undefined],
  ['app_clean_cache', {}, appCacheCleanRequested, undefined],
  [
    'member_deposit.success',
    { order_number: 'D1', deposit_amount: 500, deposit_times: 1, currency: 'VND' },
    memberDepositSucceeded,
    { order_number: 'D1', deposit_amount: 500, deposit_times: 1, currency: 'VND' },
  ],
  ['RedEnvelopeDisplay', { id: 4 }, redEnvelopeDisplayChanged, { id: 4 }],
]

describe('realtime events', () => {
  it.each(CASES)('%s arrives as its own typed event', async (name, data, event, expected) => {
    const $seen = recorder(event)
    const scope = inVietnamese()
    await allSettled(realtimeMessageReceived, { scope, params: { channel: 'member.7', name, data } })
    expect(scope.getState($seen)).toEqual([expected])
  })

  it('drops a payload that breaks the contract', async () => {
    const $seen = recorder(memberCashPushed)
    const scope = inVietnamese()
    await allSettled(realtimeMessageReceived, {
      scope,
      params: { channel: 'member.7', name: 'member.cash', data: { cash: 'lots' } },
    })
    await allSettled(realtimeMessageReceived, {
      scope,
      params: { channel: 'member.7', name: 'login', data: {} },
    })
    expect(scope.getState($seen)).toEqual([])
  })

  it('drops a login event that carries a token instead of a session fingerprint', async () => {
    const $seen = recorder(memberLoginDetected)
    const scope = inVietnamese()
    for (const data of [
      { token: 'tok-2' },
      { fingerprint: 'tok-2' },
      { fingerprint: '880B522AACA9C85063EE34BB242B742B' },
    ]) {
      await allSettled(realtimeMessageReceived, {
        scope,
        params: { channel: 'member.7', name: 'login', data },
      })
    }
    expect(scope.getState($seen)).toEqual([])
  })

  it('refreshes template content only for the current language', async () => {
    const $seen = recorder(templateAdsChanged)
    const scope = inVietnamese()
    await allSettled(realtimeMessageReceived, {
      scope,
      params: { channel: 'template.site02', name: 'model_settings.url', data: { language: 'en_US' } },
    })
    expect(scope.getState($seen)).toEqual([])
  })
})
