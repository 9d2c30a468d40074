import {
  LANGUAGE_CURRENCY,
  isCurrency,
  isLocale,
  type Currency,
  type Locale,
} from '../../domain/reference.ts'
import { protocolError } from '../../http/envelope.ts'
import type { OperationContext } from '../context.ts'
import { handler, type Handler, type ResponseData } from '../define.ts'
import { findSite, localeOf, requireSite, type SiteRow } from './sites.ts'

type SiteDetail = ResponseData<'getSiteDetail'>
type MobileTemplate = SiteDetail['mobile_template']

export function currenciesOf(site: SiteRow): Currency[] {
  return site.currencies.filter(isCurrency)
}

function languagesOf(site: SiteRow): Locale[] {
  return site.languages.filter(isLocale)
}

function defaultLanguageOf(site: SiteRow): Locale {
  return isLocale(site.default_language) ? site.default_language : 'en_US'
}

/** Spec §3: the default currency of a language, else the site's first currency. */
export function defaultCurrency(site: SiteRow, locale: string): Currency {
  const currencies = currenciesOf(site)
  const wanted = LANGUAGE_CURRENCY[locale.slice(0, 2)]
  const first = currencies[0]
  if (!first) throw new Error(`site ${site.id} has no currency`)
  return wanted && currencies.includes(wanted) ? wanted : first
}

const MOBILE_TEMPLATES: readonly MobileTemplate[] = [
  'H5_1',
  'H5_2',
  'H5_3',
  'H5_4',
  'H5_5',
  'H5_6',
  'H5_7',
  'H5_8',
]

function mobileTemplateOf(site: SiteRow): MobileTemplate {
  return MOBILE_TEMPLATES.find((template) => template === site.mobile_template) ?? 'H5_1'
}

type EnvValue = string | number | boolean

function envConfigOf(site: SiteRow, ctx: OperationContext<unknown>): Record<string, EnvValue> {
  const config: Record<string, EnvValue> = {}
  for (const [key, value] of Object.entries(site.env_config)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      config[key] = value
  }
  // The sandbox serves realtime on the same host as the API.
  config.realtime_host = ctx.request.hostWithPort
  config.realtime_secure_host = ctx.request.hostWithPort
  return config
}

type RouteRule = NonNullable<ResponseData<'getSiteDetail'>['route_rules']>[number]

/** The site's route rules as stored in its settings, keeping only well-formed ones. */
export function routeRulesOf(site: SiteRow): RouteRule[] {
  const stored = site.settings.route_rules
  if (!Array.isArray(stored)) return []
  return stored.flatMap((rule: unknown): RouteRule[] => {
    if (typeof rule !== 'object' || rule === null) return []
    const { from, to, status } = rule as Record<string, unknown>
    if (typeof from !== 'string' || !/^\/[A-Za-z0-9/_.-]*$/.test(from)) return []
    if (typeof to !== 'string' || !/^(\/|https?:\/\/)/.test(to)) return []
    return [{ from, to, status: status === 301 ? 301 : 302 }]
  })
}

const getSiteDetail: Handler<'getSiteDetail'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const env = envConfigOf(site, ctx)
  const customerService = env.customer_service_url
  return {
    site_id: site.id,
    site_name: site.name,
    currencies: currenciesOf(site),
    default_currency: defaultCurrency(site, site.default_language),
    languages: languagesOf(site),
    default_language: defaultLanguageOf(site),
    demo_mode: site.demo_mode,
    game_room_mode: site.game_room_mode,
    mobile_template: mobileTemplateOf(site),
    template_name: site.desktop_template,
    env_config: env,
    customer_service_url: typeof customerService === 'string' ? customerService : '',
    canonical_host: site.domains.find((domain) => domain.includes('.') && !/^\d/.test(domain)) ?? null,
    route_rules: routeRulesOf(site),
  }
}

const getTemplateConfig: Handler<'getTemplateConfig'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const language = localeOf(ctx, site, ctx.body.language)
  const version = await ctx.db.query<{ version: number | null }>(
    'SELECT max(model_version)::int AS version FROM template_models WHERE site_id = $1',
    [site.id],
  )
  const settings: Record<string, string | number | boolean> = {
    demo_mode: site.demo_mode,
    game_room_mode: site.game_room_mode,
  }
  for (const [key, value] of Object.entries(site.settings)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      settings[key] = value
  }
  return {
    template_name: site.desktop_template,
    mobile_template: mobileTemplateOf(site),
    model_version: String(version.rows[0]?.version ?? 1),
    language,
    settings,
  }
}

/** The static site environment document (from cloud storage in production); HTTP 404 for an unknown site. */
const getSiteEnv: Handler<'getSiteEnv'> = async (ctx) => {
  const siteId = Number(ctx.params.site_id)
  const site = await findSite(ctx.db, siteId)
  if (!site) throw protocolError(404, `No site ${siteId}`)
  return {
    site_id: site.id,
    site_name: site.name,
    api_base_url: '/api',
    image_base_url: '',
    realtime: { endpoint: ctx.request.hostWithPort, tls: ctx.request.protocol === 'https' },
    default_mobile_template: mobileTemplateOf(site),
    default_language: defaultLanguageOf(site),
    default_currency: defaultCurrency(site, site.default_language),
  }
}

const listLogos: Handler<'listLogos'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const logos = await ctx.db.query<{ id: number; url: string; device: number }>(
    `SELECT id, url, device FROM site_assets WHERE site_id = $1 AND kind = 'logo' ORDER BY sort, id`,
    [site.id],
  )
  return {
    web_logo_list: logos.rows.map((logo) => ({
      id: logo.id,
      photo_path: logo.url,
      // site_assets devices are 1 desktop / 2 mobile; SupportDevice is 0 desktop / 1 mobile / 2 app.
      device: logo.device === 2 ? 1 : 0,
    })),
  }
}

const getRegisterBackground: Handler<'getRegisterBackground'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const backgrounds = await ctx.db.query<{ id: number; url: string; device: number }>(
    `SELECT id, url, device FROM site_assets WHERE site_id = $1 AND kind = 'register_background' ORDER BY sort, id`,
    [site.id],
  )
  const desktop = backgrounds.rows.find((row) => row.device !== 2)
  const mobile = backgrounds.rows.find((row) => row.device === 2)
  return {
    detail: desktop
      ? { id: desktop.id, photo_path: desktop.url, mobile_photo_path: mobile?.url ?? null }
      : null,
  }
}

export const siteConfigHandlers = [
  handler('getSiteDetail', getSiteDetail),
  handler('getTemplateConfig', getTemplateConfig),
  handler('getSiteEnv', getSiteEnv),
  handler('listLogos', listLogos),
  handler('getRegisterBackground', getRegisterBackground),
]
