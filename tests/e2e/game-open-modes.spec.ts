import type { BrowserContext, Page } from '@playwright/test'
import { expect, isMobile, test } from './fixtures'
import { apiLogin, openAsMember } from './wallet-helpers'

/** Seed slot platforms of site 1 by how they launch (server/operations/games-catalogue.ts PLATFORM_LAUNCH). */
const PLATFORM = {
  window: 2,
  modal: 22,
  page: 16,
  redirect: 17,
  forwarded: 19,
  transferDisabled: 20,
} as const

const cards = (page: Page) => page.getByTestId('game-card')

// The pop-up discount counts as closed for these visits: it is not what these tests look at.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    () =>
      window.top === window &&
      sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 3_600_000)),
  )
})

async function openPlatform(page: Page, gpId: number) {
  await page.goto(`/slotgame?gt_id=2&gp_id=${gpId}&modal=1`)
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 })
}

const play = (page: Page) => cards(page).first().getByRole('button').first().click()

async function nextWindow(context: BrowserContext, open: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), open()])
  return popup
}

test.describe('game open modes', () => {
  test.beforeEach(async ({ page, request }, testInfo) => {
    // Each project its own member: one running game per member.
    await openAsMember(
      page,
      await apiLogin(request, isMobile(testInfo.project.name) ? 'player01' : 'demo888'),
    )
  })

  test('a window platform opens its game in a new window', async ({ page, context }) => {
    await openPlatform(page, PLATFORM.window)
    const game = await nextWindow(context, () => play(page))
    await expect(game).toHaveURL(/\/sandbox\/game\//, { timeout: 15_000 })
    await game.close()
  })

  test('an in-page platform plays on /play on desktop, in a window on mobile', async ({
    page,
    context,
  }, testInfo) => {
    await openPlatform(page, PLATFORM.page)
    if (isMobile(testInfo.project.name)) {
      const game = await nextWindow(context, () => play(page))
      await expect(game).toHaveURL(/\/sandbox\/game\//, { timeout: 15_000 })
      await game.close()
      return
    }
    await play(page)
    await expect(page).toHaveURL(/\/play(\?|$)/, { timeout: 15_000 })
    await expect(page.locator('iframe[src*="/sandbox/game/"]')).toBeVisible()
  })

  test('a modal platform plays in a dialog on desktop, in a window on mobile', async ({
    page,
    context,
  }, testInfo) => {
    await openPlatform(page, PLATFORM.modal)
    if (isMobile(testInfo.project.name)) {
      const game = await nextWindow(context, () => play(page))
      await expect(game).toHaveURL(/\/sandbox\/game\//, { timeout: 15_000 })
      await game.close()
      return
    }
    await play(page)
    await expect(page.getByRole('dialog').locator('iframe[src*="/sandbox/game/"]')).toBeVisible({
      timeout: 15_000,
    })
  })

  test('a redirect platform takes the whole tab to the game on desktop', async ({
    page,
    context,
  }, testInfo) => {
    await openPlatform(page, PLATFORM.redirect)
    if (isMobile(testInfo.project.name)) {
      const game = await nextWindow(context, () => play(page))
      await expect(game).toHaveURL(/\/sandbox\/game\//, { timeout: 15_000 })
      await game.close()
      return
    }
    await play(page)
    await expect(page).toHaveURL(/\/sandbox\/game\//, { timeout: 15_000 })
  })

  test('a forwarded launch gets its address through game.url', async ({ page, context }) => {
    await openPlatform(page, PLATFORM.forwarded)
    const game = await nextWindow(context, () => play(page))
    await expect(game).toHaveURL(/\/sandbox\/game\//, { timeout: 15_000 })
    await game.close()
  })

  test('a platform refusing the transfer shows the 957 notice, then opens the game', async ({
    page,
    context,
  }) => {
    await openPlatform(page, PLATFORM.transferDisabled)
    const game = await nextWindow(context, () => play(page))
    await expect(page.getByRole('alertdialog')).toContainText('Transfers to this platform are disabled', {
      timeout: 15_000,
    })
    await expect(game).toHaveURL(/\/sandbox\/game\//, { timeout: 15_000 })
    await game.close()
  })
})
