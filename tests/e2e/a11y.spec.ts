import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, settled, test } from './fixtures'
import { apiLogin, openAsMember } from './wallet-helpers'

/** The public pages of spec §2. */
const PUBLIC = [
  '/',
  '/discount',
  '/discount/1',
  '/faq',
  '/faq/2',
  '/gameHall/3',
  '/gameHall/4',
  '/gameHall/9',
  '/main/1',
  '/slotgame?gt_id=2',
  '/gameRoom?gt_id=2',
  '/sponsor',
  '/app',
  '/proxy',
  '/proxy?page=Register',
  '/safer-gambling',
]

/** Pages a member reaches after login. */
const MEMBER = [
  '/',
  '/user',
  '/user/Info',
  '/user/Deposit',
  '/user/BindAccount',
  '/user?page=Withdraw',
  '/user?page=Letter',
  '/user?page=Record',
  '/Deposit',
  '/protection',
  '/discount',
]

/** Every WCAG 2.0–2.2 A and AA violation on the page, whatever its impact. */
async function wcagViolations(page: Page): Promise<string[]> {
  await settled(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

/**
 * WCAG 1.4.10 Reflow: nothing is wider than the screen. On a phone an overflowing row also widens the
 * layout viewport, and the bars pinned to its bottom slide out of sight.
 */
async function overflow(page: Page): Promise<string[]> {
  const screenWidth = page.viewportSize()?.width ?? 0
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  return pageWidth > screenWidth
    ? [`reflow: the page is ${pageWidth - screenWidth}px wider than the screen`]
    : []
}

async function visitAll(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // Judge content, not the skeletons that stand in for it.
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
    let violations = await wcagViolations(page)
    if (violations.length > 0) {
      // Counted only when still there a second later: the page at rest is what a player reads.
      await page.waitForTimeout(1000)
      violations = await wcagViolations(page)
    }
    violations.push(...(await overflow(page)))
    found.push(...violations.map((line) => `${path}: ${line}`))
  }
  return found
}

/** A member of its own, so these visits change nothing another spec relies on. */
async function freshMember(request: APIRequestContext) {
  const created = await (
    await request.post('/api/sandbox/protection/member', { data: { site_id: 1, member_currency: 'VND' } })
  ).json()
  return apiLogin(request, created.data.member_account)
}

/** Opened by keyboard, the dialog holds focus through Tab and Shift+Tab, and Escape returns it to the opener. */
async function expectFocusTrapped(page: Page, opener: Locator, dialog: Locator) {
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const inside = () => dialog.evaluate((node) => node.contains(document.activeElement))
  await expect.poll(inside).toBe(true)
  for (const key of [...Array<string>(14).fill('Tab'), 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await inside(), key).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    () =>
      window.top === window &&
      sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 3_600_000)),
  )
})

test.describe('accessibility (WCAG 2.2 A/AA)', () => {
  // Colours are judged in their settled state: a tab caught mid-transition to "selected" is not a
  // contrast failure a player sees. Reduced motion shortens every transition to nothing.
  test.use({ reducedMotion: 'reduce' })

  test('every public page passes axe', async ({ page }) => {
    test.setTimeout(180_000)
    expect(await visitAll(page, PUBLIC)).toEqual([])
  })

  test('every member page passes axe', async ({ page, request }) => {
    test.setTimeout(180_000)
    await openAsMember(page, await freshMember(request))
    expect(await visitAll(page, MEMBER)).toEqual([])
  })

  test('the login dialog keeps focus inside and gives it back when closed', async ({ page }) => {
    await page.goto('/')
    await expectFocusTrapped(page, page.getByTestId('login-open').first(), page.getByRole('dialog'))
  })

  test.describe('in a browser set to English', () => {
    test.use({ locale: 'en-US' })

    test("a dialog's built-in labels follow the page's language, not the browser's", async ({ page }) => {
      // react-aria labels a hidden control itself (the dismiss button a screen reader finds at a dialog's
      // edge): a player reading the Chinese site hears it in Chinese.
      await page.goto('/zh-cn')
      await page.getByTestId('login-open').first().click()
      const overlay = page.getByRole('dialog').locator('..')
      await expect(overlay.getByRole('button', { name: '取消', exact: true })).toBeAttached()
      await expect(overlay.getByRole('button', { name: 'Dismiss', exact: true })).toHaveCount(0)
    })
  })

  test('the demo picker keeps focus inside and gives it back when closed', async ({ page }) => {
    await page.goto('/slotgame?gt_id=2&modal=1')
    await expectFocusTrapped(
      page,
      page.getByTestId('open-demo-picker'),
      page.getByRole('dialog', { name: 'Play demo games for free' }),
    )
  })
})
