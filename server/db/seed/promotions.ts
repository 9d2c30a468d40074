import { artUrl } from '../../static/urls.ts'
import type { Db } from '../types.ts'
import { bulkInsert, daysFrom } from './bulk.ts'
import { SITES } from './sites.ts'

type Texts = Record<string, string>

const PROMOTIONS: readonly {
  category: string
  popup: boolean
  applyType: number
  title: Texts
  summary: Texts
  content: Texts
}[] = [
  {
    category: 'new_member',
    applyType: 1,
    popup: true,
    title: { vi_VN: 'Thưởng nạp đầu 100%', en_US: '100% first deposit bonus', zh_CN: '首存100%彩金' },
    summary: {
      vi_VN: 'Nhận tới {{money:888.8}} cho lần nạp đầu tiên.',
      en_US: 'Up to {{money:888.8}} on your first deposit.',
      zh_CN: '首次存款最高送{{money:888.8}}。',
    },
    content: {
      vi_VN:
        '<p>Áp dụng cho thành viên mới nạp tối thiểu {{money:20}}. Thưởng 100%, tối đa {{money:888.8}}, vòng cược 15 lần (tiền nạp + thưởng). Không áp dụng cho xổ số và thể thao ảo.</p>',
      en_US:
        '<p>For new members depositing at least {{money:20}}. 100% bonus up to {{money:888.8}}, 15x wagering on deposit plus bonus. Lottery and virtual sports excluded.</p>',
      zh_CN:
        '<p>新会员存款满{{money:20}}即可参与。100%彩金最高{{money:888.8}}，(本金+彩金)15倍流水。彩票及虚拟体育除外。</p>',
    },
  },
  {
    category: 'rebate',
    applyType: 0,
    popup: false,
    title: { vi_VN: 'Hoàn trả hằng ngày 1,5%', en_US: 'Daily rebate 1.5%', zh_CN: '每日返水1.5%' },
    summary: {
      vi_VN: 'Hoàn trả không giới hạn cho mọi trò chơi.',
      en_US: 'Unlimited rebate on every game.',
      zh_CN: '全场无上限返水。',
    },
    content: {
      vi_VN:
        '<p>Tiền hoàn trả được tính trên tổng cược hợp lệ và tự động cộng vào ví lúc 14:00 mỗi ngày, vòng cược 1 lần.</p>',
      en_US:
        '<p>Rebates are computed on valid stakes and credited automatically at 14:00 daily, 1x wagering.</p>',
      zh_CN: '<p>返水按有效投注计算，每日14:00自动派发，1倍流水。</p>',
    },
  },
  {
    category: 'deposit',
    applyType: 1,
    popup: true,
    title: { vi_VN: 'Nạp lại cuối tuần 50%', en_US: 'Weekend reload 50%', zh_CN: '周末续存50%' },
    summary: {
      vi_VN: 'Thứ Bảy và Chủ Nhật nhận thêm 50%.',
      en_US: 'Get 50% extra every Saturday and Sunday.',
      zh_CN: '每周六日存款加赠50%。',
    },
    content: {
      vi_VN:
        '<p>Nạp từ {{money:50}} vào thứ Bảy hoặc Chủ Nhật, nhận thưởng 50% tối đa {{money:200}}. Vòng cược 12 lần.</p>',
      en_US:
        '<p>Deposit from {{money:50}} on Saturday or Sunday for a 50% bonus up to {{money:200}}. 12x wagering.</p>',
      zh_CN: '<p>周六或周日存款满{{money:50}}可获50%彩金，最高{{money:200}}，12倍流水。</p>',
    },
  },
  {
    category: 'sports',
    applyType: 2,
    popup: false,
    title: { vi_VN: 'Bảo hiểm cược thể thao', en_US: 'Sports bet insurance', zh_CN: '体育投注保险' },
    summary: {
      vi_VN: 'Hoàn 100% vé cược thua đầu tiên.',
      en_US: 'Your first losing bet refunded in full.',
      zh_CN: '首注输全额返还。',
    },
    content: {
      vi_VN:
        '<p>Vé cược thể thao đầu tiên từ {{money:10}} nếu thua sẽ được hoàn 100%, tối đa {{money:100}}.</p>',
      en_US:
        '<p>If your first sports bet from {{money:10}} loses, it is refunded in full, up to {{money:100}}.</p>',
      zh_CN: '<p>首张体育注单满{{money:10}}若输，全额返还，最高{{money:100}}。</p>',
    },
  },
  {
    category: 'vip',
    applyType: 0,
    popup: false,
    title: { vi_VN: 'Đặc quyền VIP', en_US: 'VIP privileges', zh_CN: 'VIP特权' },
    summary: {
      vi_VN: 'Thăng hạng nhận quà tới {{money:8888.8}}.',
      en_US: 'Level-up gifts up to {{money:8888.8}}.',
      zh_CN: '晋级礼金最高{{money:8888.8}}。',
    },
    content: {
      vi_VN: '<p>10 cấp VIP với quà thăng hạng, quà sinh nhật, hoàn trả riêng và kênh rút tiền ưu tiên.</p>',
      en_US:
        '<p>Ten VIP levels with level-up and birthday gifts, higher rebates and a priority withdrawal lane.</p>',
      zh_CN: '<p>十级VIP，尊享晋级礼金、生日礼金、专属返水及优先取款通道。</p>',
    },
  },
  {
    category: 'friend',
    applyType: 0,
    popup: false,
    title: { vi_VN: 'Giới thiệu bạn bè', en_US: 'Refer a friend', zh_CN: '推荐好友' },
    summary: {
      vi_VN: 'Nhận {{money:20}} cho mỗi người bạn nạp tiền.',
      en_US: 'Get a reward for every friend who deposits.',
      zh_CN: '每位好友存款即得奖励。',
    },
    content: {
      vi_VN:
        '<p>Chia sẻ mã giới thiệu của bạn. Khi bạn bè đăng ký và nạp từ {{money:50}}, bạn nhận {{money:20}}.</p>',
      en_US:
        '<p>Share your recommend code. When a friend registers and deposits at least {{money:50}}, you get {{money:20}}.</p>',
      zh_CN: '<p>分享您的推荐码，好友注册并存款满{{money:50}}，您即得{{money:20}}。</p>',
    },
  },
]

const LETTERS: readonly { title: Texts; content: Texts; read: boolean }[] = [
  {
    read: false,
    title: { vi_VN: 'Chào mừng đến với Lotus', en_US: 'Welcome to Lotus', zh_CN: '欢迎来到Lotus' },
    content: {
      vi_VN: 'Cảm ơn bạn đã đăng ký. Nạp lần đầu để nhận thưởng 100%!',
      en_US: 'Thank you for joining. Make your first deposit for a 100% bonus!',
      zh_CN: '感谢注册，首存即享100%彩金！',
    },
  },
  {
    read: true,
    title: { vi_VN: 'Nạp tiền thành công', en_US: 'Deposit received', zh_CN: '存款成功' },
    content: {
      vi_VN: 'Lệnh nạp {{money:500}} của bạn đã được cộng vào ví chính.',
      en_US: 'Your {{money:500}} deposit was credited to the main wallet.',
      zh_CN: '您的{{money:500}}存款已到账主钱包。',
    },
  },
  {
    read: false,
    title: { vi_VN: 'Hoàn trả hôm qua', en_US: 'Yesterday’s rebate', zh_CN: '昨日返水' },
    content: {
      vi_VN: 'Bạn nhận được {{money:3.75}} tiền hoàn trả.',
      en_US: 'You received a {{money:3.75}} rebate.',
      zh_CN: '您获得{{money:3.75}}返水。',
    },
  },
  {
    read: true,
    title: { vi_VN: 'Thay đổi mật khẩu', en_US: 'Password changed', zh_CN: '密码已修改' },
    content: {
      vi_VN: 'Mật khẩu đăng nhập của bạn vừa được thay đổi. Nếu không phải bạn, hãy liên hệ CSKH ngay.',
      en_US: 'Your login password was changed. If this was not you, contact support now.',
      zh_CN: '您的登录密码已修改，如非本人操作请立即联系客服。',
    },
  },
  {
    read: false,
    title: { vi_VN: 'Lì xì may mắn', en_US: 'Lucky red envelope', zh_CN: '幸运红包' },
    content: {
      vi_VN: 'Một bao lì xì đang chờ bạn. Mở ngay trước khi hết giờ!',
      en_US: 'A red envelope is waiting for you. Open it before it expires!',
      zh_CN: '您有一个红包待领取，请在过期前打开！',
    },
  },
  {
    read: false,
    title: { vi_VN: 'Thăng hạng VIP 2', en_US: 'Promoted to VIP 2', zh_CN: '晋级VIP 2' },
    content: {
      vi_VN: 'Chúc mừng! Quà thăng hạng {{money:28.8}} đã được cộng.',
      en_US: 'Congratulations! Your {{money:28.8}} level-up gift has been credited.',
      zh_CN: '恭喜！{{money:28.8}}晋级礼金已到账。',
    },
  },
]

export async function seedPromotions(db: Db, reference: Date): Promise<void> {
  await bulkInsert(
    db,
    'promotions',
    {
      site_id: 'integer',
      category: 'text',
      title: 'jsonb',
      summary: 'jsonb',
      content: 'jsonb',
      image_url: 'text',
      currencies: 'text[]',
      apply_type: 'smallint',
      is_popup: 'boolean',
      sort: 'smallint',
      start_at: 'timestamptz',
      end_at: 'timestamptz',
    },
    SITES.flatMap((site) =>
      PROMOTIONS.map((promo, sort) => ({
        site_id: site.id,
        category: promo.category,
        title: promo.title,
        summary: promo.summary,
        content: promo.content,
        image_url: artUrl('promotion', `${site.id}-${sort}`),
        currencies: site.currencies,
        apply_type: promo.applyType,
        is_popup: promo.popup,
        sort,
        start_at: daysFrom(reference, -20),
        end_at: sort === 4 ? null : daysFrom(reference, 60),
      })),
    ),
  )
  await bulkInsert(
    db,
    'letters',
    { member_id: 'integer', title: 'jsonb', content: 'jsonb', is_read: 'boolean', created_at: 'timestamptz' },
    [1, 2, 8].flatMap((member_id) =>
      LETTERS.map((letter, index) => ({
        member_id,
        title: letter.title,
        content: letter.content,
        is_read: letter.read,
        created_at: daysFrom(reference, -(LETTERS.length - index)),
      })),
    ),
  )
  await bulkInsert(
    db,
    'red_envelopes',
    {
      site_id: 'integer',
      currency: 'text',
      member_id: 'integer',
      title: 'jsonb',
      min_cash: 'numeric',
      max_cash: 'numeric',
      start_at: 'timestamptz',
      end_at: 'timestamptz',
    },
    [
      {
        site_id: 1,
        currency: 'VND',
        member_id: 1,
        title: { vi_VN: 'Lì xì may mắn', en_US: 'Lucky red envelope', zh_CN: '幸运红包' },
        min_cash: '8888',
        max_cash: '88888',
        start_at: daysFrom(reference, -1),
        end_at: daysFrom(reference, 7),
      },
      {
        site_id: 1,
        currency: 'USD',
        member_id: null,
        title: { vi_VN: 'Lì xì cuối tuần', en_US: 'Weekend red envelope', zh_CN: '周末红包' },
        min_cash: '1',
        max_cash: '18',
        start_at: daysFrom(reference, -1),
        end_at: daysFrom(reference, 3),
      },
      {
        site_id: 2,
        currency: 'RMB',
        member_id: null,
        title: { zh_CN: '新春红包', en_US: 'New year red envelope' },
        min_cash: '8.88',
        max_cash: '88.88',
        start_at: daysFrom(reference, -1),
        end_at: daysFrom(reference, 5),
      },
    ],
  )
}
