/** Behaviour of the content operations against the seed. */
import { describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { expectBusinessError, expectProtocolError, opTest, successData } from './support/harness.ts'
import { freshMember } from './support/fresh-member.ts'
import { loginWithPassword } from './support/session.ts'

describe('bulletins', () => {
  opTest(
    'listBulletins',
    'shows guests the bulletins meant before login, for the device and location',
    async () => {
      const body = { site_id: 1, display_device: 1, display_location: 3 }
      const data = successData('listBulletins', await call('listBulletins', { body }))
      expect(data.list.length).toBeGreaterThan(0)
      for (const bulletin of data.list) {
        expect(bulletin.display_before_login).toBe(1)
        expect(bulletin.display_device).toBe(1)
      }
      expect(new Set(data.list.map((bulletin) => bulletin.display_frequency)).size).toBe(2)
    },
  )

  opTest(
    'hideMemberBulletins',
    'hides display_frequency 0 bulletins for the member only',
    async ({ skip }) => {
      // A member of its own: hiding is for good, and other suites read the seed members' bulletins.
      const member = await freshMember('hide')
      const token = await loginWithPassword(member.account, 'lotus123')
      if (!token) return skip('the fresh member could not log in on this backend')
      const body = { site_id: 1, display_device: 0, display_location: 2 }
      const before = successData('listMemberBulletins', await call('listMemberBulletins', { body, token }))
      expect(before.list.some((bulletin) => bulletin.display_frequency === 0)).toBe(true)
      expect(before.list.every((bulletin) => bulletin.display_after_login === 1)).toBe(true)

      expect(
        successData('hideMemberBulletins', await call('hideMemberBulletins', { body, token })),
      ).toBeNull()

      const after = successData('listMemberBulletins', await call('listMemberBulletins', { body, token }))
      expect(after.list.filter((bulletin) => bulletin.display_frequency === 0)).toEqual([])
      expect(after.list.length).toBe(
        before.list.filter((bulletin) => bulletin.display_frequency === 1).length,
      )

      const history = successData('listBulletinHistory', await call('listBulletinHistory', { body, token }))
      expect(history.list.some((bulletin) => bulletin.display_frequency === 0)).toBe(true)
    },
  )

  opTest('listBulletinHistory', 'serves guests without a session', async () => {
    const data = successData(
      'listBulletinHistory',
      await call('listBulletinHistory', { body: { site_id: 1, display_device: 2 } }),
    )
    expect(data.list.every((bulletin) => bulletin.display_before_login === 1)).toBe(true)
  })
})

describe('home widgets', () => {
  opTest('listCarouselBanners', 'has every link type for each use type', async () => {
    for (const useType of [0, 1, 2]) {
      const result = await call('listCarouselBanners', { body: { site_id: 1, use_type: useType } })
      const list = successData('listCarouselBanners', result).web_carousel_picture_list
      expect(new Set(list.map((banner) => banner.link_type))).toEqual(new Set([0, 1, 2]))
      expect(new Set(list.map((banner) => banner.link_method))).toEqual(new Set([0, 1]))
      // A slot platform (its game list) and a live casino lobby (started as a game).
      const games = list.filter((item) => item.link_type === 2)
      expect(new Set(games.map((banner) => banner.game_link_parameter?.gt_id))).toEqual(new Set([2, 3]))
    }
  })

  opTest('listMarquee', 'sorts by sort_field and sort_order', async () => {
    const ascending = successData(
      'listMarquee',
      await call('listMarquee', { body: { site_id: 1, sort_field: 'id', sort_order: 'asc' } }),
    ).web_announcement_list
    const descending = successData(
      'listMarquee',
      await call('listMarquee', { body: { site_id: 1, sort_field: 'id', sort_order: 'desc' } }),
    ).web_announcement_list
    expect(ascending.length).toBeGreaterThan(3)
    // The pinned item leads both; the rest reverses.
    expect(ascending.slice(1).map((item) => item.id)).toEqual(
      descending
        .slice(1)
        .map((item) => item.id)
        .reverse(),
    )
  })

  opTest('listMarquee', 'answers 400 for an unknown sort_field', async () => {
    const result = await call('listMarquee', { body: { site_id: 1, sort_field: 'password_hash' } })
    expectProtocolError(result, 400)
    expect(result.message).toContain('sort_field')
  })

  opTest('getJackpot', 'answers a jackpot per currency', async () => {
    for (const currency of ['VND', 'RMB', 'USD'] as const) {
      const data = successData('getJackpot', await call('getJackpot', { body: { currency, site_id: 1 } }))
      expect(data.currency).toBe(currency)
      expect(data.jackpot_amount_total).toBeGreaterThan(0)
    }
  })
})

describe('documents', () => {
  opTest('listFaqs', 'includes entries 2 and 31', async () => {
    const data = successData('listFaqs', await call('listFaqs', { body: { site_id: 1 } }))
    const ids = data.list.map((faq) => faq.id)
    expect(ids).toContain(2)
    expect(ids).toContain(31)
  })

  opTest('getFaq', 'answers an entry in the requested language', async () => {
    const data = successData(
      'getFaq',
      await call('getFaq', { body: { id: 31, site_id: 1, language: 'en_US' } }),
    )
    expect(data.title).toBe('Responsible gaming')
    expect(data.content).toContain('<')
  })

  opTest('getFaq', 'answers business code 404 for an unknown entry', async () => {
    expectBusinessError(await call('getFaq', { body: { id: 424242, site_id: 1 } }), 404)
  })

  opTest('listContentPages', 'lists about, terms, privacy and responsible gaming', async () => {
    const data = successData('listContentPages', await call('listContentPages', { body: { site_id: 1 } }))
    expect(data.list.length).toBeGreaterThanOrEqual(4)
  })

  opTest('getContentPage', 'answers a page, and business code 404 for an unknown one', async () => {
    const data = successData(
      'getContentPage',
      await call('getContentPage', { body: { id: 1, site_id: 2, language: 'zh_CN' } }),
    )
    expect(data.title).toBe('关于我们')
    expectBusinessError(await call('getContentPage', { body: { id: 424242, site_id: 1 } }), 404)
  })

  opTest('listSponsors', 'lists sponsors with images', async () => {
    const data = successData('listSponsors', await call('listSponsors', { body: { site_id: 1 } }))
    expect(data.list.length).toBeGreaterThan(0)
    expect(data.list.every((sponsor) => sponsor.photo_path.length > 0)).toBe(true)
  })
})

describe('discounts', () => {
  opTest('listDiscounts', 'pages through promotions', async () => {
    const first = successData(
      'listDiscounts',
      await call('listDiscounts', { body: { site_id: 1, page: 1, page_size: 2 } }),
    )
    expect(first.list).toHaveLength(2)
    expect(first.total).toBeGreaterThan(2)
    const second = successData(
      'listDiscounts',
      await call('listDiscounts', { body: { site_id: 1, page: 2, page_size: 2 } }),
    )
    expect(second.list[0]?.id).not.toBe(first.list[0]?.id)
  })

  opTest('getDiscount', 'answers a promotion, and business code 404 for an unknown one', async () => {
    const list = successData('listDiscounts', await call('listDiscounts', { body: { site_id: 1 } })).list
    const id = list[0]?.id ?? 1
    const data = successData('getDiscount', await call('getDiscount', { body: { id, site_id: 1 } }))
    expect(data.content.length).toBeGreaterThan(0)
    expect(data.applied).toBe(false)
    expectBusinessError(await call('getDiscount', { body: { id: 424242, site_id: 1 } }), 404)
  })
})

describe('SEO texts', () => {
  opTest(
    'listSeoTexts',
    'answers every page in the language asked, canonical only where flagged',
    async () => {
      const en = successData(
        'listSeoTexts',
        await call('listSeoTexts', { body: { site_id: 1, language: 'en_US', host: 'lotus.example' } }),
      ).list
      const vi = successData(
        'listSeoTexts',
        await call('listSeoTexts', { body: { site_id: 1, language: 'vi_VN', host: 'lotus.example' } }),
      ).list
      const byPage = (list: typeof en) => new Map(list.map((entry) => [entry.page, entry]))
      const home = byPage(en).get('home')
      expect(home?.title).toMatch(/online casino/)
      expect(home?.heading.length).toBeGreaterThan(0)
      expect(home?.canonical).toBe(true)
      expect(byPage(vi).get('home')?.title).toMatch(/casino trực tuyến/)
      expect(byPage(en).get('user')).toMatchObject({ canonical: false, noindex: true })
      expect(en.every((entry) => entry.variant === null)).toBe(true)
      expect(new Set(en.map((entry) => entry.page)).size).toBe(en.length)
    },
  )

  opTest('listSeoTexts', 'answers the host-plus-path variants on mobile domains', async () => {
    const web = successData(
      'listSeoTexts',
      await call('listSeoTexts', { body: { site_id: 1, language: 'en_US', host: 'lotus.example' } }),
    ).list
    const mobile = successData(
      'listSeoTexts',
      await call('listSeoTexts', { body: { site_id: 1, language: 'en_US', host: 'm.lotus.example' } }),
    ).list
    const varied = mobile.filter((entry) => entry.variant !== null)
    expect(new Set(varied.map((entry) => entry.page))).toEqual(new Set(['home', 'app', 'liveCasino']))
    for (const entry of varied) {
      expect(entry.title).not.toBe(web.find((other) => other.page === entry.page)?.title)
    }
    expect(mobile.find((entry) => entry.page === 'faq')?.title).toBe(
      web.find((entry) => entry.page === 'faq')?.title,
    )
  })

  opTest('listSeoTexts', 'rejects an unknown site', async () => {
    expectProtocolError(await call('listSeoTexts', { body: { site_id: 999_999 } }), 400)
  })
})
