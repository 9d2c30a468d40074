import { artUrl } from '../../static/urls.ts'
import type { Db } from '../types.ts'
import { bulkInsert, daysFrom } from './bulk.ts'
import { FAQS } from './faq-texts.ts'
import { PAGES } from './page-texts.ts'
import { SITES, type SiteSeed } from './sites.ts'

type Texts = Record<string, string>

function withSite(texts: Texts, site: SiteSeed): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [locale, text.replaceAll('{site}', site.name)]),
  )
}

const BANNER_TITLES: readonly Texts[] = [
  {
    vi_VN: 'Thưởng nạp đầu 100% tới {{money:888.8}}',
    en_US: '100% first deposit bonus',
    zh_CN: '首存100%彩金',
    zh_TW: '首存100%彩金',
    th_TH: 'โบนัสฝากแรก 100%',
    ko_KR: '첫 입금 100% 보너스',
    ja_JP: '初回入金100%ボーナス',
  },
  {
    vi_VN: 'Hoàn trả mỗi ngày 1,5%',
    en_US: 'Daily 1.5% rebate',
    zh_CN: '每日返水1.5%',
    zh_TW: '每日返水1.5%',
    th_TH: 'คืนยอดเสียทุกวัน 1.5%',
    ko_KR: '매일 1.5% 리베이트',
    ja_JP: '毎日1.5%リベート',
  },
  {
    vi_VN: 'Siêu hũ PG Soft — nổ liền tay',
    en_US: 'PG Soft mega jackpots',
    zh_CN: 'PG电子超级奖池',
    zh_TW: 'PG電子超級獎池',
    th_TH: 'แจ็กพอตใหญ่ PG Soft',
    ko_KR: 'PG Soft 메가 잭팟',
    ja_JP: 'PG Soft メガジャックポット',
  },
  {
    vi_VN: 'Đá gà Thomo trực tiếp 24/7',
    en_US: 'Live Thomo cockfights 24/7',
    zh_CN: 'Thomo斗鸡全天直播',
    zh_TW: 'Thomo鬥雞全天直播',
    th_TH: 'ชนไก่ Thomo สด 24 ชม.',
    ko_KR: 'Thomo 투계 24시간 생중계',
    ja_JP: 'Thomo闘鶏 24時間ライブ',
  },
  {
    vi_VN: 'Baccarat Evolution — bàn VIP',
    en_US: 'Evolution VIP Baccarat',
    zh_CN: 'Evolution贵宾百家乐',
    zh_TW: 'Evolution貴賓百家樂',
    th_TH: 'บาคาร่า VIP Evolution',
    ko_KR: 'Evolution VIP 바카라',
    ja_JP: 'Evolution VIPバカラ',
  },
  {
    vi_VN: 'Mời bạn bè nhận {{money:20}}',
    en_US: 'Invite friends, get {{money:20}}',
    zh_CN: '邀请好友领{{money:20}}',
    zh_TW: '邀請好友領{{money:20}}',
    th_TH: 'ชวนเพื่อนรับ {{money:20}}',
    ko_KR: '친구 초대하고 {{money:20}} 받기',
    ja_JP: '友達紹介で{{money:20}}',
  },
]

type BannerRow = {
  id: number
  site_id: number
  use_type: number
  currency: string | null
  title: Texts
  image_url: string
  link_type: number
  link_method: number
  url: string
  game_link_parameter: Record<string, unknown> | null
  sort: number
}

type BannerLink = Pick<BannerRow, 'link_type' | 'link_method' | 'url'> & {
  game?: { gt_id: number; gp_id: number; gp_gt_name: string }
}

/**
 * One link per banner position, covering every link type (0 external, 1 internal, 2 game) and
 * method (0 same page, 1 new tab): a slot platform (opens its game list) and a live casino lobby
 * (starts the game through the games module).
 */
const BANNER_LINKS: readonly BannerLink[] = [
  { link_type: 1, link_method: 0, url: 'discount/1' },
  { link_type: 1, link_method: 1, url: 'discount/2' },
  { link_type: 2, link_method: 0, url: '', game: { gt_id: 2, gp_id: 2, gp_gt_name: 'GPPG_2' } },
  { link_type: 0, link_method: 1, url: 'https://t.me/lotus_cskh' },
  { link_type: 2, link_method: 0, url: '', game: { gt_id: 3, gp_id: 10, gp_gt_name: 'GPEV_3' } },
  { link_type: 1, link_method: 0, url: 'faq/2' },
]

function banners(): BannerRow[] {
  const rows: BannerRow[] = []
  const kinds = ['banner', 'banner-small', 'banner-mobile'] as const
  for (const site of SITES) {
    for (const useType of [0, 1, 2]) {
      BANNER_TITLES.forEach((title, index) => {
        const entry = BANNER_LINKS[index % BANNER_LINKS.length]
        if (!entry) return
        const { game, ...link } = entry
        rows.push({
          id: rows.length + 1,
          site_id: site.id,
          use_type: useType,
          currency: null,
          title,
          image_url: artUrl(kinds[useType] ?? 'banner', `${site.id}-${useType}-${index}`),
          sort: index + 1,
          ...link,
          game_link_parameter: game ? { ...game, currency: site.currencies[0], customized: 0 } : null,
        })
      })
    }
  }
  return rows
}

type BulletinRow = {
  id: number
  site_id: number
  title: Texts
  content: Texts
  display_location: number
  display_device: number
  display_frequency: number
  display_before_login: boolean
  display_after_login: boolean
  currency: string | null
  image_url: string | null
  sort: number
  start_at: string
  updated_at: string
}

const BULLETIN_TEXTS: readonly { title: Texts; content: Texts }[] = [
  {
    title: { vi_VN: 'Khuyến mãi tân thủ', en_US: 'Welcome offer', zh_CN: '新会员优惠' },
    content: {
      vi_VN:
        '<p>Nạp lần đầu từ <strong>{{money:20}}</strong> nhận thưởng 100%, tối đa {{money:888.8}}. Vòng cược 15 lần.</p>',
      en_US:
        '<p>Deposit from <strong>{{money:20}}</strong> for the first time and get a 100% bonus, up to {{money:888.8}}. 15x wagering.</p>',
      zh_CN: '<p>首次存款满<strong>{{money:20}}</strong>即送100%彩金，最高{{money:888.8}}，15倍流水。</p>',
    },
  },
  {
    title: { vi_VN: 'Bảo trì định kỳ', en_US: 'Scheduled maintenance', zh_CN: '例行维护' },
    content: {
      vi_VN:
        '<p>Nhà cung cấp SABA Sports bảo trì từ 11:00 đến 13:00 thứ Ba hằng tuần. Mong quý khách thông cảm.</p>',
      en_US:
        '<p>SABA Sports is under maintenance every Tuesday from 11:00 to 13:00. Thank you for your patience.</p>',
      zh_CN: '<p>SABA体育每周二11:00至13:00例行维护，敬请谅解。</p>',
    },
  },
  {
    title: { vi_VN: 'Nạp tiền qua USDT', en_US: 'Deposit with USDT', zh_CN: 'USDT存款' },
    content: {
      vi_VN: '<p>Nạp USDT (TRC20) được cộng thêm <strong>1%</strong> mỗi lệnh, không giới hạn số lần.</p>',
      en_US: '<p>USDT (TRC20) deposits get an extra <strong>1%</strong> on every order, no limit.</p>',
      zh_CN: '<p>USDT (TRC20)存款每笔额外赠送<strong>1%</strong>，不限次数。</p>',
    },
  },
  {
    title: { vi_VN: 'Cảnh báo lừa đảo', en_US: 'Fraud warning', zh_CN: '防诈骗提醒' },
    content: {
      vi_VN:
        '<p>Lotus chỉ nhận tiền qua tài khoản hiển thị trong trang Nạp tiền. Không chuyển tiền theo hướng dẫn từ người lạ.</p>',
      en_US:
        '<p>Lotus only accepts money through the accounts shown on the Deposit page. Never follow payment instructions from strangers.</p>',
      zh_CN: '<p>Lotus仅通过存款页面显示的账户收款，请勿听从陌生人的转账指示。</p>',
    },
  },
]

/** Locations 2 (all pages) and 3 (deposit) × devices 0–2 (desktop, mobile, app), with and without frequency 0, before/after login. */
function bulletins(reference: Date): BulletinRow[] {
  const rows: BulletinRow[] = []
  for (const site of SITES) {
    for (const location of [2, 3]) {
      for (const device of [0, 1, 2]) {
        for (const frequency of [0, 1]) {
          const index = rows.length
          const text = BULLETIN_TEXTS[index % BULLETIN_TEXTS.length] ?? BULLETIN_TEXTS[0]
          if (!text) continue
          const audience = index % 3
          rows.push({
            id: index + 1,
            site_id: site.id,
            title: text.title,
            content: text.content,
            display_location: location,
            display_device: device,
            display_frequency: frequency,
            display_before_login: audience !== 1,
            display_after_login: audience !== 2,
            currency: null,
            image_url: index % 4 === 0 ? artUrl('bulletin', index + 1) : null,
            sort: device * 2 + frequency + 1,
            start_at: daysFrom(reference, -10 - (index % 7)),
            updated_at: daysFrom(reference, -(index % 5)),
          })
        }
      }
    }
  }
  return rows
}

const MARQUEE_TEXTS: readonly Texts[] = [
  {
    vi_VN: 'Chúc mừng thành viên ngu***88 nổ hũ {{money:125000}} tại Rồng Vàng PG!',
    en_US: 'Congratulations ngu***88 on a {{money:125000}} jackpot in Golden Dragon!',
    zh_CN: '恭喜会员ngu***88在黄金龙赢得{{money:125000}}大奖！',
  },
  {
    vi_VN: 'Nạp rút siêu tốc 3 phút — hỗ trợ MoMo, ZaloPay, USDT.',
    en_US: 'Deposits and withdrawals in 3 minutes — MoMo, ZaloPay and USDT supported.',
    zh_CN: '3分钟极速存取款，支持MoMo、ZaloPay、USDT。',
  },
  {
    vi_VN: 'Hoàn trả không giới hạn tới 1,5% cho mọi trò chơi, trả thưởng lúc 14:00 mỗi ngày.',
    en_US: 'Unlimited rebates up to 1.5% on every game, paid daily at 14:00.',
    zh_CN: '全场无上限返水最高1.5%，每日14:00派发。',
  },
  {
    vi_VN: 'SABA Sports bảo trì 11:00–13:00 thứ Ba hằng tuần.',
    en_US: 'SABA Sports maintenance every Tuesday 11:00–13:00.',
    zh_CN: 'SABA体育每周二11:00–13:00维护。',
  },
  {
    vi_VN: 'Tải ứng dụng Lotus nhận ngay {{money:5.8}} tiền thưởng.',
    en_US: 'Install the Lotus app and get a {{money:5.8}} bonus.',
    zh_CN: '下载Lotus APP立即领取{{money:5.8}}彩金。',
  },
  {
    vi_VN: 'Giải đá gà Thomo mùa mới khởi tranh — cược trực tiếp mỗi tối.',
    en_US: 'A new Thomo cockfighting season starts — live bets every evening.',
    zh_CN: 'Thomo斗鸡新赛季开战，每晚直播投注。',
  },
  {
    vi_VN: 'Cảnh giác lừa đảo: Lotus không bao giờ yêu cầu chuyển khoản vào tài khoản cá nhân.',
    en_US: 'Beware of fraud: Lotus never asks for transfers to personal accounts.',
    zh_CN: '谨防诈骗：Lotus绝不要求转账至个人账户。',
  },
  {
    vi_VN: 'Tháng VIP: thăng hạng nhận quà tới {{money:8888.8}}.',
    en_US: 'VIP month: level-up gifts up to {{money:8888.8}}.',
    zh_CN: 'VIP月：晋级礼金最高{{money:8888.8}}。',
  },
]

export async function seedContent(db: Db, reference: Date): Promise<{ banners: number; bulletins: number }> {
  const bannerRows = banners()
  await bulkInsert(
    db,
    'banners',
    {
      id: 'integer',
      site_id: 'integer',
      use_type: 'smallint',
      currency: 'text',
      title: 'jsonb',
      image_url: 'text',
      link_type: 'smallint',
      link_method: 'smallint',
      url: 'text',
      game_link_parameter: 'jsonb',
      sort: 'smallint',
    },
    bannerRows,
  )
  const bulletinRows = bulletins(reference)
  await bulkInsert(
    db,
    'bulletins',
    {
      id: 'integer',
      site_id: 'integer',
      title: 'jsonb',
      content: 'jsonb',
      display_location: 'smallint',
      display_device: 'smallint',
      display_frequency: 'smallint',
      display_before_login: 'boolean',
      display_after_login: 'boolean',
      currency: 'text',
      image_url: 'text',
      sort: 'smallint',
      start_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    bulletinRows,
  )
  await bulkInsert(
    db,
    'marquees',
    {
      id: 'integer',
      site_id: 'integer',
      content: 'jsonb',
      currency: 'text',
      sort: 'smallint',
      is_top: 'boolean',
      created_at: 'timestamptz',
    },
    SITES.flatMap((site, siteIndex) =>
      MARQUEE_TEXTS.map((content, index) => ({
        id: siteIndex * MARQUEE_TEXTS.length + index + 1,
        site_id: site.id,
        content,
        currency: null,
        sort: ((index * 5) % MARQUEE_TEXTS.length) + 1,
        is_top: index === 0,
        created_at: daysFrom(reference, -index * 2),
      })),
    ),
  )
  const docColumns = { site_id: 'integer', id: 'integer', title: 'jsonb', content: 'jsonb', sort: 'smallint' }
  await bulkInsert(
    db,
    'faqs',
    { ...docColumns, category: 'text' },
    SITES.flatMap((site) =>
      FAQS.map((faq, sort) => ({
        site_id: site.id,
        id: faq.id,
        category: faq.category,
        title: faq.title,
        content: withSite(faq.content, site),
        sort,
      })),
    ),
  )
  await bulkInsert(
    db,
    'content_pages',
    { ...docColumns, slug: 'text' },
    SITES.flatMap((site) =>
      PAGES.map((page, sort) => ({
        site_id: site.id,
        id: page.id,
        slug: page.category,
        title: page.title,
        content: withSite(page.content, site),
        sort,
      })),
    ),
  )
  return { banners: bannerRows.length, bulletins: bulletinRows.length }
}
