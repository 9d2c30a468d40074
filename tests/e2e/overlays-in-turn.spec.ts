import type { Page } from '@playwright/test'
import { expect, isMobile, ownAddress, seriousA11yViolations, test } from './fixtures'

/**
 * A guest's first view on a phone: the pop-up discount, the cookie question and the app-download bar
 * take the screen one at a time, in that order, each after the page has painted.
 */

interface Frame {
  shown: string[]
  painted: boolean
}

declare global {
  interface Window {
    overlayFrames?: Frame[]
  }
}

/** Records, every frame from the start, which overlays are on screen and whether the page had painted. */
async function recordOverlays(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return
    const frames: Frame[] = []
    window.overlayFrames = frames
    // Seen: laid out, not hidden, and not fully transparent (a dialog fading out, a banner before its fade-in).
    const onScreen = (element: Element | null) => {
      if (!element) return false
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden')
        return false
      let opacity = 1
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity)
      }
      return opacity > 0.02
    }
    const tick = () => {
      const shown = [
        ...[...document.querySelectorAll('[role="dialog"]')].filter(onScreen).map(() => 'dialog'),
        ...(onScreen(document.querySelector('section[aria-label="Cookie choice"]')) ? ['consent'] : []),
        ...(onScreen(document.querySelector('aside[aria-label="Get the app"]')) ? ['app bar'] : []),
      ]
      const painted =
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        document.querySelector('h1') !== null
      const last = frames.at(-1)
      if (!last || last.shown.join() !== shown.join()) frames.push({ shown, painted })
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
}

async function framesOf(page: Page): Promise<Frame[]> {
  return page.evaluate(() => window.overlayFrames ?? [])
}

test('a fresh guest on a phone meets the pop-up discount, then the cookie question, then the app bar, one at a time', async ({
  page,
  consoleErrors,
}, info) => {
  test.skip(!isMobile(info.project.name), 'the queue of one overlay at a time is the mobile layout’s')
  // The overlays wait for an idle browser after the first paint, and axe runs twice: a busy machine takes its time.
  test.setTimeout(180_000)
  await ownAddress(page)
  await recordOverlays(page)
  await page.goto('/en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })

  const popup = page.getByRole('dialog', { name: 'Announcements' })
  const consent = page.getByRole('region', { name: 'Cookie choice' })
  const appBar = page.getByRole('complementary', { name: 'Get the app' })

  // First the pop-up discount, alone, holding the keyboard focus.
  await expect(popup).toBeVisible({ timeout: 30_000 })
  await expect(consent).toHaveCount(0)
  await expect(appBar).toHaveCount(0)
  await expect.poll(() => popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)

  // Escape closes it; the cookie question comes next and the focus is back on the page.
  await page.keyboard.press('Escape')
  await expect(popup).toHaveCount(0)
  await expect(consent).toBeVisible()
  await expect(appBar).toHaveCount(0)
  expect(await page.evaluate(() => document.activeElement?.isConnected === true)).toBe(true)
  expect(await seriousA11yViolations(page)).toEqual([])

  // Answered from the keyboard: the app-download bar is last.
  const onlyNecessary = consent.getByRole('button', { name: 'Only necessary' })
  await onlyNecessary.focus()
  await page.keyboard.press('Enter')
  await expect(consent).toHaveCount(0)
  await expect(appBar).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await appBar.getByRole('button', { name: 'Dismiss the app suggestion' }).click()
  await expect(appBar).toHaveCount(0)

  const frames = await framesOf(page)
  const crowded = frames.filter((frame) => frame.shown.length > 1)
  expect(crowded, 'frames with more than one overlay').toEqual([])
  const order = frames.filter((frame) => frame.shown.length > 0)
  expect(order.map((frame) => frame.shown[0])).toEqual(['dialog', 'consent', 'app bar'])
  expect(
    order.every((frame) => frame.painted),
    'every overlay came after the page painted',
  ).toBe(true)
  expect(consoleErrors).toEqual([])
})

test('a returning guest who closed the pop-up discount this session gets the cookie question first', async ({
  page,
}, info) => {
  test.skip(!isMobile(info.project.name), 'the queue of one overlay at a time is the mobile layout’s')
  test.setTimeout(90_000)
  await ownAddress(page)
  await page.addInitScript(() => {
    if (window.top === window) sessionStorage.setItem('popupDiscountClosedAt', String(Date.now() + 1e10))
  })
  await page.goto('/en')
  const consent = page.getByRole('region', { name: 'Cookie choice' })
  const appBar = page.getByRole('complementary', { name: 'Get the app' })
  await expect(consent).toBeVisible({ timeout: 30_000 })
  await expect(appBar).toHaveCount(0)
  await consent.getByRole('button', { name: 'Accept' }).click()
  await expect(appBar).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the pop-up discount waits while a guest types, and then opens', async ({ page }) => {
  test.setTimeout(90_000)
  await ownAddress(page)
  // The bulletins are held back until the guest is typing, so the pop-up becomes ready mid-word.
  let release: () => void = () => undefined
  const typing = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = false
  await page.route(
    (url) => url.pathname === '/api/arks/web/bulletin',
    async (route) => {
      asked = true
      await typing
      await route.continue()
    },
  )
  await page.goto('/en/gameHall/3')
  const search = page.getByRole('searchbox', { name: 'Search games' })
  const popup = page.getByRole('dialog', { name: 'Announcements' })
  await page.locator('html[data-live]').waitFor({ timeout: 30_000 })
  await search.click()
  await search.pressSequentially('dragon ')
  release()
  const words = 'tiger fortune gold'
  await search.pressSequentially(words, { delay: 300 })
  expect(asked).toBe(true)
  await expect(search).toHaveValue(`dragon ${words}`)
  await expect(search).toBeFocused()
  await expect(popup).toHaveCount(0)

  // The player leaves the field: the pop-up opens once the page is quiet.
  await page.getByRole('heading', { level: 1 }).click()
  await expect(popup).toBeVisible({ timeout: 15_000 })
})
