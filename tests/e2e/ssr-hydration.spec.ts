import { test as base, type Route } from '@playwright/test'
import { expect, test } from './fixtures'

declare global {
  interface Window {
    /** The page's main element as the server sent it, taken before the app's code ran. */
    serverMain?: Element | null
    /** When the router's bootstrap data went, the hydration done (`performance.now()`). */
    hydratedAt?: number
  }
}

/** The URL prefixes of the 11 languages, and none (the detected language). */
const PREFIXES = ['', '/zh-tw', '/zh-cn', '/en', '/vi', '/ko', '/ja', '/th', '/hi', '/my', '/ta', '/bn']

/** The public pages: rendered on the server with their data, then hydrated. */
const ROUTES = [
  '/',
  '/gameHall/3',
  '/gameHall/9',
  '/slotgame?gt_id=2',
  '/gameRoom?gt_id=2',
  '/discount',
  '/discount/1',
  '/faq',
  '/faq/2',
  '/main/1',
  '/sponsor',
  '/app',
  '/safer-gambling',
]

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.serverMain = document.querySelector('#main')
    })
  })
})

for (const prefix of PREFIXES) {
  test(`public pages in ${prefix || 'the detected language'} hydrate the server's HTML without a mismatch`, async ({
    page,
    consoleErrors,
  }, info) => {
    // Every language on the desktop layout; the mobile layout in the detected language and Vietnamese.
    test.skip(info.project.name === 'mobile' && prefix !== '' && prefix !== '/vi', 'languages: desktop')
    test.setTimeout(120_000)
    for (const route of ROUTES) {
      const path = `${prefix}${route === '/' && prefix ? '' : route}`
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      // The router's bootstrap data goes once the app has hydrated and the stream has ended.
      await page.waitForFunction(() => !('$_TSR' in window))
      // Then React has committed the hydration (two frames later) and reported any mismatch.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      await page.waitForTimeout(300)
      const kept = await page.evaluate(
        () => window.serverMain != null && window.serverMain === document.querySelector('#main'),
      )
      expect(kept, `${path}: the server's main element is the one the app runs in`).toBe(true)
      expect(consoleErrors, path).toEqual([])
    }
  })
}

/** Screens whose width the server cannot tell from the user agent: it lays the page out for its guess. */
const OTHER_SCREENS = [
  {
    screen: 'a 393 px phone',
    viewport: { width: 393, height: 851 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  },
  // A tablet that sends a desktop browser's user agent (as an iPad does) gets the desktop layout from the
  // server and the phone layout once its width applies.
  { screen: 'a 768 px tablet with a desktop user agent', viewport: { width: 768, height: 1024 } },
]

for (const { screen, ...device } of OTHER_SCREENS) {
  test(`public pages on ${screen} hydrate the server's HTML without a mismatch`, async ({
    browser,
  }, info) => {
    test.skip(info.project.name === 'mobile', 'one run: the screens are set here')
    test.setTimeout(120_000)
    const context = await browser.newContext({ ...device, baseURL: info.project.use.baseURL })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    for (const route of ROUTES) {
      await page.goto(`/en${route === '/' ? '' : route}`)
      // React hydrates each Suspense boundary after its first commit; the real width applies meanwhile.
      await page.waitForFunction(() => document.documentElement.dataset.live !== undefined)
      await page.waitForLoadState('networkidle')
      expect(errors, route).toEqual([])
    }
    await context.close()
  })
}

/** The scripts' JSON block the server wrote into a page (`AppScripts` in `src/app/ssr/app-scripts.ts`). */
type AppScriptsBlock = { preloads?: string[]; entries?: string[]; firstView?: boolean }
function appScriptsOf(html: string): AppScriptsBlock {
  const block = /<script id="app-scripts"[^>]*>([^<]*)<\/script>/.exec(html)?.[1]
  return JSON.parse(block ?? '{}') as AppScriptsBlock
}

test("a public page's HTML names every script the page loads before it is live", async ({ page }) => {
  // Until the app has hydrated, each script it needs was named by the HTML (the entry, the routes' code
  // as module preloads, in the JSON the page starts them from): none is found only once the entry has
  // run, a round trip later on a phone.
  await page.addInitScript(() => {
    let seen = false
    const watch = () => {
      if ('$_TSR' in window) seen = true
      else if (seen) return void (window.hydratedAt = performance.now())
      requestAnimationFrame(watch)
    }
    watch()
  })
  for (const path of ['/', '/gameHall/3', '/slotgame?gt_id=2', '/discount']) {
    const response = await page.goto(path)
    const { preloads = [], entries = [] } = appScriptsOf((await response?.text()) ?? '')
    const named = [...preloads, ...entries]
    expect(entries.length, `${path}: the HTML names the entry`).toBeGreaterThan(0)
    expect(new Set(named).size, `${path}: each script named once`).toBe(named.length)
    await page.waitForFunction(() => window.hydratedAt !== undefined)
    const requested = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= (window.hydratedAt ?? 0))
        .map((entry) => new URL(entry.name).pathname),
    )
    expect(requested.length, path).toBeGreaterThan(named.length / 2)
    expect(
      requested.filter((script) => !named.includes(script)),
      `${path}: scripts asked for before hydration that the HTML did not name`,
    ).toEqual([])
  }
})

test('a member page, rendered in the browser only, asks for its code without waiting for a first view', async ({
  request,
}) => {
  // Its HTML is the frame alone (nothing contentful may paint until the app draws the page), so waiting
  // for a first view would hold a reload of the member centre until the start script's 4 s bound.
  const firstViewOf = async (path: string) => appScriptsOf(await (await request.get(path)).text()).firstView
  for (const path of ['/user', '/vi/user/Deposit', '/fastPayment', '/proxy'])
    expect(await firstViewOf(path), path).toBe(false)
  for (const path of ['/', '/vi/gameHall/3', '/discount']) expect(await firstViewOf(path), path).toBe(true)
})

test('the page carries the press rule, so no style sheet is added once the app is live', async ({ page }) => {
  // A sheet added after hydration would make the browser recompute the whole page's style and layout.
  for (const path of ['/', '/discount']) {
    const response = await page.goto(path)
    expect((await response?.text()) ?? '', path).toContain('<style id="react-aria-pressable-style">')
    await page.locator('html[data-live]').waitFor()
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('style')]
        .filter((style) => style.textContent.includes('data-react-aria-pressable'))
        .map((style) => style.id),
    )
    expect(sheets, path).toEqual(['react-aria-pressable-style'])
    // The rule is in effect (\`pan-x pan-y pinch-zoom\` reads back as \`manipulation\`, the default is \`auto\`).
    const touchAction = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'))
      probe.setAttribute('data-react-aria-pressable', '')
      const value = getComputedStyle(probe).touchAction
      probe.remove()
      return value
    })
    expect(touchAction, path).toBe('manipulation')
  }
})

test("the app's code is asked for once the first view is on screen, its first picture loaded", async ({
  page,
}) => {
  // Until then the server's HTML is the page, and the pictures have the network to themselves.
  for (const path of ['/', '/gameHall/3', '/discount']) {
    await page.goto(path)
    const order = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        heroLoaded: resources.find((entry) => entry.name === hero)?.responseEnd ?? Infinity,
        firstScript: Math.min(
          ...resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
        ),
      }
    })
    expect(order.firstScript, `${path}: first script after the first paint`).toBeGreaterThan(order.firstPaint)
    expect(order.firstScript, `${path}: first script after the first picture`).toBeGreaterThan(
      order.heroLoaded,
    )
  }
})

base('a press starts the app at once when the first picture hangs', async ({ page }) => {
  await page.route('**/api/static/picture**', () => {
    // Never answered: the first view's pictures do not arrive, so the page would wait out its 4 s bound.
  })
  // The plain page: `goto` returns with the HTML parsed, before the app is live.
  await page.goto('/discount', { waitUntil: 'domcontentloaded' })
  await page.mouse.click(5, 5)
  await page.locator('html[data-live]').waitFor()
  const firstScript = await page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  )
  expect(firstScript).toBeLessThan(3500)
})

base(
  "a press on the server's page before the app's code arrives is carried out once the page answers",
  async ({ page }) => {
    // The app's code is held back until the player has pressed "Log in" on the server's HTML.
    const held: Route[] = []
    let holding = true
    await page.route('**/assets/*.js', (route) => (holding ? void held.push(route) : route.continue()))
    await page.goto('/discount', { waitUntil: 'domcontentloaded' })
    await page.getByTestId('login-open').click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect.poll(() => held.length, { message: 'the press asked for the app' }).toBeGreaterThan(0)
    holding = false
    for (const route of held.splice(0)) await route.continue()
    await page.locator('html[data-live]').waitFor()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.getByRole('dialog').locator('input[name=account]')).toBeVisible()
  },
)
