import { artUrl } from '../../static/urls.ts'
import type { Db } from '../types.ts'
import { bulkInsert } from './bulk.ts'
import { SITES, type SiteSeed } from './sites.ts'

type Texts = Record<string, string>

function pick(texts: Texts, locale: string): string {
  return texts[locale] ?? texts.en_US ?? ''
}

const ADS: readonly { title: Texts; url: string }[] = [
  {
    title: { vi_VN: 'Khuyến mãi hot tháng này', en_US: 'This month’s hot offers', zh_CN: '本月热门优惠' },
    url: 'discount',
  },
  { title: { vi_VN: 'Hướng dẫn nạp tiền', en_US: 'How to deposit', zh_CN: '存款指南' }, url: 'faq/2' },
  { title: { vi_VN: 'Chơi có trách nhiệm', en_US: 'Play responsibly', zh_CN: '理性娱乐' }, url: 'faq/31' },
  {
    title: { vi_VN: 'Tham gia Telegram', en_US: 'Join us on Telegram', zh_CN: '加入Telegram' },
    url: 'https://t.me/lotus_cskh',
  },
]

const LOGIN_TEXT: Texts = {
  vi_VN: '<p>Nạp rút siêu tốc 3 phút, hơn 5.000 trò chơi và CSKH 24/7.</p>',
  en_US: '<p>3-minute deposits and withdrawals, more than 5,000 games and 24/7 support.</p>',
  zh_CN: '<p>3分钟极速存取款，超过5,000款游戏，24小时客服。</p>',
}

function welcome(site: SiteSeed, locale: string): string {
  if (locale === 'vi_VN') return `Chào mừng đến ${site.name}`
  if (locale.startsWith('zh')) return `欢迎来到${site.name}`
  return `Welcome to ${site.name}`
}

/** Template models per site and locale, stored in the shape the model_* operations answer. */
export async function seedTemplateModels(
  db: Db,
  sponsors: readonly { name: string; title: Texts; description: Texts }[],
): Promise<void> {
  const rows = SITES.flatMap((site) =>
    site.languages.flatMap((locale) => [
      {
        site_id: site.id,
        kind: 'setting',
        locale,
        model_version: 3,
        content: {
          list: ADS.map((ad, index) => ({
            id: index + 1,
            title: pick(ad.title, locale),
            photo_path: artUrl('ad', `${site.id}-${index}`, pick(ad.title, 'en_US')),
            url: ad.url,
            link_type: ad.url.startsWith('http') ? 0 : 1,
            link_method: ad.url.startsWith('http') ? 1 : 0,
            sort: index + 1,
          })),
        },
      },
      {
        site_id: site.id,
        kind: 'sponsor',
        locale,
        model_version: 3,
        content: {
          list: sponsors.map((sponsor, index) => ({
            id: index + 1,
            title: pick(sponsor.title, locale),
            photo_path: artUrl('sponsor', `${site.id}-${index}`, sponsor.name),
            url: 'sponsor',
            content: `<p>${pick(sponsor.description, locale)}</p>`,
            sort: index + 1,
          })),
        },
      },
      {
        site_id: site.id,
        kind: 'login',
        locale,
        model_version: 3,
        content: {
          list: [
            {
              id: 1,
              title: welcome(site, locale),
              content: pick(LOGIN_TEXT, locale),
              photo_path: artUrl('background', `${site.id}-login`, site.name),
            },
          ],
        },
      },
    ]),
  )
  await bulkInsert(
    db,
    'template_models',
    { site_id: 'integer', kind: 'text', locale: 'text', model_version: 'integer', content: 'jsonb' },
    rows,
  )
}
