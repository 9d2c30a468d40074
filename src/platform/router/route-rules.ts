import { LOCALE_PREFIX, localeFromPrefix } from '../i18n'

/** A server-provided route rule (site detail `route_rules`, spec §2). */
export type RouteRule = { from: string; to: string; status?: 301 | 302 }

export type RouteRedirect = { href: string; external: boolean }

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Where a page path is redirected by the site's rules, or null. Rules name paths without a locale
 * prefix; a path target keeps the page's prefix, an absolute URL is a whole-browser navigation.
 */
export function routeRedirectFor(
  rules: readonly RouteRule[] | undefined,
  pathname: string,
): RouteRedirect | null {
  if (!rules?.length) return null
  const [, first = ''] = pathname.split('/')
  const locale = localeFromPrefix(first)
  const prefix = locale ? `/${LOCALE_PREFIX[locale]}` : ''
  const path = trimSlash(locale ? pathname.slice(prefix.length) || '/' : pathname)
  const rule = rules.find((candidate) => trimSlash(candidate.from) === path)
  if (!rule) return null
  if (/^https?:\/\//i.test(rule.to)) return { href: rule.to, external: true }
  return { href: trimSlash(`${prefix}${rule.to}`) || '/', external: false }
}
