import { serverEnv } from '../../config.ts'
import { Hono } from 'hono'
import type { Db } from '../../db/types.ts'
import { LOCALE_PREFIX } from '../../../openapi/reference.ts'

/** Public pages search engines may index (the member, agent and game windows are private). */
const STATIC_PATHS = [
  '/',
  '/discount',
  '/faq',
  '/sponsor',
  '/app',
  ...[3, 4, 5, 6, 8, 9].map((id) => `/gameHall/${id}`),
]
const PRIVATE_PATHS = [
  '/user',
  '/proxy',
  '/Deposit',
  '/fastPayment',
  '/play',
  '/loading',
  '/close',
  '/authCallback',
  '/register',
  '/gameRoom',
  '/api/',
]

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  )

function originOf(url: string): string {
  const { protocol, host } = new URL(url)
  return `${protocol}//${host}`
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** Every public path in every language, with hreflang alternates and x-default. */
export async function sitemapXml(db: Db, origin: string, siteId = 1): Promise<string> {
  const faqs = await db.query<{ id: number }>('SELECT id FROM faqs WHERE site_id = $1 ORDER BY id', [siteId])
  const pages = await db.query<{ id: number }>(
    'SELECT id FROM content_pages WHERE site_id = $1 ORDER BY id',
    [siteId],
  )
  const discounts = await db.query<{ id: number }>(
    'SELECT id FROM promotions WHERE site_id = $1 ORDER BY id',
    [siteId],
  )
  const paths = [
    ...STATIC_PATHS,
    ...faqs.rows.map((r) => `/faq/${r.id}`),
    ...pages.rows.map((r) => `/main/${r.id}`),
    ...discounts.rows.map((r) => `/discount/${r.id}`),
  ]
  const href = (prefix: string, path: string) => `${origin}/${prefix}${path === '/' ? '' : path}`
  const urls = paths.flatMap((path) =>
    Object.values(LOCALE_PREFIX).map((prefix) => {
      const alternates = Object.entries(LOCALE_PREFIX)
        .map(
          ([l, p]) =>
            `    <xhtml:link rel="alternate" hreflang="${l.replace('_', '-')}" href="${escapeXml(href(p, path))}"/>`,
        )
        .join('\n')
      return [
        '  <url>',
        `    <loc>${escapeXml(href(prefix, path))}</loc>`,
        alternates,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`,
        `    <changefreq>${path === '/' ? 'daily' : 'weekly'}</changefreq>`,
        `    <priority>${path === '/' ? '1.0' : path.split('/').length > 2 ? '0.6' : '0.8'}</priority>`,
        '  </url>',
      ].join('\n')
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * `/robots.txt` and `/sitemap.xml` of the one-port server. They name the site's address: the
 * configured PUBLIC_ORIGIN, shared caches allowed; without it the request's own origin, which a
 * `Host` header can change, so then no shared cache may keep the answer.
 */
export function seoFileRoutes(
  db: Db,
  siteId = serverEnv().sitemapSiteId,
  publicOrigin = serverEnv().publicOrigin,
) {
  const app = new Hono()
  const caching = publicOrigin ? 'public, max-age=3600' : 'private, no-store'
  const origin = (url: string) => publicOrigin ?? originOf(url)
  app.get('/robots.txt', (c) => c.text(robotsTxt(origin(c.req.url)), 200, { 'cache-control': caching }))
  app.get('/sitemap.xml', async (c) => {
    const xml = await sitemapXml(db, origin(c.req.url), siteId)
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': caching })
  })
  return app
}
