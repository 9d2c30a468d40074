import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts'

export type Preset = 'mobile' | 'desktop'

export type LighthouseRun = {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Where to look: the LCP element and the elements that shifted (CSS selectors from the report). */
  lcpElement: string[]
  shifted: string[]
}

/** The median of the runs of one page and preset, figure by figure, with every run kept. */
export type LighthouseFigure = Omit<LighthouseRun, 'lcpElement' | 'shifted'> & {
  path: string
  preset: Preset
  runs: LighthouseRun[]
  lcpElement: string[]
  shifted: string[]
}

export type LighthouseTarget = { baseUrl: string; path: string }

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

/**
 * The largest paint's element as the trace names it (its tag and classes, "P" for text in a bare
 * paragraph): for a run whose report names none (Lighthouse 12's element audit failed on this
 * Chromium, its trace-elements step stopping on a missing `frame_sequence`).
 */
function lcpElementInTrace(events: readonly { name: string; args: { data?: object } }[]): string[] {
  let last: string | null = null
  for (const event of events) {
    if (event.name !== 'largestContentfulPaint::Candidate') continue
    const data: unknown = event.args.data
    if (typeof data !== 'object' || data === null) continue
    if ('isOutermostMainFrame' in data && data.isOutermostMainFrame === false) continue
    if ('nodeName' in data && typeof data.nodeName === 'string') last = data.nodeName
  }
  return last === null ? [] : [last]
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Runs Lighthouse `runs` times for every target × preset, the targets interleaved round by round so a
 * burst of load on a shared machine touches every page alike, and reports the median of each figure.
 */
export async function runLighthouse(
  targets: LighthouseTarget[],
  runs = 3,
  options: { selfSignedCertificate?: boolean } = {},
): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      ...(options.selfSignedCertificate ? ['--ignore-certificate-errors'] : []),
    ],
  })
  const collected = new Map<string, LighthouseRun[]>()
  const key = (target: LighthouseTarget, preset: Preset) => `${preset} ${target.baseUrl}${target.path}`
  try {
    for (let round = 0; round < runs; round++) {
      for (const target of targets) {
        for (const preset of ['mobile', 'desktop'] as const) {
          const result = await lighthouse(
            target.baseUrl + target.path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          )
          const lhr = result?.lhr
          if (!lhr) continue
          const list = collected.get(key(target, preset)) ?? []
          list.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
            tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
            cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
            lcpElement: [
              ...selectorsIn(lhr.audits['lcp-breakdown-insight']?.details),
              ...lcpElementInTrace(result.artifacts.Trace.traceEvents),
            ].slice(0, 1),
            shifted: selectorsIn(lhr.audits['layout-shifts']?.details).slice(0, 5),
          })
          collected.set(key(target, preset), list)
        }
      }
    }
  } finally {
    await chrome.kill()
  }
  const figures: LighthouseFigure[] = []
  for (const target of targets) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const list = collected.get(key(target, preset)) ?? []
      if (list.length === 0) continue
      figures.push({
        path: target.path,
        preset,
        score: median(list.map((r) => r.score)),
        lcpMs: median(list.map((r) => r.lcpMs)),
        tbtMs: median(list.map((r) => r.tbtMs)),
        cls: median(list.map((r) => r.cls)),
        lcpElement: list.flatMap((r) => r.lcpElement).filter((s, i, all) => all.indexOf(s) === i),
        shifted: list.flatMap((r) => r.shifted).filter((s, i, all) => all.indexOf(s) === i),
        runs: list,
      })
    }
  }
  return figures
}
