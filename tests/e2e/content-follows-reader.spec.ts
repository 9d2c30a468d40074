import { expect, test } from './fixtures'
import { apiLogin, openAsMember } from './wallet-helpers'

/** Titles of the seeded banners in English (server/db/seed/content.ts). */
const ENGLISH_BANNER_TITLES = ['100% first deposit bonus', 'Daily 1.5% rebate', 'PG Soft mega jackpots']

// The pop-up discount counts as closed for these visits: it is not what these tests look at.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    () =>
      window.top === window &&
      sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 3_600_000)),
  )
})

test('the Vietnamese home page shows banner pictures with Vietnamese text, none in English', async ({
  page,
}) => {
  await page.goto('/vi')
  const pictures = page.locator('section[aria-roledescription] img')
  // The first paint can take longer than a check on a busy machine.
  await expect(pictures.first()).toBeVisible({ timeout: 20_000 })
  const texts = (
    await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
  ).map((src) => {
    // A resized picture names its source in `src`; the text is the source's `t`.
    const url = new URL(src, 'http://localhost')
    const source = new URL(url.searchParams.get('src') ?? src, 'http://localhost')
    return source.searchParams.get('t') ?? ''
  })
  expect(texts.length).toBeGreaterThan(0)
  for (const text of texts) expect(ENGLISH_BANNER_TITLES).not.toContain(text)
  expect(texts.some((text) => text.includes('Hoàn trả'))).toBe(true)
})

test('a USD member reads promotions in dollars', async ({ page, request }) => {
  await openAsMember(page, await apiLogin(request, 'player01'))
  await page.goto('/en/discount?modal=1')
  const main = page.locator('main')
  await expect(main.getByText('$').first()).toBeVisible({ timeout: 15_000 })
  await expect(main).not.toContainText('₫')
})

test('an active agent is not told that approval takes a working day', async ({ page, request }) => {
  await openAsMember(page, await apiLogin(request, 'agent001'), 2)
  await page.goto('/en/proxy?page=Register&modal=1')
  await expect(page.getByTestId('agent-register-status')).toContainText('Your agent account is active.')
  await expect(page.getByTestId('agent-register-pending-text')).toHaveCount(0)
  await expect(page.getByTestId('agent-register-status')).not.toContainText('working day')
})
