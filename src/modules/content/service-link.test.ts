import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { loadSiteFx, siteRefreshRequested, type SiteDetail } from '@/modules/session'
import { $customerServiceUrl, safeServiceUrl } from './model'

const site: SiteDetail = {
  site_id: 1,
  site_name: 'Lotus',
  currencies: ['VND'],
  default_currency: 'VND',
  languages: ['en_US'],
  default_language: 'en_US',
  demo_mode: false,
  game_room_mode: false,
  mobile_template: 'H5_1',
  template_name: 'site01',
  env_config: {},
  customer_service_url: '',
}

describe('the customer service link', () => {
  it('keeps an absolute http(s) address and drops anything else', () => {
    expect(safeServiceUrl('https://support.example.org/chat?site=1')).toBe(
      'https://support.example.org/chat?site=1',
    )
    expect(safeServiceUrl('http://help.example.org')).toBe('http://help.example.org/')
    expect(safeServiceUrl('')).toBeNull()
    expect(safeServiceUrl('/main')).toBeNull()
    expect(safeServiceUrl('javascript:alert(1)')).toBeNull()
    expect(safeServiceUrl('mailto:help@example.org')).toBeNull()
  })

  it('follows the latest site detail', async () => {
    const answers = ['https://a.example.org/chat', '']
    const scope = fork({
      handlers: [
        [loadSiteFx, () => Promise.resolve({ ...site, customer_service_url: answers.shift() ?? '' })],
      ],
    })
    await allSettled(siteRefreshRequested, { scope, params: { fresh: false } })
    expect(scope.getState($customerServiceUrl)).toBe('https://a.example.org/chat')
    await allSettled(siteRefreshRequested, { scope, params: { fresh: true } })
    expect(scope.getState($customerServiceUrl)).toBeNull()
  })
})
