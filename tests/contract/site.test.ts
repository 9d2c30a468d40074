/** Behaviour of the site operations against the seed (sites 1 "Lotus" and 2 "Lotus Asia"). */
import { describe, expect } from 'vitest'
import { footerVariantValues as FOOTER_VARIANTS } from '../../openapi/lotus.gen.ts'
import { call } from './support/client.ts'
import { expectProtocolError, opTest, successData } from './support/harness.ts'

describe('site', () => {
  opTest('getSiteDetail', 'describes both seed sites', async () => {
    const lotus = successData('getSiteDetail', await call('getSiteDetail', { body: { site_id: 1 } }))
    expect(lotus).toMatchObject({
      site_id: 1,
      site_name: 'Lotus',
      currencies: ['VND', 'USD', 'RMB', 'THB'],
      default_language: 'vi_VN',
      default_currency: 'VND',
      mobile_template: 'H5_1',
      game_room_mode: true,
      demo_mode: false,
    })
    const asia = successData('getSiteDetail', await call('getSiteDetail', { body: { site_id: 2 } }))
    expect(asia).toMatchObject({ currencies: ['RMB', 'USD', 'INR', 'BDT', 'MMK'], default_language: 'zh_CN' })
    expect(asia).toMatchObject({ mobile_template: 'H5_3', demo_mode: true, default_currency: 'RMB' })
    expect(typeof asia.env_config.link_expire_time).toBe('number')
  })

  opTest('getSiteDetail', 'answers 400 naming site_id for an unknown site', async () => {
    const result = await call('getSiteDetail', { body: { site_id: 424242 } })
    expectProtocolError(result, 400)
    expect(result.message).toContain('site_id')
  })

  opTest('listLogos', 'lists desktop and mobile logos', async () => {
    const data = successData('listLogos', await call('listLogos', { body: { site_id: 1 } }))
    expect(data.web_logo_list.length).toBeGreaterThanOrEqual(2)
    expect(data.web_logo_list.every((logo) => logo.photo_path.length > 0)).toBe(true)
  })

  opTest('getMobileFooter', 'has every footer variant, localised by lang', async () => {
    const data = successData(
      'getMobileFooter',
      await call('getMobileFooter', { body: { site_id: 1 }, lang: 'en_US' }),
    )
    const variants = new Set<string>(data.list.map((item) => item.variant))
    for (const variant of FOOTER_VARIANTS) expect(variants.has(variant), variant).toBe(true)
    expect(data.list.find((item) => item.variant === 'home')?.title).toBe('Home')
    const vi = successData(
      'getMobileFooter',
      await call('getMobileFooter', { body: { site_id: 1, language: 'vi_VN' } }),
    )
    expect(vi.list.find((item) => item.variant === 'home')?.title).toBe('Trang chủ')
  })

  opTest('getFooter', 'links content pages and FAQ entries', async () => {
    const data = successData('getFooter', await call('getFooter', { body: { site_id: 1 } }))
    const urls = data.list.map((item) => item.url ?? '')
    expect(urls).toContain('main/1')
    expect(urls).toContain('faq/31')
  })

  opTest('listFloatLinks', 'has external, main/{id} and faq/{id} links', async () => {
    const data = successData('listFloatLinks', await call('listFloatLinks', { body: { site_id: 1 } }))
    const urls = data.list.map((item) => item.url)
    expect(urls.some((url) => url.startsWith('https://'))).toBe(true)
    expect(urls.some((url) => /^main\/\d+$/.test(url))).toBe(true)
    expect(urls.some((url) => /^faq\/\d+$/.test(url))).toBe(true)
  })

  opTest('getRegisterBackground', 'has a desktop and a mobile background', async () => {
    const data = successData(
      'getRegisterBackground',
      await call('getRegisterBackground', { body: { site_id: 2 } }),
    )
    expect(data.detail?.photo_path).toBeTruthy()
    expect(data.detail?.mobile_photo_path).toBeTruthy()
  })

  opTest('listModelAds', 'answers the requested language', async () => {
    const data = successData(
      'listModelAds',
      await call('listModelAds', { body: { site_id: 1, language: 'zh_CN' } }),
    )
    expect(data.list.length).toBeGreaterThan(0)
    expect(data.list[0]?.title).toMatch(/[\u4e00-\u9fff]/)
  })

  opTest('listModelSponsors', 'lists sponsors', async () => {
    const data = successData(
      'listModelSponsors',
      await call('listModelSponsors', { body: { site_id: 1, language: 'vi_VN' } }),
    )
    expect(data.list.length).toBeGreaterThan(0)
  })

  opTest('listModelLoginContents', 'has a login title', async () => {
    const body = { site_id: 1, language: 'vi_VN', model_version: '3' }
    const data = successData('listModelLoginContents', await call('listModelLoginContents', { body }))
    expect(data.list[0]?.title).toContain('Lotus')
  })

  opTest('checkIframe', 'allows same-host and relative addresses, refuses others', async () => {
    const relative = successData(
      'checkIframe',
      await call('checkIframe', { body: { url: '/sandbox/game/abc' } }),
    )
    expect(relative.allowed).toBe(true)
    const foreign = successData(
      'checkIframe',
      await call('checkIframe', { body: { url: 'https://elsewhere.invalid/x' } }),
    )
    expect(foreign.allowed).toBe(false)
    const script = successData(
      'checkIframe',
      await call('checkIframe', { body: { url: 'javascript:alert(1)' } }),
    )
    expect(script.allowed).toBe(false)
  })

  opTest('getTemplateConfig', 'names the templates of the site', async () => {
    const data = successData('getTemplateConfig', await call('getTemplateConfig', { body: { site_id: 2 } }))
    expect(data).toMatchObject({ template_name: 'site02', mobile_template: 'H5_3' })
  })

  opTest('getLoginHeader', 'tells the client address', async () => {
    const data = successData('getLoginHeader', await call('getLoginHeader', { body: { site_id: 1 } }))
    expect(data.remote_addr.length).toBeGreaterThan(0)
  })

  opTest('getClientCaptcha', 'returns the text and an SVG image', async () => {
    const data = successData('getClientCaptcha', await call('getClientCaptcha'))
    expect(data.text).toMatch(/^\S{4,}$/)
    expect(data.data).toContain('<svg')
  })

  opTest('getSiteEnv', 'is a raw document; an unknown site is HTTP 404', async () => {
    const data = successData('getSiteEnv', await call('getSiteEnv', { params: { site_id: 2 } }))
    expect(data).toMatchObject({ site_id: 2, api_base_url: '/api', default_language: 'zh_CN' })
    expectProtocolError(await call('getSiteEnv', { params: { site_id: 424242 } }), 404)
  })

  opTest('getIconSet', 'serves known icons and lists unknown ones', async () => {
    const data = successData(
      'getIconSet',
      await call('getIconSet', { params: { prefix: 'lotus' }, query: { icons: 'slot,nope' } }),
    )
    expect(Object.keys(data.icons)).toEqual(['slot'])
    expect(data.not_found).toEqual(['nope'])
    expectProtocolError(
      await call('getIconSet', { params: { prefix: 'nosuchset' }, query: { icons: 'a' } }),
      404,
    )
  })

  opTest('trackFacebookEvent', 'accepts an event', async () => {
    const result = await call('trackFacebookEvent', {
      body: { event_name: 'FirstPay', currency: 'VND', value: 100000 },
    })
    expect(successData('trackFacebookEvent', result)).toBeNull()
  })
})
