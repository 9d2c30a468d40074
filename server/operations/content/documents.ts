import { localize } from '../../domain/reference.ts'
import { businessError } from '../../http/envelope.ts'
import { t } from '../../i18n/messages.ts'
import { handler, type Handler } from '../define.ts'
import { localeOf, requireSite, siteOf } from '../site/sites.ts'

interface DocumentRow {
  id: number
  title: unknown
  content: unknown
  category?: string
  sort: number
  updated_at: Date
}

const listFaqs: Handler<'listFaqs'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const rows = await ctx.db.query<DocumentRow>(
    'SELECT id, title, category, sort FROM faqs WHERE site_id = $1 ORDER BY sort, id',
    [site.id],
  )
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      title: localize(row.title, locale),
      category: row.category ?? null,
      sort: row.sort,
    })),
  }
}

/** FAQ entries and content pages answer the same shape; a missing one is business code 404. */
async function documentDetail(
  ctx: Parameters<Handler<'getFaq'>>[0],
  table: 'faqs' | 'content_pages',
): ReturnType<Handler<'getFaq'>> {
  const site = await siteOf(ctx, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const rows = await ctx.db.query<DocumentRow>(
    `SELECT id, title, content, updated_at FROM ${table} WHERE site_id = $1 AND id = $2`,
    [site.id, ctx.body.id],
  )
  const row = rows.rows[0]
  if (!row) throw businessError(404, t('not_found', ctx.lang))
  return {
    id: row.id,
    title: localize(row.title, locale),
    content: localize(row.content, locale),
    updated_at: row.updated_at.toISOString(),
  }
}

const getFaq: Handler<'getFaq'> = (ctx) => documentDetail(ctx, 'faqs')

const listContentPages: Handler<'listContentPages'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const rows = await ctx.db.query<DocumentRow>(
    'SELECT id, title, sort FROM content_pages WHERE site_id = $1 ORDER BY sort, id',
    [site.id],
  )
  return {
    list: rows.rows.map((row) => ({ id: row.id, title: localize(row.title, locale), sort: row.sort })),
  }
}

const getContentPage: Handler<'getContentPage'> = (ctx) => documentDetail(ctx, 'content_pages')

const listSponsors: Handler<'listSponsors'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const rows = await ctx.db.query<{
    id: number
    title: unknown
    description: unknown
    image_url: string
    url: string | null
    sort: number
  }>(
    'SELECT id, title, description, image_url, url, sort FROM sponsors WHERE site_id = $1 ORDER BY sort, id',
    [site.id],
  )
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      title: localize(row.title, locale),
      photo_path: row.image_url,
      url: row.url,
      content: `<p>${localize(row.description, locale)}</p>`,
      sort: row.sort,
    })),
  }
}

export const documentHandlers = [
  handler('listFaqs', listFaqs),
  handler('getFaq', getFaq),
  handler('listContentPages', listContentPages),
  handler('getContentPage', getContentPage),
  handler('listSponsors', listSponsors),
]
