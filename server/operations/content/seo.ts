import { SEO_PAGES, SEO_VARIANTS, type SeoTexts } from '../../db/seed/seo-texts.ts'
import { localize } from '../../domain/reference.ts'
import { handler, type Handler } from '../define.ts'
import { localeOf, requireSite } from '../site/sites.ts'

/** Spec §2: mobile domains start with `m.`, `wap.` or `h5.`; their variants are keyed `m.*{path}`. */
const isMobileDomain = (host: string) => /^(m|wap|h5)\./i.test(host)

/** The site name replaces the brand in the seeded texts, so each site's head names itself. */
const named = (texts: SeoTexts, locale: string, siteName: string) =>
  localize(texts, locale).replaceAll('Lotus', siteName)

const listSeoTexts: Handler<'listSeoTexts'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const mobile = isMobileDomain(ctx.body.host ?? '')
  const list = SEO_PAGES.map((entry) => {
    const variant = mobile ? SEO_VARIANTS.find((v) => v.page === entry.page) : undefined
    const title = named(variant?.title ?? entry.title, locale, site.name)
    return {
      page: entry.page,
      variant: variant?.key ?? null,
      title,
      description: named(variant?.description ?? entry.description, locale, site.name),
      keywords: named(entry.keywords, locale, site.name),
      heading: title,
      canonical: entry.canonical,
      noindex: entry.noindex,
    }
  })
  return { list }
}

export const seoHandlers = [handler('listSeoTexts', listSeoTexts)]
