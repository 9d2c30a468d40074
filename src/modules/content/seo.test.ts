import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@/platform/i18n'
import { isMobileHost, seoHead, seoTextsOf, splitLocalePath } from './seo'

beforeAll(() => i18n.loadAndActivate({ locale: 'en_US', messages: {} }))

const origin = 'https://lotus.example'

function tag(head: ReturnType<typeof seoHead>, key: string) {
  for (const m of head.meta) {
    if ('name' in m && m.name === key) return m.content
    if ('property' in m && m.property === key) return m.content
  }
  return undefined
}

describe('route heads (spec §2 SEO)', () => {
  it('carries title, description, keywords, Open Graph and Twitter tags', () => {
    const head = seoHead('faq', { pathname: '/vi/faq', origin, host: 'lotus.example', locale: 'vi_VN' })
    expect(head.meta[0]).toEqual({ title: 'Help centre and FAQ | Lotus' })
    expect(tag(head, 'description')).toMatch(/deposits/)
    expect(tag(head, 'keywords')).toMatch(/FAQ/)
    expect(tag(head, 'og:title')).toBe('Help centre and FAQ | Lotus')
    expect(tag(head, 'og:url')).toBe('https://lotus.example/vi/faq')
    expect(tag(head, 'og:locale')).toBe('vi_VN')
    expect(tag(head, 'twitter:card')).toBe('summary_large_image')
  })

  it('emits a canonical link and language alternates only for routes flagged canonical', () => {
    const faq = seoHead('faqDetail', {
      pathname: '/faq/31',
      origin,
      host: 'lotus.example',
      locale: 'en_US',
      title: 'Responsible gaming',
    })
    expect(faq.links).toContainEqual({ rel: 'canonical', href: 'https://lotus.example/en/faq/31' })
    expect(faq.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'vi-VN',
      href: 'https://lotus.example/vi/faq/31',
    })
    expect(faq.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://lotus.example/faq/31',
    })
    expect(faq.meta[0]).toEqual({ title: 'Responsible gaming | Lotus' })

    const user = seoHead('user', { pathname: '/user', origin, host: 'lotus.example', locale: 'en_US' })
    expect(user.links).toEqual([])
    expect(tag(user, 'robots')).toBe('noindex, nofollow')
  })

  it('uses the host-plus-path variants on mobile domains (home, app, live casino)', () => {
    const desktop = seoHead('home', { pathname: '/', origin, host: 'lotus.example', locale: 'en_US' })
    const mobile = seoHead('home', { pathname: '/vi', origin, host: 'm.lotus.example', locale: 'en_US' })
    expect(desktop.meta[0]).not.toEqual(mobile.meta[0])
    expect(mobile.meta[0]).toEqual({ title: 'Lotus mobile — play slots and live casino on your phone' })
    const live = seoHead('liveCasino', {
      pathname: '/gameHall/3',
      origin,
      host: 'm.lotus.example',
      locale: 'en_US',
    })
    expect(live.meta[0]).toEqual({ title: 'Live casino on mobile | Lotus' })
    expect(isMobileHost('wap.lotus.example')).toBe(true)
    expect(isMobileHost('lotus.example')).toBe(false)
  })

  it('splits the locale prefix off the path', () => {
    expect(splitLocalePath('/zh-cn/faq/2')).toEqual({ locale: 'zh_CN', path: '/faq/2' })
    expect(splitLocalePath('/faq/2/')).toEqual({ locale: undefined, path: '/faq/2' })
    expect(splitLocalePath('/vi')).toEqual({ locale: 'vi_VN', path: '/' })
  })
})

describe('SEO texts served by the backend', () => {
  const served = (page: 'sponsor' | 'app', title: string, canonical = true) => ({
    page,
    variant: null,
    title,
    description: `${title} description`,
    keywords: `${title} keywords`,
    heading: title,
    canonical,
    noindex: false,
  })

  it('replace the built-in texts with the served ones, and a page the answer lacks keeps the built-in ones', () => {
    const served_ = [served('sponsor', 'Served sponsors', false)]
    const web = seoHead('sponsor', {
      pathname: '/th/sponsor',
      origin,
      host: 'lotus.example',
      locale: 'th_TH',
      served: served_,
    })
    expect(web.meta[0]).toEqual({ title: 'Served sponsors | Lotus' })
    expect(tag(web, 'description')).toBe('Served sponsors description')
    expect(tag(web, 'keywords')).toBe('Served sponsors keywords')
    expect(tag(web, 'twitter:title')).toBe('Served sponsors | Lotus')
    // The served flag decides the canonical link.
    expect(web.links).toEqual([])

    // Nothing served yet, or a page the answer lacks: the built-in texts.
    const before = seoHead('sponsor', {
      pathname: '/th/sponsor',
      origin,
      host: 'lotus.example',
      locale: 'th_TH',
    })
    expect(before.meta[0]).toEqual({ title: 'Sponsors and partners | Lotus' })
    const missing = seoHead('app', {
      pathname: '/th/app',
      origin,
      host: 'lotus.example',
      locale: 'th_TH',
      served: served_,
    })
    expect(missing.meta[0]).toEqual({ title: 'Download the app for iOS and Android | Lotus' })
  })

  it('gives the heading block the served heading and falls back to the built-in title', () => {
    expect(seoTextsOf('app', '/app', 'lotus.example', served('app', 'Served app')).heading).toBe('Served app')
    expect(seoTextsOf('app', '/app', 'm.lotus.example', undefined).heading).toBe(
      'Get the Lotus app on your phone',
    )
  })
})
