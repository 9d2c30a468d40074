/** What the content pages, the footer and the home page rely on, in every language of spec §3. */
import { describe, expect } from 'vitest'
import { LOCALES } from '../../openapi/reference.ts'
import { call } from './support/client.ts'
import { expectProtocolError, opTest, successData } from './support/harness.ts'

describe('content in every language', () => {
  opTest('getFaq', 'serves FAQ 2 and 31 in all 11 languages, falling back to English', async () => {
    for (const language of LOCALES) {
      for (const id of [2, 31]) {
        const data = successData(
          'getFaq',
          await call('getFaq', { body: { id, site_id: 1, language }, lang: language }),
        )
        expect(data.id).toBe(id)
        expect(data.title.length).toBeGreaterThan(0)
        expect(data.content.length).toBeGreaterThan(0)
      }
    }
  })

  opTest('listFaqs', 'lists the same entries whatever the language', async () => {
    const ids = async (language: string) =>
      successData('listFaqs', await call('listFaqs', { body: { site_id: 1, language } }))
        .list.map((f) => f.id)
        .sort()
    const english = await ids('en_US')
    for (const language of ['vi_VN', 'my_MM', 'bn_BD']) expect(await ids(language)).toEqual(english)
  })

  opTest('getContentPage', 'serves every listed page in Vietnamese and Thai', async () => {
    const list = successData(
      'listContentPages',
      await call('listContentPages', { body: { site_id: 1, language: 'vi_VN' } }),
    )
    expect(list.list.length).toBeGreaterThan(0)
    for (const page of list.list) {
      for (const language of ['vi_VN', 'th_TH'] as const) {
        const data = successData(
          'getContentPage',
          await call('getContentPage', { body: { id: page.id, site_id: 1, language } }),
        )
        expect(data.title.length).toBeGreaterThan(0)
      }
    }
  })

  opTest('getContentPage', 'answers 400 for a page id that is not a positive integer', async () => {
    expectProtocolError(await call('getContentPage', { body: { id: 0, site_id: 1 } }), 400)
    expectProtocolError(await call('getContentPage', { body: { id: 'one', site_id: 1 } }), 400)
  })

  opTest('getFooter', 'links only to external addresses, main/{id}, faq/{id} or site paths', async () => {
    for (const op of ['getFooter', 'getMobileFooter'] as const) {
      const data = successData(op, await call(op, { body: { site_id: 1, language: 'vi_VN' } }))
      for (const item of data.list) {
        if (item.url === null) continue
        expect(item.url).not.toMatch(/^\s*(javascript|data|vbscript):/i)
      }
    }
  })

  opTest('listCarouselBanners', 'localises banner images by language and keeps the link fields', async () => {
    const data = successData(
      'listCarouselBanners',
      await call('listCarouselBanners', { body: { site_id: 1, use_type: 2, language: 'zh_CN' } }),
    )
    expect(data.web_carousel_picture_list.length).toBeGreaterThan(0)
    for (const banner of data.web_carousel_picture_list) {
      if (banner.link_type === 2) expect(banner.game_link_parameter).not.toBeNull()
    }
  })
})
