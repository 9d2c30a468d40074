import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, openAsMember } from './wallet-helpers'

/** The pop-up discount counts as closed for these visits: it is not what these tests look at. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    () =>
      window.top === window &&
      sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 3_600_000)),
  )
})

async function fillDeposit(page: Page) {
  await page.goto('/user/Deposit?modal=1')
  await expect(page.getByTestId('deposit-submit')).toBeVisible({ timeout: 20_000 })
  await page.locator('input[name=amount]').fill('100000')
  await page.locator('input[name=depositor-name]').fill('Nguyen Van An')
}

test.describe('deposits open their waiting window inside the click (spec §2 /loading)', () => {
  test('the /loading window opens before the order exists, then shows the payment page; quickGame closes it', async ({
    page,
    request,
  }) => {
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await fillDeposit(page)
    // The create call is held until the waiting window is seen: the window cannot wait for its answer.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/arks/web/member/deposit/create', async (route) => {
      await held
      await route.continue()
    })
    const popupPromise = page.waitForEvent('popup')
    await page.getByTestId('deposit-submit').click()
    const popup = await popupPromise
    await expect(popup).toHaveURL(/\/loading$/)
    await expect(popup.getByRole('heading', { name: 'Loading…' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('waitingWindow'))).toBe('"deposit"')
    release()
    await expect(popup.getByTestId('pay-amount')).toContainText('100,000')
    await expect(page.getByTestId('deposit-order')).toBeVisible()
    // The payment page goes back to the site: quickGame closes the window the stored value names.
    const closed = popup.waitForEvent('close')
    await page.evaluate(() => window.postMessage({ type: 'quickGame' }, window.location.origin))
    await closed
    expect(await page.evaluate(() => localStorage.getItem('waitingWindow'))).toBeNull()
  })

  test('a refused order closes the waiting window', async ({ page, request }) => {
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await fillDeposit(page)
    await page.route('**/api/arks/web/member/deposit/create', (route) =>
      route.fulfill({ json: { code: 701, message: 'Deposit limit reached', data: null } }),
    )
    const popupPromise = page.waitForEvent('popup')
    await page.getByTestId('deposit-submit').click()
    const popup = await popupPromise
    // The refusal may close the window before this line runs: its state is read, not its event.
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(page.getByTestId('deposit-order')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('waitingWindow'))).toBeNull()
  })
})

test.describe('root, discount, user, sponsor and proxy reset the history to one entry (spec §2)', () => {
  const inAppLink = (page: Page, href: string) => page.locator(`a[href="${href}"]:visible`).first()

  test('Back from a promotion reached inside the site leaves the site', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // A link the router handles: the header's Promotions on desktop, the footer's on mobile.
    const link = inAppLink(page, '/discount')
    await link.click()
    await expect(page).toHaveURL(/\/discount$/)
    await expect.poll(() => page.evaluate(() => window.history.state?.__TSR_index)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('about:blank')
  })

  test('pages that do not reset keep the history: Back returns to where the player was', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await inAppLink(page, '/faq/1').click()
    await expect(page).toHaveURL(/\/faq\/1$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/faq$/)
  })
})

/**
 * An iOS wrapper stand-in: keeps the names of what the page sends (and the game address) in session
 * storage, and answers like the wrapper (spec §4 app bridge).
 */
async function installWrapper(page: Page) {
  await page.addInitScript(() => {
    const answer = (message: unknown) =>
      setTimeout(() => {
        const bridge = 'lotusBridge' in window ? window.lotusBridge : undefined
        if (
          typeof bridge === 'object' &&
          bridge !== null &&
          'receive' in bridge &&
          typeof bridge.receive === 'function'
        ) {
          bridge.receive(message)
        }
      }, 0)
    const handler = (name: string) => ({
      postMessage(message: unknown) {
        sessionStorage.setItem('wrapper-sent', `${sessionStorage.getItem('wrapper-sent') ?? ''} ${name}`)
        if (name === 'openGame' && typeof message === 'object' && message !== null && 'url' in message) {
          sessionStorage.setItem('wrapper-game-url', String(message.url))
          sessionStorage.setItem('wrapper-game', JSON.stringify(message))
        }
        if (name === 'status')
          answer({
            type: 'appInfo',
            payload: { udid: 'lotus-app-0001', touch_id: true, account: 'device01' },
          })
        if (name === 'callTouchID')
          answer({ type: 'touchIDResult', payload: { account: 'device01', password: 'lotus123' } })
      },
    })
    const names = ['status', 'callTouchID', 'cleanAccPW', 'openGame', 'logout', 'tokenLogin']
    Object.assign(window, {
      webkit: { messageHandlers: Object.fromEntries(names.map((name) => [name, handler(name)])) },
    })
  })
}

const sentToWrapper = async (page: Page): Promise<string[]> =>
  (await page.evaluate(() => sessionStorage.getItem('wrapper-sent') ?? '')).split(' ').filter(Boolean)

async function captchaAnswer(page: Page, request: APIRequestContext) {
  const image = page.getByRole('dialog').locator('img[data-captcha-token]').first()
  await expect(image).toBeVisible()
  const token = await image.getAttribute('data-captcha-token')
  const peek = await (await request.get(`/api/sandbox/captcha/${encodeURIComponent(token ?? '')}`)).json()
  return String(peek.data.answer)
}

test.describe('inside the app wrapper (spec §3 device info, §4 app bridge)', () => {
  // Each test logs in through the captcha; the sandbox's captcha rate limit may add a second here and there.
  test.describe.configure({ timeout: 60_000 })
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LotusApp/3.1',
  })

  test('Touch ID fills the stored account; the device-bound account logs in with the udid and device fields; logout cleans the stored password', async ({
    page,
    request,
  }) => {
    await installWrapper(page)
    await page.goto('/')
    await page.getByTestId('login-open').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('touch-id-login').click()
    await expect(dialog.locator('input[name=account]')).toHaveValue('device01')
    await expect(dialog.locator('input[name=password]')).toHaveValue('lotus123')
    await expect(dialog.getByRole('status')).toContainText('Enter the verification code')
    await dialog.locator('input[name=captcha]').fill(await captchaAnswer(page, request))
    const loginRequest = page.waitForRequest((r) => r.url().endsWith('/api/login') && r.method() === 'POST')
    await dialog.getByTestId('login-submit').click()
    const body: Record<string, unknown> = (await loginRequest).postDataJSON()
    expect(body).toMatchObject({
      account: 'device01',
      device: 3,
      udid: 'lotus-app-0001',
      system_group: 'ios',
      system: 'iOS',
      system_version: '17.2.1',
      cdn: new URL(page.url()).host,
    })
    await expect(page.getByTestId('account-menu')).toContainText('device01')
    expect(await sentToWrapper(page)).toContain('callTouchID')

    await page.getByTestId('account-menu').click()
    await page.locator('[role=menuitem][data-key=logout]').click()
    await expect(page.getByTestId('login-open')).toBeVisible()
    await expect.poll(() => sentToWrapper(page)).toContain('cleanAccPW')
  })

  test('without the wrapper device id the same account is refused as another device (107)', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await page.getByTestId('login-open').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('touch-id-login')).toHaveCount(0)
    await dialog.locator('input[name=account]').fill('device01')
    await dialog.locator('input[name=password]').fill('lotus123')
    await dialog.locator('input[name=captcha]').fill(await captchaAnswer(page, request))
    await dialog.getByTestId('login-submit').click()
    await expect(page.getByTestId('login-error').first()).toHaveAttribute('data-code', '107')
  })

  test('a game opens in the wrapper through openGame, not in a pop-up', async ({
    page,
    context,
    request,
  }) => {
    await installWrapper(page)
    await openAsMember(page, await apiLogin(request, 'demo888'))
    const popups: Page[] = []
    context.on('page', (opened) => popups.push(opened))
    await page.goto('/gameHall/6?modal=1')
    const cards = page.getByTestId('game-card')
    await expect(cards.first()).toBeVisible({ timeout: 15_000 })
    await cards.first().getByRole('button').first().click()
    await expect.poll(() => sentToWrapper(page), { timeout: 15_000 }).toContain('openGame')
    expect(await page.evaluate(() => sessionStorage.getItem('wrapper-game-url'))).toMatch(/\/sandbox\/game\//)
    // The wrapper is told which game it opens: a card game (type 6) carries the type's app prefix c_.
    const sent = JSON.parse((await page.evaluate(() => sessionStorage.getItem('wrapper-game'))) ?? '{}')
    expect(sent).toMatchObject({ game_type: 6, app_prefix: 'c_' })
    expect(sent.gp_id).toBeGreaterThan(0)
    expect(popups).toEqual([])
  })
})
