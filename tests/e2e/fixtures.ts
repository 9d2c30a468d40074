import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

/** Collects console errors and page errors; a test fails if any appear. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // A server-rendered page shows before its code runs (it names the app's scripts in `#app-scripts` and
  // starts them after its first paint): `goto` and `reload` return once the app has taken it over (its
  // first render or hydration committed: `<html data-live>`), as a player's first press needs.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const live = () =>
        page.waitForFunction(
          () =>
            document.documentElement.dataset.live !== undefined ||
            document.getElementById('app-scripts') === null,
          undefined,
          { timeout: 15_000 },
        )
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        await live()
        return response
      }
      const reload = page.reload.bind(page)
      page.reload = async (options) => {
        const response = await reload(options)
        await live()
        return response
      }
    }
    await use(page)
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
    expect(errors, 'console errors').toEqual([])
  },
})

export { expect }

/**
 * Gives the page an address of its own (TEST-NET-2, through X-Forwarded-For, which the sandbox reads
 * for its per-IP rules), so the registrations of a whole run do not add up to the per-IP register
 * limits (996/997) that a real player meets.
 */
export async function ownAddress(page: Page) {
  const host = 1 + Math.floor(Math.random() * 254)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${host}` })
}

/**
 * Waits until the page's finite animations and transitions have ended, so axe judges colours as the
 * player sees them at rest, not a tab or dialog caught halfway through fading in.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** axe with the WCAG 2.x A/AA rules; returns serious and critical violations. */
export async function seriousA11yViolations(page: Page) {
  const check = async () => {
    await settled(page)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      // react-aria's live announcer: off-screen log entries that name what they read by reference
      // (`role=img` + `aria-labelledby`) and stay 7 s, also after the element they point to is gone.
      .exclude('[role="log"][aria-relevant="additions"]')
      .analyze()
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      )
  }
  const first = await check()
  if (first.length === 0) return first
  // A page still arriving (late data, an overlay fading) can fail for a moment; what a player reads
  // is the page at rest, so a violation counts when it is still there a second later.
  await page.waitForTimeout(1000)
  return check()
}

export function isMobile(projectName: string) {
  return projectName === 'mobile'
}
