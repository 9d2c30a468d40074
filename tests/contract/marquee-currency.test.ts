/** The marquee follows its reader (spec §4 login: the marquee loads again): a member's currency, else the visitor's. */
import { beforeAll, describe, expect } from 'vitest'
import { call } from './support/client.ts'
import { opTest, successData } from './support/harness.ts'
import { loginAs } from './support/session.ts'
import { getTarget } from './support/target.ts'

beforeAll(async () => {
  await getTarget()
}, 180_000)

/** Number formats put a no-break space before some currency signs. */
function plain(text: string): string {
  return text.replaceAll('\u00a0', ' ')
}

async function marqueeText(options: { token?: string; currency?: 'USD' | 'VND'; lang: string }) {
  const data = successData(
    'listMarquee',
    await call('listMarquee', {
      body: { site_id: 1, ...(options.currency ? { currency: options.currency } : {}) },
      token: options.token ?? null,
      lang: options.lang,
    }),
  )
  expect(data.web_announcement_list.length).toBeGreaterThan(0)
  return plain(data.web_announcement_list.map((item) => item.content).join('\n'))
}

async function tokenOf(account: 'demo888' | 'player01'): Promise<string> {
  const token = await loginAs(account)
  if (!token) throw new Error(`no session for ${account}`)
  return token
}

describe('marquee amounts follow the reader', () => {
  opTest('listMarquee', 'a USD member reads dollars and a VND member dong, on the same site', async () => {
    const usd = await marqueeText({ token: await tokenOf('player01'), lang: 'en_US' })
    expect(usd).toContain('$125,000')
    expect(usd).not.toContain('₫')

    const vnd = await marqueeText({ token: await tokenOf('demo888'), lang: 'vi_VN' })
    expect(vnd).toContain('1.250.000.000 ₫')
    expect(vnd).not.toContain('$')
  })

  opTest('listMarquee', "a member's own currency wins over the currency the page asks for", async () => {
    const text = await marqueeText({ token: await tokenOf('player01'), currency: 'VND', lang: 'en_US' })
    expect(text).toContain('$125,000')
    expect(text).not.toContain('₫')
  })

  opTest('listMarquee', "a guest reads the visitor currency it asks for, else the site's first", async () => {
    const dollars = await marqueeText({ currency: 'USD', lang: 'en_US' })
    expect(dollars).toContain('$125,000')
    expect(dollars).not.toContain('₫')

    const dong = await marqueeText({ currency: 'VND', lang: 'vi_VN' })
    expect(dong).toContain('1.250.000.000 ₫')

    // Site 1 offers VND first.
    expect(await marqueeText({ lang: 'vi_VN' })).toContain('1.250.000.000 ₫')
  })
})
