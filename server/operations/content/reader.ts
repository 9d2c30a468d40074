import { withAmounts } from '../../domain/money-text.ts'
import { localize } from '../../domain/reference.ts'
import { STATIC_PREFIX } from '../../static/urls.ts'
import type { OperationContext } from '../context.ts'
import { localeOf, type SiteRow } from '../site/sites.ts'

/** Who reads an operator text: its language and the currency its amounts are shown in. */
export interface Reader {
  locale: string
  currency: string
}

/** A member reads in their currency; a guest in the currency they asked for, else the site's first one. */
export function readerOf(
  ctx: OperationContext<unknown>,
  site: SiteRow,
  options: { language?: string | undefined; currency?: string | null | undefined } = {},
): Reader {
  return {
    locale: localeOf(ctx, site, options.language),
    currency: ctx.session?.member_currency ?? options.currency ?? site.currencies[0] ?? 'USD',
  }
}

/** A localized text with its amounts in the reader's currency. */
export function textFor(texts: unknown, reader: Reader): string {
  return withAmounts(localize(texts, reader.locale), reader.currency, reader.locale)
}

const POSTER_PREFIX = `${STATIC_PREFIX}/art/`

/**
 * A generated poster carries its title in the reader's language (amounts in their currency); a poster with
 * no title in that language carries none rather than another language's. Other pictures stay as they are.
 */
export function posterFor(url: string, titles: unknown, reader: Reader): string {
  if (!url.startsWith(POSTER_PREFIX)) return url
  const base = url.split('?')[0] ?? url
  const own =
    titles && typeof titles === 'object' ? new Map(Object.entries(titles)).get(reader.locale) : undefined
  if (typeof own !== 'string' || own.length === 0) return base
  return `${base}?t=${encodeURIComponent(withAmounts(own, reader.currency, reader.locale))}`
}
