import type { Db } from '../../db/types.ts'
import { isLocale, type Locale } from '../../domain/reference.ts'
import { badRequest } from '../../http/envelope.ts'
import type { OperationContext } from '../context.ts'

export interface SiteRow {
  id: number
  code: string
  name: string
  default_language: string
  languages: string[]
  mobile_template: string
  desktop_template: string
  demo_mode: boolean
  game_room_mode: boolean
  domains: string[]
  env_config: Record<string, unknown>
  settings: Record<string, unknown>
  currencies: string[]
}

const SITE_SQL = `SELECT s.*, ARRAY(SELECT currency FROM site_currencies c WHERE c.site_id = s.id ORDER BY c.sort) AS currencies
                    FROM sites s`

export async function findSite(db: Db, siteId: number): Promise<SiteRow | null> {
  const result = await db.query<SiteRow>(`${SITE_SQL} WHERE s.id = $1`, [siteId])
  return result.rows[0] ?? null
}

/** The site of `site_id`, or HTTP 400 naming the field when there is none. */
export async function requireSite(db: Db, siteId: number, pointer = '/body/site_id'): Promise<SiteRow> {
  const site = await findSite(db, siteId)
  if (!site) throw badRequest(pointer, 'no such site', 'exists')
  return site
}

/** The site serving a host (by its domains), else the first site. */
export async function siteForHost(db: Db, host: string): Promise<SiteRow> {
  const result = await db.query<SiteRow>(`${SITE_SQL} ORDER BY ($1 = ANY(s.domains)) DESC, s.id LIMIT 1`, [
    host,
  ])
  const site = result.rows[0]
  if (!site) throw new Error('no site in the database')
  return site
}

/** The site named in the body, else the site of the request's host. */
export function siteOf(ctx: OperationContext<unknown>, siteId: number | undefined): Promise<SiteRow> {
  return siteId === undefined ? siteForHost(ctx.db, ctx.request.host) : requireSite(ctx.db, siteId)
}

/** Locale of the answer: the body's `language`, else the `lang` header, else the site's default. */
export function localeOf(ctx: OperationContext<unknown>, site: SiteRow, language?: string): Locale {
  if (isLocale(language)) return language
  if (ctx.lang) return ctx.lang
  return isLocale(site.default_language) ? site.default_language : 'en_US'
}
