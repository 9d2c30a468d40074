import {
  currentLocale,
  i18n,
  LOCALE_PREFIX,
  LOCALES,
  localeFromPrefix,
  toBcp47,
  type Locale,
} from '@/platform/i18n'
import { pageHost, pageOrigin } from '@/platform/router'
import { MOBILE_HOST_VARIANTS, SEO, type SeoPage, type ServedSeoText } from './seo-pages'

export function isMobileHost(host: string): boolean {
  return /^(m|wap|h5)\./i.test(host)
}

/** Splits `/vi/faq/2` into the locale prefix (when valid) and the path without it. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const [, first, ...rest] = pathname.split('/')
  const locale = localeFromPrefix(first)
  if (!locale) return { locale: undefined, path: pathname.replace(/\/+$/, '') || '/' }
  const path = `/${rest.join('/')}`.replace(/\/+$/, '') || '/'
  return { locale, path }
}

export type SeoContext = {
  pathname: string
  /** Replaces the entry's title (e.g. the FAQ entry or content page title). */
  title?: string | undefined
  description?: string | undefined
  siteName?: string | undefined
  /** defaults to window.location */
  origin?: string
  host?: string
  locale?: Locale
  /**
   * The texts the sandbox serves for this locale and host (spec §7/§9: SEO texts are content), as the
   * root loader loaded them. Until they arrive, and for a page they miss, the built-in texts answer.
   */
  served?: readonly ServedSeoText[] | undefined
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }
type LinkTag = { rel: string; href: string; hrefLang?: string }

export type SeoHead = { meta: MetaTag[]; links: LinkTag[] }

export type SeoTexts = {
  title: string
  description: string
  keywords: string
  /** the visible heading block */
  heading: string
  canonical: boolean
  noindex: boolean
}

/** A page's texts: the served entry when there is one, else the built-in one (with its host variant). */
export function seoTextsOf(
  page: SeoPage,
  path: string,
  host: string,
  servedEntry: ServedSeoText | undefined,
): SeoTexts {
  if (servedEntry) return servedEntry
  const variant = isMobileHost(host) ? MOBILE_HOST_VARIANTS[path] : undefined
  const entry = { ...SEO[page], ...variant }
  const title = i18n._(entry.title)
  return {
    title,
    description: i18n._(entry.description),
    keywords: i18n._(entry.keywords),
    heading: title,
    canonical: entry.canonical === true,
    noindex: entry.noindex === true,
  }
}

/** Resolves the entry of a page for this host and path, in the active language. */
export function resolveSeo(page: SeoPage, ctx: SeoContext) {
  const { path } = splitLocalePath(ctx.pathname)
  const host = ctx.host ?? pageHost()
  const texts = seoTextsOf(
    page,
    path,
    host,
    ctx.served?.find((entry) => entry.page === page),
  )
  const siteName = ctx.siteName ?? 'Lotus'
  const baseTitle = ctx.title ?? texts.title
  const title = page === 'home' || baseTitle.includes(siteName) ? baseTitle : `${baseTitle} | ${siteName}`
  return {
    title,
    description: ctx.description ?? texts.description,
    keywords: texts.keywords,
    canonical: texts.canonical,
    noindex: texts.noindex,
    path,
    siteName,
  }
}

/**
 * The `head` of a route: title, description, keywords, Open Graph and Twitter tags, robots, a
 * canonical link (only for pages flagged canonical) and language alternates.
 */
export function seoHead(page: SeoPage, ctx: SeoContext): SeoHead {
  const locale = ctx.locale ?? currentLocale()
  const seo = resolveSeo(page, ctx)
  const origin = ctx.origin ?? pageOrigin()
  const localised = (l: Locale) => `${origin}/${LOCALE_PREFIX[l]}${seo.path === '/' ? '' : seo.path}`
  const url = localised(locale)
  const meta: MetaTag[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords },
    { name: 'robots', content: seo.noindex ? 'noindex, nofollow' : 'index, follow' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: locale },
    { property: 'og:image', content: `${origin}/icons/og-image.png` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: `${origin}/icons/og-image.png` },
  ]
  const links: LinkTag[] = []
  if (seo.canonical) {
    links.push({ rel: 'canonical', href: url })
    for (const l of LOCALES) links.push({ rel: 'alternate', hrefLang: toBcp47(l), href: localised(l) })
    links.push({
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${origin}${seo.path === '/' ? '/' : seo.path}`,
    })
  }
  return { meta, links }
}
