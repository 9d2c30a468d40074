/**
 * Lobby search figures: index 5,000 games and time each keystroke of a few searches through the
 * lobby's own filter (the compute part of keystroke → painted result); then, in Chromium at 4× CPU
 * slowdown (CDP `Emulation.setCPUThrottlingRate`), keystroke → painted result in the slot lobby and
 * the first paint of `/gameHall/3` and `/slotgame?gt_id=2`. Run alone with
 * `node --import tsx scripts/bench/lobby-search.ts` (needs a build in `dist/` or `DIST_DIR`).
 */
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import type { Game } from '../../src/modules/games/api.ts'
import { filterGames, indexGames } from '../../src/modules/games/search.ts'

const WORDS = [
  'Dragon',
  'Fortune',
  'Lucky',
  'Golden',
  'Wild',
  'Panda',
  'Tiger',
  'Koi',
  'Lotus',
  'Phoenix',
  'Gem',
  'Treasure',
]
const VI = [
  'Rồng',
  'Tài Lộc',
  'May Mắn',
  'Vàng',
  'Hoang Dã',
  'Gấu Trúc',
  'Hổ',
  'Cá Chép',
  'Sen',
  'Phượng',
  'Ngọc',
  'Kho Báu',
]

export function syntheticGames(count: number): Game[] {
  return Array.from({ length: count }, (_, index): Game => {
    const a = index % WORDS.length
    const b = (index * 7) % WORDS.length
    return {
      id: index + 1,
      gp_id: (index % 24) + 1,
      gp_name: `Provider ${(index % 24) + 1}`,
      gp_gt_name: 'Slots',
      game_type: 2,
      game_code: `G${index}`,
      game_name: { en_US: `${WORDS[a]} ${WORDS[b]} ${index}`, vi_VN: `${VI[a]} ${VI[b]} ${index}` },
      customized: 0,
      house: null,
      icon_light: null,
      member_favorite: index % 50 === 0 ? 1 : 0,
      tag: index % 9 === 0 ? 'hot' : null,
      image: null,
    }
  })
}

export interface LobbySearchResult {
  games: number
  indexMs: number
  keystrokes: number
  keystrokeMedianMs: number
  keystrokeP95Ms: number
  keystrokeMaxMs: number
  note: string
  /** The browser figures, or why they are missing (no build, no Chromium). */
  browser: LobbyBrowserResult | { skipped: string }
}

export interface PageFirstPaint {
  path: string
  /** first contentful paint */
  fcpMs: number
  /** the first game card painted (data on screen) */
  firstGameMs: number
}

export interface LobbyBrowserResult {
  cpuSlowdown: number
  lobbyGames: number
  keystrokes: number
  keystrokeToPaintMedianMs: number
  keystrokeToPaintP95Ms: number
  keystrokeToPaintMaxMs: number
  goalMs: number
  firstPaint: PageFirstPaint[]
}

const CPU_SLOWDOWN = 4
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
/** Every keystroke of these phrases is typed into the slot lobby's search. */
const PHRASES = ['dragon', 'tai loc', 'pg soft', 'lucky 7']

function stats(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { median: round(at(0.5)), p95: round(at(0.95)), max: round(at(1)) }
}
const round = (n: number) => Math.round(n * 100) / 100

async function newThrottledPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // tsx keeps function names with an `__name` helper, which page functions must find.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  // The pop-up discount is not what is measured here.
  await context.addInitScript(() =>
    sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 3_600_000)),
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page }
}

/** FCP and the first painted game card of a page loaded cold in a fresh context. */
async function firstPaint(browser: Browser, base: string, path: string): Promise<PageFirstPaint> {
  const { context, page } = await newThrottledPage(browser)
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid=game-card]')) return
      observer.disconnect()
      requestAnimationFrame(() =>
        setTimeout(() => Object.assign(window, { __firstGame: performance.now() }), 0),
      )
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  await page.goto(`${base}${path}`)
  await page.getByTestId('game-card').first().waitFor({ timeout: 90_000 })
  await page.waitForFunction(() => '__firstGame' in window, undefined, { timeout: 10_000 })
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    game: Number(Reflect.get(window, '__firstGame')),
  }))
  await context.close()
  return { path, fcpMs: round(result.fcp), firstGameMs: round(result.game) }
}

/** Keystroke → the result list re-rendered and the next frame painted, every keystroke of PHRASES. */
async function keystrokes(browser: Browser, base: string): Promise<{ games: number; times: number[] }> {
  const { context, page } = await newThrottledPage(browser)
  await page.goto(`${base}/slotgame?gt_id=2&modal=1`)
  await page.getByTestId('game-card').first().waitFor({ timeout: 60_000 })
  const games = Number(((await page.getByTestId('game-count').textContent()) ?? '').replace(/\D/g, ''))
  const times = await page.evaluate(async (phrases) => {
    const input = document.querySelector<HTMLInputElement>('input[type=search]')
    const count = document.querySelector('[data-testid=game-count]')
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    if (!input || !count || !setValue) throw new Error('no lobby search on the page')
    const nextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)))
    const type = (value: string) =>
      new Promise<number | null>((done) => {
        const before = count.textContent
        const started = performance.now()
        const observer = new MutationObserver(() => {
          if (count.textContent === before) return
          observer.disconnect()
          clearTimeout(timer)
          void nextPaint().then(() => done(performance.now() - started))
        })
        // A keystroke that leaves the count as it was changes nothing to paint: not counted.
        const timer = setTimeout(() => {
          observer.disconnect()
          done(null)
        }, 5000)
        observer.observe(count, { childList: true, subtree: true, characterData: true })
        setValue.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
    const measured: number[] = []
    for (const phrase of phrases) {
      for (let length = 1; length <= phrase.length; length += 1) {
        const time = await type(phrase.slice(0, length))
        if (time !== null) measured.push(time)
      }
      await type('')
      await nextPaint()
    }
    return measured
  }, PHRASES)
  await context.close()
  return { games, times }
}

/** The browser half: a server of its own on a free port, Chromium at 4× CPU slowdown. */
export async function benchLobbyInBrowser(): Promise<LobbyBrowserResult | { skipped: string }> {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist')
  if (!existsSync(join(distDir, 'index.html')))
    return { skipped: `no build in ${distDir} (npm run build, or set DIST_DIR)` }
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` }
  const { startServer } = await import('../../server/main.ts')
  const running = await startServer({ port: 0, host: '127.0.0.1', distDir })
  const address = running.server.address() as AddressInfo
  const base = `http://127.0.0.1:${address.port}`
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
  try {
    const paints = [
      await firstPaint(browser, base, '/gameHall/3?modal=1'),
      await firstPaint(browser, base, '/slotgame?gt_id=2&modal=1'),
    ]
    const typed = await keystrokes(browser, base)
    const figures = stats(typed.times)
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      lobbyGames: typed.games,
      keystrokes: typed.times.length,
      keystrokeToPaintMedianMs: figures.median,
      keystrokeToPaintP95Ms: figures.p95,
      keystrokeToPaintMaxMs: figures.max,
      goalMs: 50,
      firstPaint: paints,
    }
  } finally {
    await browser.close()
    await running.close()
  }
}

export async function benchLobbySearch(count = 5000): Promise<LobbySearchResult> {
  const games = syntheticGames(count)
  const t0 = performance.now()
  const index = indexGames(games)
  const indexMs = performance.now() - t0
  const times: number[] = []
  for (const phrase of ['dragon gold', 'tai loc', 'provider 7', 'phoenix 49', 'zzz']) {
    for (let length = 1; length <= phrase.length; length += 1) {
      const started = performance.now()
      filterGames(index, {
        query: phrase.slice(0, length),
        providerId: null,
        tag: null,
        view: 'all',
        recentIds: [],
        favoriteOverrides: new Map(),
      })
      times.push(performance.now() - started)
    }
  }
  const figures = stats(times)
  return {
    games: count,
    indexMs: round(indexMs),
    keystrokes: times.length,
    keystrokeMedianMs: figures.median,
    keystrokeP95Ms: figures.p95,
    keystrokeMaxMs: figures.max,
    note: 'keystroke*: filter compute in Node, no throttling; browser: keystroke → painted result and first paints in Chromium at 4× CPU slowdown',
    browser: await benchLobbyInBrowser(),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchLobbySearch().then((result) => console.log(JSON.stringify(result, null, 2)))
}
