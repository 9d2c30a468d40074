import { expect, test } from './fixtures'

// The first view arrives rendered: with no script at all, the HTML already shows what the page is for.
test.use({ javaScriptEnabled: false })

test('the home page shows its banner, navigation and first games without JavaScript', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('img', { name: 'Promotion 1' })
  await expect(banner).toBeVisible()
  await expect(banner).toHaveAttribute('fetchpriority', 'high')
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1)
  await expect(page.getByRole('navigation').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Promotions' }).first()).toBeVisible()
  const games = page.getByTestId('game-card')
  expect(await games.count()).toBeGreaterThan(3)
  await expect(games.first()).toBeVisible()
})

test('the banner arrives as WebP at the width of its slot on this screen, named by the head', async ({
  page,
}) => {
  // The first banner of the carousel (desktop or mobile pictures, by layout).
  const banner = page.waitForResponse((response) =>
    /\/art\/banner(-mobile)?\/\d+-\d+-0\.svg/.test(new URL(response.url()).searchParams.get('src') ?? ''),
  )
  await page.goto('/')
  const preload = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')
  await expect(preload).toHaveAttribute('imagesrcset', / 960w, /)
  await expect(preload).toHaveAttribute('imagesizes', /100vw/)
  const answer = await banner
  expect(answer.status()).toBe(200)
  expect(await answer.headerValue('content-type')).toBe('image/webp')
  expect(await answer.headerValue('cache-control')).toMatch(/max-age=\d{6,}/)
  // The browser picks from the candidates by the slot (the viewport, at most 1280px) and the screen's density.
  const viewport = page.viewportSize()?.width ?? 0
  const density = test.info().project.use.deviceScaleFactor ?? 1
  const needed = Math.min(viewport, 1280) * density
  const width = Number(new URL(answer.url()).searchParams.get('w'))
  expect(width).toBeGreaterThanOrEqual(needed)
  expect(width).toBeLessThan(needed * 1.6)
})

test('a hall shows its first games without JavaScript', async ({ page }) => {
  await page.goto('/gameHall/3')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const games = page.getByTestId('game-grid').getByTestId('game-card')
  expect(await games.count()).toBeGreaterThan(3)
  await expect(games.first()).toBeVisible()
  await expect(games.first().locator('img')).toHaveAttribute('fetchpriority', 'high')
})

test('the promotions list shows its promotions without JavaScript', async ({ page }) => {
  await page.goto('/discount')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const titles = page.getByRole('main').getByRole('heading', { level: 2 })
  expect(await titles.count()).toBeGreaterThan(2)
  await expect(titles.first()).toBeVisible()
})

test('a page in another language arrives in that language', async ({ page }) => {
  await page.goto('/vi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN')
  await expect(page.getByRole('img', { name: /1/ }).first()).toBeVisible()
})
