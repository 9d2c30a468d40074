import { isCurrency } from '../../domain/reference.ts'
import { badRequest } from '../../http/envelope.ts'
import { handler, type Handler, type ResponseData } from '../define.ts'
import { requireSite } from '../site/sites.ts'
import { posterFor, readerOf, textFor } from './reader.ts'

type Banner = ResponseData<'listCarouselBanners'>['web_carousel_picture_list'][number]
type GameLink = NonNullable<Banner['game_link_parameter']>

const GAME_TYPE_IDS = [2, 3, 4, 5, 6, 7, 8, 9] as const

function gameLinkOf(value: unknown): GameLink | null {
  if (!value || typeof value !== 'object') return null
  const raw = new Map(Object.entries(value))
  const gtId = GAME_TYPE_IDS.find((id) => id === raw.get('gt_id'))
  const gpId = raw.get('gp_id')
  if (gtId === undefined || typeof gpId !== 'number') return null
  const currency = raw.get('currency')
  const name = raw.get('gp_gt_name')
  return {
    gt_id: gtId,
    gp_id: gpId,
    ...(isCurrency(currency) ? { currency } : {}),
    ...(typeof name === 'string' ? { gp_gt_name: name } : {}),
    customized: raw.get('customized') === 1 ? 1 : 0,
  }
}

const listCarouselBanners: Handler<'listCarouselBanners'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const rows = await ctx.db.query<{
    id: number
    url: string
    image_url: string
    title: unknown
    link_type: number
    link_method: number
    game_link_parameter: unknown
  }>(
    `SELECT id, url, image_url, title, link_type, link_method, game_link_parameter FROM banners
      WHERE site_id = $1 AND use_type = $2 AND start_at <= now() AND (end_at IS NULL OR end_at > now())
      ORDER BY sort, id`,
    [site.id, ctx.body.use_type],
  )
  const reader = readerOf(ctx, site)
  return {
    web_carousel_picture_list: rows.rows.map((row) => {
      const linkType = row.link_type === 0 ? 0 : row.link_type === 2 ? 2 : 1
      return {
        id: row.id,
        url: linkType === 2 ? null : row.url,
        photo_path: posterFor(row.image_url, row.title, reader),
        link_type: linkType,
        link_method: row.link_method === 1 ? 1 : 0,
        game_link_parameter: linkType === 2 ? gameLinkOf(row.game_link_parameter) : null,
      }
    }),
  }
}

/** sort_field values the marquee accepts, mapped to columns. */
const MARQUEE_SORT: Record<string, string> = {
  sort: 'sort',
  id: 'id',
  created_at: 'created_at',
  updated_at: 'created_at',
}

const listMarquee: Handler<'listMarquee'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const field = ctx.body.sort_field ?? 'sort'
  // Own keys only: `constructor` or `__proto__` must not reach the SQL.
  const column = Object.hasOwn(MARQUEE_SORT, field) ? MARQUEE_SORT[field] : undefined
  if (!column)
    throw badRequest('/body/sort_field', `must be one of ${Object.keys(MARQUEE_SORT).join(', ')}`, 'enum')
  const direction = ctx.body.sort_order === 'desc' ? 'DESC' : 'ASC'
  // A member reads in their own currency; a guest in the visitor currency the site offers.
  const asked = ctx.body.currency
  const reader = readerOf(ctx, site, { currency: asked && site.currencies.includes(asked) ? asked : null })
  const rows = await ctx.db.query<{ id: number; content: unknown; created_at: Date }>(
    `SELECT id, content, created_at FROM marquees WHERE site_id = $1 AND (currency IS NULL OR currency = $2)
      ORDER BY is_top DESC, ${column} ${direction}, id ${direction}`,
    [site.id, reader.currency],
  )
  return {
    web_announcement_list: rows.rows.map((row) => ({
      id: row.id,
      content: textFor(row.content, reader),
      created_at: row.created_at.toISOString(),
    })),
  }
}

/** The jackpot of a currency (on the given site, else the first site offering it); it grows every minute. */
const getJackpot: Handler<'getJackpot'> = async (ctx) => {
  if (ctx.body.site_id !== undefined) await requireSite(ctx.db, ctx.body.site_id)
  const rows = await ctx.db.query<{ amount: string }>(
    `SELECT (amount + growth_per_minute * floor(extract(epoch FROM now() - updated_at) / 60))::numeric(20, 2)::text AS amount
       FROM jackpots WHERE currency = $1 ORDER BY (site_id = $2) DESC, site_id LIMIT 1`,
    [ctx.body.currency, ctx.body.site_id ?? 0],
  )
  return { jackpot_amount_total: Number(rows.rows[0]?.amount ?? 0), currency: ctx.body.currency }
}

export const homeHandlers = [
  handler('listCarouselBanners', listCarouselBanners),
  handler('listMarquee', listMarquee),
  handler('getJackpot', getJackpot),
]
