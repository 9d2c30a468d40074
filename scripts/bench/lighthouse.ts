import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts'

export type LighthouseFigure = {
  path: string
  preset: 'mobile' | 'desktop'
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Where to look: the LCP element and the elements that shifted (CSS selectors from the report). */
  lcpElement: string[]
  shifted: string[]
}

/** Every `selector` in a report audit's details, in order, without repeats. */
function selectorsIn(details: unknown, found: string[] = []): string[] {
  if (Array.isArray(details)) for (const item of details) selectorsIn(item, found)
  else if (typeof details === 'object' && details !== null) {
    for (const [key, value] of Object.entries(details)) {
      if (key === 'selector' && typeof value === 'string') {
        if (!found.includes(value)) found.push(value)
      } else selectorsIn(value, found)
    }
  }
  return found
}

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  const figures: LighthouseFigure[] = []
  try {
    for (const path of paths) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          baseUrl + path,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          preset === 'desktop' ? desktopConfig : undefined,
        )
        const lhr = result?.lhr
        if (!lhr) continue
        figures.push({
          path,
          preset,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          lcpElement: selectorsIn(lhr.audits['largest-contentful-paint-element']?.details),
          shifted: selectorsIn(lhr.audits['layout-shifts']?.details).slice(0, 5),
        })
      }
    }
  } finally {
    await chrome.kill()
  }
  return figures
}
