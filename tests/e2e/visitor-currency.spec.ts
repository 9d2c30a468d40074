import type { Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, openAsMember } from './wallet-helpers'

interface Asked {
  path: string
  currency: string
}

/** The path and currency of an API call whose body names a currency, else null. */
function currencyAsked(request: Request): Asked | null {
  const url = new URL(request.url())
  if (request.method() !== 'POST' || !url.pathname.startsWith('/api/')) return null
  let body: unknown
  try {
    body = request.postDataJSON()
  } catch {
    return null
  }
  const currency: unknown =
    body && typeof body === 'object' ? new Map(Object.entries(body)).get('currency') : undefined
  return typeof currency === 'string' ? { path: url.pathname.slice('/api'.length), currency } : null
}

test.describe('a first visit from Vietnam', () => {
  // An English browser on the English pages: without the visitor's country its guess would be dollars.
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'X-Sandbox-Country': 'VN' } })

  test('asks for what the page shows in dong from the first request, never in dollars', async ({ page }) => {
    const asked: Asked[] = []
    page.on('request', (request) => {
      const found = currencyAsked(request)
      if (found) asked.push(found)
    })
    // The country lookup answers after the site detail, as a real geo lookup may.
    await page.route('**/api/get_login_header', async (route) => {
      const response = await route.fetch()
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.fulfill({ response })
    })
    await page.goto('/en')
    await expect(page.getByRole('banner')).toBeVisible()
    // The server rendered the jackpot, games and marquee for the visitor's country; what the browser
    // asks for itself (the pop-up bulletins among it) follows the same country.
    await expect
      .poll(() => asked.map((call) => call.path), { timeout: 15_000 })
      .toContain('/arks/web/bulletin')
    await page.waitForLoadState('networkidle')
    expect(asked.filter((call) => call.currency !== 'VND')).toEqual([])
    await expect(page.getByText(/₫/).first()).toBeVisible()
  })
})

test.describe('a first visit from Vietnam, rendered on the server', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'X-Sandbox-Country': 'VN' } })
  const winner = /Congratulations ngu\*\*\*88 on a .+ jackpot/

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the HTML already writes the amounts in dong', async ({ page }) => {
      await page.goto('/en')
      const marquee = page.getByText(winner).first()
      await expect(marquee).toContainText('₫1,250,000,000')
      await expect(page.getByRole('banner')).not.toContainText('$125,000')
    })
  })

  test('the page hydrates in dong, as the server rendered it', async ({ page, consoleErrors }) => {
    await page.goto('/en')
    await page.waitForFunction(() => !('$_TSR' in window))
    await expect(page.getByText(winner).first()).toContainText('₫1,250,000,000')
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(consoleErrors).toEqual([])
  })
})

test.describe('the marquee follows the member', () => {
  test('a dollar member reads the jackpot winner of the marquee in dollars', async ({ page, request }) => {
    await openAsMember(page, await apiLogin(request, 'player01'))
    await page.goto('/')
    const marquee = page.getByRole('button', { name: /^News:/ })
    await expect(marquee).toContainText('$125,000', { timeout: 15_000 })
    await expect(marquee).not.toContainText('₫')
  })
})
