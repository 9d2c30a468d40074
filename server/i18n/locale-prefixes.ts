import { LOCALE_PREFIX } from '../../openapi/reference.ts'

const PREFIXES = new Set(Object.values(LOCALE_PREFIX))

/** A page path split into its locale prefix (`/vi`, or '' without one) and the path after it. */
export function splitLocalePrefix(pathname: string): { prefix: string; path: string } {
  const [, first = ''] = pathname.split('/')
  if (!PREFIXES.has(first.toLowerCase())) return { prefix: '', path: pathname }
  return { prefix: `/${first}`, path: pathname.slice(first.length + 1) || '/' }
}
