import { artUrl } from '../../static/urls.ts'
import type { Db } from '../types.ts'
import { bulkInsert } from './bulk.ts'
import { SITES } from './sites.ts'
import { seedRegisterSettings } from './register.ts'
import { seedTemplateModels } from './templates.ts'

type Texts = Record<string, string>

export const SPONSORS: readonly { name: string; title: Texts; description: Texts }[] = [
  {
    name: 'Saigon Lotus FC',
    title: {
      vi_VN: 'Nhà tài trợ chính Saigon Lotus FC',
      en_US: 'Main sponsor of Saigon Lotus FC',
      zh_CN: '西贡莲花足球俱乐部主赞助商',
    },
    description: {
      vi_VN: 'Đồng hành cùng Saigon Lotus FC mùa giải 2024–2026.',
      en_US: 'Partner of Saigon Lotus FC for the 2024–2026 seasons.',
      zh_CN: '2024–2026赛季合作伙伴。',
    },
  },
  {
    name: 'Team Phoenix Esports',
    title: {
      vi_VN: 'Đối tác Team Phoenix Esports',
      en_US: 'Partner of Team Phoenix Esports',
      zh_CN: '凤凰电竞战队合作伙伴',
    },
    description: {
      vi_VN: 'Nhà vô địch Liên Quân Mobile Đông Nam Á 2025.',
      en_US: 'Southeast Asian Arena of Valor champions 2025.',
      zh_CN: '2025东南亚王者荣耀冠军。',
    },
  },
  {
    name: 'Asian Boxing Championship',
    title: { vi_VN: 'Giải quyền anh châu Á', en_US: 'Asian Boxing Championship', zh_CN: '亚洲拳击锦标赛' },
    description: {
      vi_VN: 'Nhà tài trợ kim cương của giải đấu.',
      en_US: 'Diamond sponsor of the championship.',
      zh_CN: '赛事钻石赞助商。',
    },
  },
  {
    name: 'Da Nang Marathon',
    title: { vi_VN: 'Marathon Đà Nẵng', en_US: 'Da Nang Marathon', zh_CN: '岘港马拉松' },
    description: {
      vi_VN: 'Vì một cộng đồng khỏe mạnh.',
      en_US: 'For a healthy community.',
      zh_CN: '为了健康的社区。',
    },
  },
]

/** Mobile footer bar and desktop footer: every variant of the spec. */
const FOOTER_VARIANTS: readonly { variant: string; title: Texts; url: string | null }[] = [
  { variant: 'home', title: { vi_VN: 'Trang chủ', en_US: 'Home', zh_CN: '首页' }, url: '/' },
  {
    variant: 'discount',
    title: { vi_VN: 'Khuyến mãi', en_US: 'Promotions', zh_CN: '优惠' },
    url: 'discount',
  },
  { variant: 'deposit', title: { vi_VN: 'Nạp tiền', en_US: 'Deposit', zh_CN: '存款' }, url: 'user/Deposit' },
  {
    variant: 'withdrawal',
    title: { vi_VN: 'Rút tiền', en_US: 'Withdraw', zh_CN: '取款' },
    url: 'user?page=Withdrawal',
  },
  {
    variant: 'wallet',
    title: { vi_VN: 'Ví tiền', en_US: 'Wallet', zh_CN: '钱包' },
    url: 'user?page=MyWallet',
  },
  {
    variant: 'letter',
    title: { vi_VN: 'Hộp thư', en_US: 'Messages', zh_CN: '站内信' },
    url: 'user?page=Letter',
  },
  {
    variant: 'announcement',
    title: { vi_VN: 'Thông báo', en_US: 'News', zh_CN: '公告' },
    url: 'user?page=Announcement',
  },
  { variant: 'sign_up_user', title: { vi_VN: 'Đăng ký', en_US: 'Sign up', zh_CN: '注册' }, url: 'register' },
  { variant: 'sponsor', title: { vi_VN: 'Tài trợ', en_US: 'Sponsors', zh_CN: '赞助' }, url: 'sponsor' },
  {
    variant: 'custom_link',
    title: { vi_VN: 'Tải ứng dụng', en_US: 'Get the app', zh_CN: '下载APP' },
    url: 'app',
  },
  {
    variant: 'custom_service',
    title: { vi_VN: 'CSKH 24/7', en_US: 'Support 24/7', zh_CN: '在线客服' },
    url: 'https://t.me/lotus_cskh',
  },
]

const DESKTOP_LINKS: readonly { title: Texts; url: string }[] = [
  { title: { vi_VN: 'Về chúng tôi', en_US: 'About us', zh_CN: '关于我们' }, url: 'main/1' },
  { title: { vi_VN: 'Điều khoản', en_US: 'Terms', zh_CN: '条款' }, url: 'main/2' },
  { title: { vi_VN: 'Bảo mật', en_US: 'Privacy', zh_CN: '隐私' }, url: 'main/3' },
  {
    title: { vi_VN: 'Chơi có trách nhiệm', en_US: 'Responsible gaming', zh_CN: '负责任博彩' },
    url: 'faq/31',
  },
  { title: { vi_VN: 'Hướng dẫn nạp tiền', en_US: 'How to deposit', zh_CN: '存款指南' }, url: 'faq/2' },
  { title: { vi_VN: 'Đại lý', en_US: 'Affiliates', zh_CN: '代理合作' }, url: 'proxy' },
]

const FLOATS: readonly { position: 'left' | 'right'; title: Texts; url: string }[] = [
  {
    position: 'right',
    title: { vi_VN: 'CSKH Telegram', en_US: 'Telegram support', zh_CN: 'Telegram客服' },
    url: 'https://t.me/lotus_cskh',
  },
  {
    position: 'right',
    title: { vi_VN: 'Zalo CSKH', en_US: 'Zalo support', zh_CN: 'Zalo客服' },
    url: 'https://zalo.me/lotus.cskh',
  },
  {
    position: 'right',
    title: { vi_VN: 'Hướng dẫn nạp', en_US: 'Deposit guide', zh_CN: '存款指南' },
    url: 'faq/2',
  },
  { position: 'left', title: { vi_VN: 'Tải App', en_US: 'Get the app', zh_CN: '下载APP' }, url: 'main/1' },
  {
    position: 'left',
    title: { vi_VN: 'Chơi có trách nhiệm', en_US: 'Play responsibly', zh_CN: '理性娱乐' },
    url: 'faq/31',
  },
]

const JACKPOT_BASE: Record<string, number> = {
  VND: 28_456_789_120,
  USD: 1_245_678.5,
  RMB: 8_765_432.1,
  THB: 38_901_234.75,
  INR: 98_765_432.2,
  BDT: 123_456_789,
  MMK: 2_345_678_901,
  WON: 1_567_890_123,
  JPY: 187_654_321,
  BRL: 6_543_210.9,
  NGN: 1_876_543_210,
}

export async function seedSiteConfig(db: Db): Promise<void> {
  await bulkInsert(
    db,
    'sponsors',
    {
      site_id: 'integer',
      name: 'text',
      title: 'jsonb',
      description: 'jsonb',
      image_url: 'text',
      url: 'text',
      sort: 'smallint',
    },
    SITES.flatMap((site) =>
      SPONSORS.map((sponsor, sort) => ({
        site_id: site.id,
        ...sponsor,
        image_url: artUrl('sponsor', `${site.id}-${sort}`, sponsor.name),
        url: 'sponsor',
        sort,
      })),
    ),
  )
  const footerRows = SITES.flatMap((site) => [
    ...FOOTER_VARIANTS.map((item, sort) => ({
      site_id: site.id,
      variant: item.variant,
      device: 2,
      title: item.title,
      icon: artUrl('footer', item.variant),
      url: item.url,
      content: {},
      sort,
    })),
    ...[
      ...DESKTOP_LINKS.map((link) => ({ variant: 'custom_link', title: link.title, url: link.url })),
      ...FOOTER_VARIANTS.filter((item) =>
        ['custom_service', 'sponsor', 'announcement'].includes(item.variant),
      ),
    ].map((item, sort) => ({
      site_id: site.id,
      variant: item.variant,
      device: 1,
      title: item.title,
      icon: artUrl('footer', item.variant),
      url: item.url,
      content: {},
      sort,
    })),
  ])
  await bulkInsert(
    db,
    'footers',
    {
      site_id: 'integer',
      variant: 'text',
      device: 'smallint',
      title: 'jsonb',
      icon: 'text',
      url: 'text',
      content: 'jsonb',
      sort: 'smallint',
    },
    footerRows,
  )
  await bulkInsert(
    db,
    'floats',
    {
      site_id: 'integer',
      position: 'text',
      title: 'jsonb',
      image_url: 'text',
      url: 'text',
      link_method: 'smallint',
      sort: 'smallint',
    },
    SITES.flatMap((site) =>
      FLOATS.map((item, sort) => ({
        site_id: site.id,
        ...item,
        image_url: artUrl('float', `${site.id}-${sort}`, item.title.en_US),
        link_method: item.url.startsWith('http') ? 1 : 0,
        sort,
      })),
    ),
  )
  await bulkInsert(
    db,
    'site_assets',
    { site_id: 'integer', kind: 'text', device: 'smallint', url: 'text', title: 'jsonb', sort: 'smallint' },
    SITES.flatMap((site) => [
      {
        site_id: site.id,
        kind: 'logo',
        device: 1,
        url: artUrl('logo', site.id, site.name),
        title: { en_US: site.name },
        sort: 0,
      },
      {
        site_id: site.id,
        kind: 'logo',
        device: 2,
        url: artUrl('logo-mobile', site.id, site.name),
        title: { en_US: site.name },
        sort: 1,
      },
      {
        site_id: site.id,
        kind: 'register_background',
        device: 1,
        url: artUrl('background', `${site.id}-desktop`, site.name),
        title: {},
        sort: 0,
      },
      {
        site_id: site.id,
        kind: 'register_background',
        device: 2,
        url: artUrl('background', `${site.id}-mobile`, site.name),
        title: {},
        sort: 1,
      },
    ]),
  )
  await seedTemplateModels(db, SPONSORS)
  await seedRegisterSettings(db)
  await bulkInsert(
    db,
    'service_agreements',
    { site_id: 'integer', title: 'jsonb', content: 'jsonb', sort: 'smallint' },
    SITES.flatMap((site) => [
      {
        site_id: site.id,
        sort: 0,
        title: { vi_VN: 'Tôi đã đủ 18 tuổi', en_US: 'I am at least 18 years old', zh_CN: '本人已年满18岁' },
        content: {
          vi_VN: 'Tôi xác nhận đã đủ 18 tuổi và tự chịu trách nhiệm với hoạt động giải trí của mình.',
          en_US: 'I confirm I am 18 or older and responsible for my own play.',
          zh_CN: '本人确认已年满18岁并对自己的娱乐行为负责。',
        },
      },
      {
        site_id: site.id,
        sort: 1,
        title: { vi_VN: 'Điều khoản dịch vụ', en_US: 'Terms of service', zh_CN: '服务条款' },
        content: {
          vi_VN: `Tôi đồng ý với điều khoản và chính sách bảo mật của ${site.name}.`,
          en_US: `I accept the terms and privacy policy of ${site.name}.`,
          zh_CN: `本人同意${site.name}的条款及隐私政策。`,
        },
      },
    ]),
  )
  await bulkInsert(
    db,
    'jackpots',
    { site_id: 'integer', currency: 'text', amount: 'numeric', growth_per_minute: 'numeric' },
    SITES.flatMap((site) =>
      site.currencies.map((currency) => {
        const base = JACKPOT_BASE[currency] ?? 1_000_000
        return {
          site_id: site.id,
          currency,
          amount: (base * (1 + site.id / 10)).toFixed(2),
          growth_per_minute: (base / 100_000).toFixed(2),
        }
      }),
    ),
  )
}
