/** Operator content follows the reader: amounts in the member's currency, pictures and names in the page's language. */
import { beforeAll, describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { opTest, successData } from './support/harness.ts'
import { freshMember } from './support/fresh-member.ts'
import { loginAs, loginWithPassword } from './support/session.ts'
import { getTarget } from './support/target.ts'

// Booting the sandbox (migrations and seed) is not part of any one test.
beforeAll(async () => {
  await getTarget()
}, 180_000)

async function tokenOf(account: 'demo888' | 'player01'): Promise<string> {
  const token = await loginAs(account)
  if (!token) throw new Error(`no session for ${account}`)
  return token
}

/** The text a generated poster carries (its `t` parameter), or null when it carries none. */
function posterText(url: string): string | null {
  const text = new URL(url, 'http://localhost').searchParams.get('t')
  return text === null ? null : plain(text)
}

/** Number formats put a no-break space before some currency signs. */
function plain(text: string): string {
  return text.replaceAll('\u00a0', ' ')
}

describe('amounts follow the member currency', () => {
  opTest('listMemberBulletins', 'a USD member reads dollars, a VND member dong', async () => {
    const body = { site_id: 1, display_device: 0, display_location: 2 }
    const usd = successData(
      'listMemberBulletins',
      await call('listMemberBulletins', { body, token: await tokenOf('player01'), lang: 'en_US' }),
    )
    const usdText = usd.list.map((bulletin) => bulletin.content).join('\n')
    expect(usdText).toContain('$20')
    expect(usdText).not.toContain('₫')
    expect(usdText).not.toContain('{{money')

    // A VND member of its own: other suites may hide the seed members' bulletins for good.
    const fresh = await freshMember('dong')
    const vndToken = await loginWithPassword(fresh.account, 'lotus123')
    if (!vndToken) throw new Error('the fresh VND member could not log in')
    const vnd = successData(
      'listMemberBulletins',
      await call('listMemberBulletins', { body, token: vndToken, lang: 'vi_VN' }),
    )
    expect(plain(vnd.list.map((bulletin) => bulletin.content).join('\n'))).toContain('200.000 ₫')
  })

  opTest('listBulletins', 'a guest reads the amounts in the currency the page shows them', async () => {
    const body = { site_id: 1, display_device: 0, display_location: 2 }
    const textOf = async (currency: 'USD' | 'VND') =>
      plain(
        successData(
          'listBulletins',
          await call('listBulletins', { body: { ...body, currency }, lang: 'en_US' }),
        )
          .list.map((bulletin) => bulletin.content)
          .join('\n'),
      )
    const usd = await textOf('USD')
    expect(usd).toContain('$20')
    expect(usd).not.toContain('₫')
    expect(await textOf('VND')).toContain('₫200,000')
  })

  opTest('listDiscounts', 'promotions of a USD member name dollar amounts', async () => {
    const token = await tokenOf('player01')
    const list = successData(
      'listDiscounts',
      await call('listDiscounts', { body: { site_id: 1 }, token, lang: 'en_US' }),
    )
    expect(list.list.length).toBeGreaterThan(0)
    const summaries = list.list.map((discount) => `${discount.title} ${discount.summary}`).join('\n')
    expect(summaries).not.toContain('₫')
    expect(summaries).toContain('$')
    const first = list.list[0]
    if (!first) throw new Error('no promotion')
    const detail = successData(
      'getDiscount',
      await call('getDiscount', { body: { id: first.id }, token, lang: 'en_US' }),
    )
    expect(detail.content).not.toContain('₫')
  })

  opTest('listDiscounts', 'a guest asking for THB reads baht', async () => {
    const list = successData(
      'listDiscounts',
      await call('listDiscounts', { body: { site_id: 1, currency: 'THB' }, lang: 'th_TH' }),
    )
    const summaries = list.list.map((discount) => discount.summary).join('\n')
    expect(summaries).toContain('฿')
    expect(summaries).not.toContain('₫')
  })

  opTest('listMarquee', 'the marquee of a dollar site has no dong amounts', async () => {
    const data = successData(
      'listMarquee',
      await call('listMarquee', { body: { site_id: 3 }, lang: 'en_US' }),
    )
    const text = data.web_announcement_list.map((item) => item.content).join('\n')
    expect(text).toContain('$')
    expect(text).not.toContain('₫')
  })

  opTest('createFastDeposit', 'bank-transfer details are a bank of the order currency', async () => {
    const token = await tokenOf('player01')
    const channels = successData(
      'listDepositChannels',
      await call('listDepositChannels', { body: { fast_payment: true }, token, lang: 'en_US' }),
    )
    const bank = channels.list.find((channel) => channel.type === 'bank_transfer')
    if (!bank) throw new Error('no bank-transfer channel for USD')
    const order = successData(
      'createFastDeposit',
      await call('createFastDeposit', {
        body: { channel_id: bank.id, amount: bank.min_amount, depositor_name: 'John Smith' },
        token,
      }),
    )
    expect(order.currency).toBe('USD')
    expect(order.pay_info?.bank_name).toBeTruthy()
    expect(order.pay_info?.bank_name).not.toBe('Vietcombank')
    expect(order.pay_info?.branch).not.toContain('Ho Chi Minh')
  })
})

describe('names and pictures follow the page language', () => {
  opTest('listDepositChannels', 'channel names are in the page language', async () => {
    const token = await tokenOf('demo888')
    const names = async (lang: string) =>
      successData(
        'listDepositChannels',
        await call('listDepositChannels', { body: {}, token, lang }),
      ).list.map((channel) => channel.name)
    expect(await names('vi_VN')).toContain('Chuyển khoản ngân hàng')
    const english = await names('en_US')
    expect(english).toContain('Bank transfer')
    expect(english).not.toContain('Chuyển khoản ngân hàng')
    expect(english).not.toContain('Ví MoMo')
    expect(await names('zh_CN')).toContain('银行转账')
  })

  opTest(
    'listCarouselBanners',
    'banner pictures carry the title of the page language, never English elsewhere',
    async () => {
      const banners = async (siteId: number, lang: string) =>
        successData(
          'listCarouselBanners',
          await call('listCarouselBanners', { body: { site_id: siteId, use_type: 0 }, lang }),
        ).web_carousel_picture_list.map((banner) => posterText(banner.photo_path))
      const english = await banners(1, 'en_US')
      expect(english).toContain('Daily 1.5% rebate')
      const vietnamese = await banners(1, 'vi_VN')
      expect(vietnamese).toContain('Hoàn trả mỗi ngày 1,5%')
      expect(vietnamese).toContain('Thưởng nạp đầu 100% tới 8.888.000 ₫')
      for (const text of vietnamese) expect(english).not.toContain(text)
      const thai = await banners(1, 'th_TH')
      expect(thai).toContain('คืนยอดเสียทุกวัน 1.5%')
      // No Hindi title is written: the picture carries no text rather than an English one.
      const hindi = await banners(2, 'hi_IN')
      expect(hindi.length).toBeGreaterThan(0)
      expect(hindi.every((text) => text === null)).toBe(true)
    },
  )

  opTest('listBetRecords', 'bet records name real games, not placeholders', async () => {
    const data = successData(
      'listBetRecords',
      await call('listBetRecords', { body: { page_size: 50 }, token: await tokenOf('demo888') }),
    )
    expect(data.list.length).toBeGreaterThan(10)
    for (const record of data.list) {
      const names = Object.values(record.game_name ?? {})
      expect(names.length).toBeGreaterThan(0)
      for (const name of names) expect(name).not.toMatch(/#\d+$/)
    }
  })
})
