import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@/platform/i18n'
import { isMobileHost, seoHead, splitLocalePath } from './seo'

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
