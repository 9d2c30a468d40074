import { extname } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '../db/types.ts'
import { splitLocalePrefix } from '../i18n/locale-prefixes.ts'
import { routeRulesOf } from '../operations/site/config.ts'
import { findSite } from '../operations/site/sites.ts'

type Redirect = { location: string; status: 301 | 302 }

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Where the site's route rules send a page path (spec §2), the way the page itself reads them: rules
 * name paths without a locale prefix; a path target keeps the page's prefix and query, an absolute
 * URL is another site.
 */
export function routeRuleRedirect(
  rules: readonly { from: string; to: string; status?: 301 | 302 }[],
  pathname: string,
  search: string,
): Redirect | null {
  const { prefix, path } = splitLocalePrefix(pathname)
  const rule = rules.find((candidate) => trimSlash(candidate.from) === trimSlash(path))
  if (!rule) return null
  const status = rule.status ?? 302
  if (/^https?:\/\//i.test(rule.to)) return { location: rule.to, status }
  return { location: `${trimSlash(`${prefix}${rule.to}`) || '/'}${search}`, status }
}

/**
 * A page address the site's route rules retire answers with the redirect itself, before any HTML:
 * search engines, link previews and a browser without JavaScript follow it too. The page reads the
 * same rules from the site detail for its own navigations.
 */
export function routeRuleRedirects(db: Db, siteId: number): MiddlewareHandler {
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || extname(c.req.path) !== '') return next()
    const site = await findSite(db, siteId)
    const target = site ? routeRuleRedirect(routeRulesOf(site), c.req.path, new URL(c.req.url).search) : null
    if (!target) return next()
    return new Response(null, {
      status: target.status,
      headers: {
        location: target.location,
        'cache-control': target.status === 301 ? 'public, max-age=3600' : 'no-cache',
      },
    })
  }
}
