import { footerVariantValues } from '../../../openapi/lotus.gen.ts'
import type { Db } from '../../db/types.ts'
import { localize } from '../../domain/reference.ts'
import { handler, type Handler, type ResponseData } from '../define.ts'
import { localeOf, requireSite } from './sites.ts'

type FooterItem = ResponseData<'getFooter'>['list'][number]
type FooterVariant = FooterItem['variant']

const FOOTER_VARIANTS: readonly FooterVariant[] = footerVariantValues

async function footerItems(db: Db, siteId: number, device: 1 | 2, locale: string): Promise<FooterItem[]> {
  const rows = await db.query<{
    id: number
    variant: string
    title: unknown
    icon: string | null
    url: string | null
    sort: number
  }>(
    'SELECT id, variant, title, icon, url, sort FROM footers WHERE site_id = $1 AND device = $2 ORDER BY sort, id',
    [siteId, device],
  )
  return rows.rows.flatMap((row) => {
    const variant = FOOTER_VARIANTS.find((candidate) => candidate === row.variant)
    if (!variant) return []
    return [
      {
        id: row.id,
        variant,
        title: localize(row.title, locale),
        url: row.url,
        icon: row.icon,
        sort: row.sort,
      },
    ]
  })
}

const getFooter: Handler<'getFooter'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  return { list: await footerItems(ctx.db, site.id, 1, localeOf(ctx, site, ctx.body.language)) }
}

const getMobileFooter: Handler<'getMobileFooter'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  return { list: await footerItems(ctx.db, site.id, 2, localeOf(ctx, site, ctx.body.language)) }
}

const listFloatLinks: Handler<'listFloatLinks'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const rows = await ctx.db.query<{
    id: number
    position: string
    title: unknown
    image_url: string
    url: string
    link_method: number
  }>(
    'SELECT id, position, title, image_url, url, link_method FROM floats WHERE site_id = $1 ORDER BY position, sort, id',
    [site.id],
  )
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      title: localize(row.title, locale),
      url: row.url,
      icon: row.image_url,
      position: row.position === 'left' ? 'left' : 'right',
      link_method: row.link_method === 1 ? 1 : 0,
    })),
  }
}

/** The stored template model (`{ list: [...] }`) for a locale, falling back to en_US then the site default. */
async function templateModel(db: Db, siteId: number, kind: string, locale: string): Promise<unknown[]> {
  const rows = await db.query<{ content: { list?: unknown[] } }>(
    `SELECT t.content FROM template_models t JOIN sites s ON s.id = t.site_id
      WHERE t.site_id = $1 AND t.kind = $2
      ORDER BY (t.locale = $3) DESC, (t.locale = 'en_US') DESC, (t.locale = s.default_language) DESC
      LIMIT 1`,
    [siteId, kind, locale],
  )
  return rows.rows[0]?.content.list ?? []
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

function integer(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback
}

const listModelAds: Handler<'listModelAds'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const list = (await templateModel(ctx.db, site.id, 'setting', locale)).filter(isRecord).map((ad, index) => {
    const linkType = integer(ad.link_type, 1)
    return {
      id: integer(ad.id, index + 1),
      title: text(ad.title),
      photo_path: text(ad.photo_path),
      url: optionalText(ad.url),
      link_type: linkType === 0 ? 0 : linkType === 2 ? 2 : 1,
      link_method: integer(ad.link_method, 0) === 1 ? 1 : 0,
      sort: integer(ad.sort, index + 1),
    } as const
  })
  return { list, language: locale }
}

const listModelSponsors: Handler<'listModelSponsors'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const list = (await templateModel(ctx.db, site.id, 'sponsor', locale))
    .filter(isRecord)
    .map((sponsor, index) => ({
      id: integer(sponsor.id, index + 1),
      title: text(sponsor.title),
      photo_path: text(sponsor.photo_path),
      url: optionalText(sponsor.url),
      content: optionalText(sponsor.content),
      sort: integer(sponsor.sort, index + 1),
    }))
  return { list }
}

const listModelLoginContents: Handler<'listModelLoginContents'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const list = (await templateModel(ctx.db, site.id, 'login', locale))
    .filter(isRecord)
    .map((item, index) => ({
      id: integer(item.id, index + 1),
      title: text(item.title),
      content: text(item.content),
      photo_path: optionalText(item.photo_path),
    }))
  return { list }
}

export const siteLayoutHandlers = [
  handler('getFooter', getFooter),
  handler('getMobileFooter', getMobileFooter),
  handler('listFloatLinks', listFloatLinks),
  handler('listModelAds', listModelAds),
  handler('listModelSponsors', listModelSponsors),
  handler('listModelLoginContents', listModelLoginContents),
]
