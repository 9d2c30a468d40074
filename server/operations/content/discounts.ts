import { businessError } from '../../http/envelope.ts'
import { t } from '../../i18n/messages.ts'
import { handler, type Handler, type ResponseData } from '../define.ts'
import { requireSite, siteOf } from '../site/sites.ts'
import { posterFor, readerOf, textFor, type Reader } from './reader.ts'

type DiscountSummary = ResponseData<'listDiscounts'>['list'][number]

interface PromotionRow {
  id: number
  category: string
  title: unknown
  summary: unknown
  content: unknown
  image_url: string
  apply_type: number
  start_at: Date
  end_at: Date | null
  total: number
}

const ACTIVE = 'p.start_at <= now() AND (p.end_at IS NULL OR p.end_at > now())'

function summaryOf(row: PromotionRow, reader: Reader): DiscountSummary {
  return {
    id: row.id,
    title: textFor(row.title, reader),
    category: row.category,
    summary: textFor(row.summary, reader),
    photo_path: posterFor(row.image_url, row.title, reader),
    start_at: row.start_at.toISOString(),
    end_at: row.end_at ? row.end_at.toISOString() : null,
    apply_type: row.apply_type === 1 ? 1 : row.apply_type === 2 ? 2 : 0,
  }
}

/** Promotions (discounts) of a site; a member sees those of their currency, a guest those of `currency` if given. */
const listDiscounts: Handler<'listDiscounts'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const reader = readerOf(ctx, site, { language: ctx.body.language, currency: ctx.body.currency })
  const page = ctx.body.page ?? 1
  const pageSize = ctx.body.page_size ?? 20
  const currency = ctx.session?.member_currency ?? ctx.body.currency ?? null
  const params: unknown[] = [site.id, currency, ctx.body.category ?? null, pageSize, (page - 1) * pageSize]
  const where = `p.site_id = $1 AND ${ACTIVE} AND ($2::text IS NULL OR $2 = ANY(p.currencies))`
  const rows = await ctx.db.query<PromotionRow>(
    `SELECT p.*, count(*) OVER ()::int AS total FROM promotions p
      WHERE ${where} AND ($3::text IS NULL OR p.category = $3)
      ORDER BY p.sort, p.id LIMIT $4 OFFSET $5`,
    params,
  )
  const categories = await ctx.db.query<{ category: string }>(
    `SELECT DISTINCT p.category, min(p.sort) AS sort FROM promotions p WHERE ${where} GROUP BY p.category ORDER BY sort`,
    [site.id, currency],
  )
  return {
    list: rows.rows.map((row) => summaryOf(row, reader)),
    categories: categories.rows.map((row) => row.category),
    total: rows.rows[0]?.total ?? 0,
    page,
    page_size: pageSize,
  }
}

const getDiscount: Handler<'getDiscount'> = async (ctx) => {
  const site = await siteOf(ctx, ctx.body.site_id)
  const reader = readerOf(ctx, site, { language: ctx.body.language })
  const rows = await ctx.db.query<PromotionRow & { applied: boolean }>(
    `SELECT p.*, 0 AS total, EXISTS (
        SELECT 1 FROM promotion_applications a WHERE a.promotion_id = p.id AND a.member_id = $3) AS applied
       FROM promotions p WHERE p.id = $1 AND p.site_id = $2`,
    [ctx.body.id, site.id, ctx.session?.member_id ?? 0],
  )
  const row = rows.rows[0]
  if (!row) throw businessError(404, t('not_found', ctx.lang))
  return { ...summaryOf(row, reader), content: textFor(row.content, reader), applied: row.applied }
}

export const discountHandlers = [handler('listDiscounts', listDiscounts), handler('getDiscount', getDiscount)]
