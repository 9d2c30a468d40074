import { gzipSync } from 'node:zlib'
import { launchBrowser } from './browser.ts'

export type InitialSize = { path: string; jsGzip: number; cssGzip: number; files: string[]; ablyInInitial: boolean }

/**
 * Initial JS and CSS of a page: every script and stylesheet the page fetched before its `load` event,
 * gzip-compressed as the server would send them. Lazy chunks loaded after first paint (Ably) are not
 * counted, and we check the Ably SDK is not among them.
 */
export async function measureInitialSize(baseUrl: string, paths: string[]): Promise<InitialSize[]> {
  const browser = await launchBrowser()
  const results: InitialSize[] = []
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      const bodies = new Map<string, Promise<Buffer>>()
      let loaded = false
      page.on('response', (response) => {
        if (loaded) return
        const type = response.request().resourceType()
        if (type === 'script' || type === 'stylesheet') bodies.set(response.url(), response.body())
      })
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      loaded = true
      let jsGzip = 0
      let cssGzip = 0
      let ablyInInitial = false
      for (const [url, body] of bodies) {
        const buffer = await body
        const size = gzipSync(buffer, { level: 9 }).length
        if (url.endsWith('.css')) cssGzip += size
        else jsGzip += size
        // Strings only the SDK itself carries (its agent name and hosts), not our code that names its classes.
        if (/ably-js\/|realtime\.ably|ably\.io/.test(buffer.toString('utf8'))) ablyInInitial = true
      }
      results.push({ path, jsGzip, cssGzip, files: [...bodies.keys()].map((u) => new URL(u).pathname), ablyInInitial })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
