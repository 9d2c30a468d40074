import { CURRENCIES, GAME_TYPES, type Locale } from '../../domain/reference.ts'
import type { Db } from '../types.ts'
import { bulkInsert } from './bulk.ts'

export interface SiteSeed {
  id: number
  code: string
  name: string
  defaultLanguage: Locale
  languages: Locale[]
  currencies: string[]
  mobileTemplate: string
  desktopTemplate: string
  demoMode: boolean
  gameRoomMode: boolean
  domains: string[]
  brandColor: string
}

export const SITES: readonly SiteSeed[] = [
  {
    id: 1,
    code: 'lotus',
    name: 'Lotus',
    defaultLanguage: 'vi_VN',
    languages: ['vi_VN', 'en_US', 'zh_CN', 'th_TH'],
    currencies: ['VND', 'USD', 'RMB', 'THB'],
    mobileTemplate: 'H5_1',
    desktopTemplate: 'origin',
    demoMode: false,
    gameRoomMode: true,
    domains: ['localhost', '127.0.0.1', 'lotus.test', 'm.lotus.test'],
    brandColor: '#e8b04b',
  },
  {
    id: 2,
    code: 'lotus-asia',
    name: 'Lotus Asia',
    defaultLanguage: 'zh_CN',
    languages: ['zh_CN', 'zh_TW', 'en_US', 'hi_IN', 'bn_BD', 'my_MM', 'ta_IN'],
    currencies: ['RMB', 'USD', 'INR', 'BDT', 'MMK'],
    mobileTemplate: 'H5_3',
    desktopTemplate: 'site02',
    demoMode: true,
    gameRoomMode: false,
    domains: ['asia.lotus.test', 'm.asia.lotus.test'],
    brandColor: '#c0392b',
  },
  {
    id: 3,
    code: 'lotus-global',
    name: 'Lotus Global',
    defaultLanguage: 'en_US',
    languages: ['en_US', 'ko_KR', 'ja_JP', 'vi_VN'],
    currencies: ['USD', 'WON', 'JPY', 'BRL', 'NGN'],
    mobileTemplate: 'H5_5',
    desktopTemplate: 'suncity',
    demoMode: false,
    gameRoomMode: false,
    domains: ['global.lotus.test'],
    brandColor: '#2e86de',
  },
]

export function siteById(id: number): SiteSeed {
  const site = SITES.find((candidate) => candidate.id === id)
  if (!site) throw new Error(`unknown seed site ${id}`)
  return site
}

/** Flat values (the contract's SiteEnvConfig); realtime hosts are filled per request by the sandbox. */
function envConfig(site: SiteSeed): Record<string, string | number | boolean> {
  const host = site.domains[0] ?? 'localhost'
  return {
    image_host: '',
    link_expire_time: 1440,
    fast_payment_agent_bound: site.id === 2,
    register_captcha: true,
    login_captcha: site.id !== 3,
    default_mobile_template: site.mobileTemplate,
    app_download_ios: `https://${host}/download/ios`,
    app_download_android: `https://${host}/download/lotus-${site.code}.apk`,
    game_closed: false,
    customer_service_url: `https://support.${host}/chat?site=${site.id}`,
    telegram_url: 'https://t.me/lotus_cskh',
    facebook_url: 'https://www.facebook.com/lotus.casino',
    zalo_url: 'https://zalo.me/lotus.cskh',
    android_version: '3.8.2',
    default_time_zone: 'America/Caracas',
  }
}

/** Spec §2 server-provided route rules: an old promotions address, and the help page kept by support. */
function routeRules(site: SiteSeed): { from: string; to: string; status: 301 | 302 }[] {
  const host = site.domains[0] ?? 'localhost'
  return [
    { from: '/promotions', to: '/discount', status: 301 },
    { from: '/help', to: `https://support.${host}/help?site=${site.id}`, status: 302 },
  ]
}

export async function seedSites(db: Db): Promise<void> {
  await bulkInsert(
    db,
    'currencies',
    { code: 'text', symbol: 'text', name: 'text', decimals: 'smallint', sort: 'smallint' },
    CURRENCIES.map((currency, index) => ({ ...currency, sort: index })),
  )
  await bulkInsert(
    db,
    'sites',
    {
      id: 'integer',
      code: 'text',
      name: 'text',
      default_language: 'text',
      languages: 'text[]',
      mobile_template: 'text',
      desktop_template: 'text',
      demo_mode: 'boolean',
      game_room_mode: 'boolean',
      domains: 'text[]',
      env_config: 'jsonb',
      settings: 'jsonb',
    },
    SITES.map((site) => ({
      id: site.id,
      code: site.code,
      name: site.name,
      default_language: site.defaultLanguage,
      languages: site.languages,
      mobile_template: site.mobileTemplate,
      desktop_template: site.desktopTemplate,
      demo_mode: site.demoMode,
      game_room_mode: site.gameRoomMode,
      domains: site.domains,
      env_config: envConfig(site),
      settings: {
        brand_color: site.brandColor,
        register_enabled: !site.demoMode,
        captcha_enabled: true,
        route_rules: routeRules(site),
      },
    })),
  )
  await bulkInsert(
    db,
    'site_currencies',
    { site_id: 'integer', currency: 'text', sort: 'smallint' },
    SITES.flatMap((site) => site.currencies.map((currency, sort) => ({ site_id: site.id, currency, sort }))),
  )
  await bulkInsert(
    db,
    'game_types',
    { id: 'smallint', code: 'text', name: 'jsonb', app_prefix: 'text', intro_key: 'text', sort: 'smallint' },
    GAME_TYPES.map((type, sort) => ({
      id: type.id,
      code: type.code,
      name: type.name,
      app_prefix: type.appPrefix,
      intro_key: `game_type_intro_${type.code}`,
      sort,
    })),
  )
}
