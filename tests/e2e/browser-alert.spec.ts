import { expect, seriousA11yViolations, test } from './fixtures'

test.describe('in a messenger in-app browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/440.0.0.0]',
  })

  test('the browser alert asks to open the site in the system browser, once per session', async ({
    page,
  }) => {
    await page.addInitScript(
      () =>
        window.top === window &&
        sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 3_600_000)),
    )
    await page.goto('/discount')
    const alert = page.getByRole('alertdialog', { name: /another browser|trình duyệt khác/i })
    // The first paint can take longer than a check on a busy machine.
    await expect(alert).toBeVisible({ timeout: 20_000 })
    await expect(alert.getByTestId('browser-alert')).toHaveAttribute('data-reason', 'in-app')
    await expect(alert).toContainText('/discount')
    expect(await seriousA11yViolations(page)).toEqual([])
    await alert.getByRole('button', { name: /close|đóng/i }).click()
    await expect(alert).toBeHidden()
    await page.reload()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByTestId('browser-alert')).toHaveCount(0)
  })
})

test('an ordinary browser sees no browser alert', async ({ page }) => {
  await page.goto('/discount')
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 })
  await page.waitForTimeout(1000)
  await expect(page.getByTestId('browser-alert')).toHaveCount(0)
})
