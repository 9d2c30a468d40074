import { gzipSync } from 'node:zlib'
import { launchBrowser } from './browser.ts'

export type InitialSize = {
  path: string
  jsGzip: number
  /** JS requested before the largest contentful paint: what the first view waited for or raced with. */
  jsGzipBeforeLcp: number
  lcpMs: number | null
  cssGzip: number
  files: string[]
  ablyInInitial: boolean
  /** The Ably chunk's request started after the page's first paint (null: not loaded within 5 s). */
  ablyAfterFirstPaint: boolean | null
  /** When the Ably chunk was requested and when the page first painted, ms after navigation start. */
  ablyRequestedAtMs: number | null
  firstPaintMs: number | null
}

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

/** Text only the SDK's own chunk holds (the app's code names BaseRealtime too). */
const ABLY_SOURCE = /ably-js|realtime\.ably/

/**
 * Initial JS and CSS of a page, gzip-compressed as the server would send them: the scripts a
 * server-rendered page names to hydrate (`#app-scripts`: the entry, its preloads, the routes' chunks,
 * which it starts after its first paint, so its `load` event counts none of them) and every stylesheet
 * and other script fetched before `load`. Lazy chunks loaded later (Ably) are not counted, and we check
 * the Ably SDK is not among them.
 */
export async function measureInitialSize(baseUrl: string, paths: string[]): Promise<InitialSize[]> {
  const browser = await launchBrowser()
  const results: InitialSize[] = []
  try {
    for (const path of paths) {
      // A phone, as the server tells one from its user agent (else it lays the page out for a desktop).
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        userAgent: PHONE_USER_AGENT,
      })
      const page = await context.newPage()
      await page.addInitScript(() => {
        const store = window as unknown as { __lcp?: number }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) store.__lcp = entry.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      const bodies = new Map<string, Promise<Buffer>>()
      const later = new Map<string, Promise<Buffer>>()
      let loaded = false
      page.on('response', (response) => {
        const type = response.request().resourceType()
        if (type === 'script' || type === 'stylesheet')
          (loaded ? later : bodies).set(response.url(), response.body())
      })
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      loaded = true
      await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 15_000 })
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
      const named = await page.evaluate(() => {
        const data = document.getElementById('app-scripts')?.textContent
        const { preloads = [], entries = [] } = JSON.parse(data ?? '{}') as {
          preloads?: string[]
          entries?: string[]
        }
        return [...preloads, ...entries].map((href) => new URL(href, location.href).href)
      })
      for (const url of named) {
        const body = later.get(url)
        if (body && !bodies.has(url)) {
          bodies.set(url, body)
          later.delete(url)
        }
      }
      let jsGzip = 0
      let cssGzip = 0
      let ablyInInitial = false
      for (const [url, body] of bodies) {
        const buffer = await body
        const size = gzipSync(buffer, { level: 9 }).length
        if (url.endsWith('.css')) cssGzip += size
        else jsGzip += size
        if (ABLY_SOURCE.test(buffer.toString('utf8'))) ablyInInitial = true
      }
      const beforeLcp = await page.evaluate(() => {
        const lcp = (window as unknown as { __lcp?: number }).__lcp ?? null
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js') && (lcp === null || e.startTime <= lcp))
          .map((e) => e.name)
        return { lcp, scripts }
      })
      let jsGzipBeforeLcp = 0
      for (const url of beforeLcp.scripts) {
        const body = bodies.get(url) ?? later.get(url)
        if (body) jsGzipBeforeLcp += gzipSync(await body, { level: 9 }).length
      }
      let ablyUrl: string | undefined
      for (const [url, body] of later) if (ABLY_SOURCE.test((await body).toString('utf8'))) ablyUrl = url
      const timing = await page.evaluate(
        (url) => ({
          paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
          chunk: url ? (performance.getEntriesByName(url)[0]?.startTime ?? null) : null,
        }),
        ablyUrl ?? null,
      )
      const ablyAfterFirstPaint =
        timing.chunk === null || timing.paint === null ? null : timing.chunk > timing.paint
      results.push({
        path,
        jsGzip,
        jsGzipBeforeLcp,
        lcpMs: beforeLcp.lcp === null ? null : Math.round(beforeLcp.lcp),
        cssGzip,
        files: [...bodies.keys()].map((u) => new URL(u).pathname),
        ablyInInitial,
        ablyAfterFirstPaint,
        ablyRequestedAtMs: timing.chunk === null ? null : Math.round(timing.chunk),
        firstPaintMs: timing.paint === null ? null : Math.round(timing.paint),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
