import type { Page } from '@playwright/test'
import { amountOf, apiLogin, openAsMember } from './wallet-helpers'
import { expect, seriousA11yViolations, test } from './fixtures'

const balance = (page: Page) => page.getByTestId('wallet-balance-amount').first()

test.describe('wallet', () => {
  test('a member deposits through the sandbox payment page and sees the balance rise without reload', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await page.goto('/user/Deposit?modal=1')
    await expect(page.getByTestId('deposit-submit')).toBeVisible()
    await expect(balance(page)).toBeVisible()
    const before = amountOf(await balance(page).textContent())
    await page.locator('input[name=amount]').fill('100000')
    await page.locator('input[name=depositor-name]').fill('Nguyen Van An')
    const popupPromise = page.waitForEvent('popup')
    await page.getByTestId('deposit-submit').click()
    const popup = await popupPromise
    await expect(page.getByTestId('deposit-order')).toBeVisible()
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'pending')
    await popup.waitForLoadState()
    await expect(popup.getByTestId('pay-amount')).toContainText('100,000')
    await popup.getByRole('button', { name: 'Pay now' }).click()
    await expect(popup.getByRole('status')).toContainText('Payment received')
    // The order settles and the header balance follows, without reloading the page.
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'success', {
      timeout: 15_000,
    })
    await expect
      .poll(async () => amountOf(await balance(page).textContent()), { timeout: 15_000 })
      .toBe(before + 100_000)
    expect(consoleErrors).toEqual([])
  })

  test('a member recovers all platform balances into the main wallet', async ({ page, request }) => {
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await page.goto('/user/MyWallet?modal=1')
    const total = page.getByTestId('wallet-total')
    await expect(total).toBeVisible()
    await expect(balance(page)).toBeVisible()
    const before = amountOf(await balance(page).textContent())
    const totalBefore = amountOf(await total.textContent())
    await page.getByTestId('recover-all').click()
    // Everything is in the main wallet now: the balance equals the total, and the button cools down.
    await expect
      .poll(async () => amountOf(await balance(page).textContent()), { timeout: 15_000 })
      .toBe(totalBefore)
    expect(totalBefore).toBeGreaterThanOrEqual(before)
    await expect(page.getByTestId('recover-all')).toBeDisabled()
    await expect(page.locator('[data-testid^=wallet-platform-][data-light=true]')).toHaveCount(0)
  })

  test('a member withdraws to a bound bank account', async ({ page, request }) => {
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await page.goto('/user/Withdrawal?modal=1')
    const available = page.getByTestId('withdraw-available')
    await expect(available).toBeVisible()
    const before = amountOf(await available.textContent())
    await page.locator('input[name=withdraw-amount]').fill('150000')
    await page.locator('input[name=withdraw-password]').fill('1234')
    await page.getByTestId('withdraw-submit').click()
    await expect(page.getByTestId('withdraw-done')).toBeVisible()
    await expect.poll(async () => amountOf(await available.textContent())).toBe(before - 150_000)
  })

  test('a rejected withdrawal comes back: a letter arrives, the money returns and the record says failed', async ({
    page,
    request,
  }) => {
    // A member's pop-up bulletins show until closed once in the tab (spec §4): closed before this visit.
    await page.addInitScript(() =>
      sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 86_400_000)),
    )
    await openAsMember(page, await apiLogin(request, 'player01'))
    await page.goto('/user/Withdrawal?modal=1')
    const available = page.getByTestId('withdraw-available')
    await expect(available).toBeVisible()
    const before = amountOf(await available.textContent())
    const letters = page.getByTestId('letters-button').first()
    const unreadBefore = await letters.getAttribute('aria-label')
    const created = page.waitForResponse('**/api/arks/web/member/withdraw/create')
    await page.locator('input[name=withdraw-amount]').fill('100')
    await page.locator('input[name=withdraw-password]').fill('1234')
    await page.getByTestId('withdraw-submit').click()
    const order: string = (await (await created).json()).data.order_number
    await expect(page.getByTestId('withdraw-done')).toContainText(order)
    await expect.poll(async () => amountOf(await available.textContent())).toBe(before - 10_000) // 100.00 USD, in cents
    // The back office rejects it: the player is told by a letter and the amount is back, without a reload.
    const settled = await (
      await request.post('/api/sandbox/withdrawal/settle', {
        data: { order_number: order, outcome: 'failed' },
      })
    ).json()
    expect(settled.code).toBe(100)
    await expect.poll(async () => amountOf(await available.textContent()), { timeout: 15_000 }).toBe(before)
    await expect(letters).not.toHaveAttribute('aria-label', unreadBefore ?? '')
    await expect(letters).toHaveAttribute('aria-label', /unread/)
    // The records list the order as failed.
    await page.goto('/user?page=DWRecord&modal=1')
    const row = page.locator('tbody tr').filter({ hasText: order })
    await expect(row.getByTestId('order-status')).toHaveAttribute('data-status', 'failed')
  })

  test('a member reads deposit and withdrawal records and transaction records', async ({ page, request }) => {
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await page.goto('/user?page=DWRecord&modal=1')
    await expect(page.getByTestId('member-menu-DWRecord')).toHaveAttribute('aria-current', 'page')
    const table = page.getByRole('region').filter({ has: page.locator('table') })
    await expect(table.locator('tbody tr').first()).toBeVisible()
    await page.goto('/user/Transaction?modal=1')
    await expect(page.getByTestId('member-menu-Transaction')).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('table tbody tr').first()).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('deep links land on the right member centre page', async ({ page, request }) => {
    await openAsMember(page, await apiLogin(request, 'player01'))
    await page.goto('/user/Info?modal=1')
    await expect(page.getByTestId('profile-account')).toHaveText('player01')
    await page.goto('/user/BindAccount?modal=1')
    await expect(page.getByTestId('member-menu-BindAccount')).toHaveAttribute('aria-current', 'page')
    await page.goto('/user?page=Deposit&modal=1')
    await expect(page.getByTestId('member-menu-Deposit')).toHaveAttribute('aria-current', 'page')
  })
})
