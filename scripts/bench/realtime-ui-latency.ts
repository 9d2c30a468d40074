/**
 * Realtime publish → painted balance, end to end: a logged-in page of the built site in Chromium,
 * the sandbox publishes `member.cash` on the member's channel, and the page reports the first frame
 * painted after the header's balance shows the new amount (MutationObserver, then the frame's
 * requestAnimationFrame and a task after it, i.e. after paint).
 *
 * Clocks: both sides read `performance.timeOrigin + performance.now()`; the page's offset to this
 * process is measured by round trips and the tightest one is used, so the figure does not depend on
 * the two clocks agreeing. Goal: median ≤ 50 ms on loopback.
 */
import type { Page } from '@playwright/test'
import { memberChannel } from '../../server/realtime/channels.ts'
import { realtime } from '../../server/realtime/publisher.ts'
import { launchBrowser } from './browser.ts'

export interface RealtimeUiLatency {
  path: string
  samples: number
  medianMs: number
  p95Ms: number
  maxMs: number
  /** Publish → the balance text changed in the DOM (before the frame that paints it). */
  domMedianMs: number
  domP95Ms: number
  /** Round trip of the clock probe used to align the page's clock with this process. */
  clockProbeRttMs: number
  goal: string
}

type Envelope<T> = { code: number; message?: string; data: T }

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const envelope: Envelope<T> = await response.json()
  if (envelope.code !== 100) throw new Error(`${path}: ${envelope.code} ${envelope.message ?? ''}`)
  return envelope.data
}

/** Logs a seed member in through the API, the way the e2e tests do. */
async function login(base: string, account: string) {
  const captcha = await post<{ token: string }>(base, '/captcha', { type: 1, site_id: 1 })
  const peek: Envelope<{ answer: string }> = await (
    await fetch(`${base}/api/sandbox/captcha/${captcha.token}`)
  ).json()
  return post<{ token: string; member_id: number; member_account: string; member_currency: string }>(
    base,
    '/login',
    {
      account,
      password: 'lotus123',
      site_id: 1,
      answer: peek.data.answer,
      captcha_token: captcha.token,
    },
  )
}

const now = () => performance.timeOrigin + performance.now()

function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1))
}

/** Page clock minus this process's clock, from the round trip with the smallest delay. */
async function clockOffset(page: Page): Promise<{ offset: number; rtt: number }> {
  let best = { offset: 0, rtt: Infinity }
  for (let i = 0; i < 30; i++) {
    const sent = now()
    const pageTime = await page.evaluate(() => performance.timeOrigin + performance.now())
    const received = now()
    const rtt = received - sent
    if (rtt < best.rtt) best = { offset: pageTime - (sent + received) / 2, rtt }
  }
  return best
}

/** Installs, in the page, a watcher that resolves once the balance shows `digits` and a frame was painted. */
function armPaintWatcher(page: Page, digits: string) {
  // No named functions inside: tsx would wrap them in a `__name` helper the page does not have.
  return page.evaluate((expected) => {
    const target = document.querySelector('[data-testid="wallet-balance"]')
    if (!target) throw new Error('no balance in the header')
    const painted = new Promise<{ dom: number; paint: number }>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!(target.textContent ?? '').replace(/\D/g, '').startsWith(expected)) return
        observer.disconnect()
        const dom = performance.timeOrigin + performance.now()
        requestAnimationFrame(() => {
          // The task after the frame's rAF runs once the frame is painted.
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve({ dom, paint: performance.timeOrigin + performance.now() })
          channel.port2.postMessage(null)
        })
      })
      observer.observe(target, { subtree: true, childList: true, characterData: true })
    })
    Reflect.set(window, '__lotusBalancePainted', painted)
  }, digits)
}

const paintedAt = (page: Page) =>
  page.evaluate(() => {
    const painted: unknown = Reflect.get(window, '__lotusBalancePainted')
    if (!(painted instanceof Promise)) throw new Error('watcher not armed')
    return painted.then((at: unknown) => ({
      dom:
        typeof at === 'object' && at !== null && 'dom' in at && typeof at.dom === 'number'
          ? at.dom
          : Number.NaN,
      paint:
        typeof at === 'object' && at !== null && 'paint' in at && typeof at.paint === 'number'
          ? at.paint
          : Number.NaN,
    }))
  })

/**
 * The home page (header plus carousel, marquee and game lists) and a light page (FAQ) with the same
 * header: the gap between them is the cost of painting a busy page, not of realtime.
 */
export async function benchRealtimeUiLatency(
  base: string,
  samples = 60,
  paths: readonly string[] = ['/?modal=1', '/faq?modal=1'],
): Promise<RealtimeUiLatency[]> {
  const session = await login(base, 'player01')
  const channel = memberChannel(session.member_id)
  const browser = await launchBrowser()
  const results: RealtimeUiLatency[] = []
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript((s) => {
      localStorage.setItem('token', JSON.stringify(s.token))
      localStorage.setItem('member_id', JSON.stringify(String(s.member_id)))
      localStorage.setItem('member_account', JSON.stringify(s.member_account))
      localStorage.setItem('currency', JSON.stringify(s.member_currency))
      localStorage.setItem('member_type', '1')
    }, session)
    for (const path of paths) {
      const page = await context.newPage()
      const attached = new Promise<void>((resolve) => {
        page.on('websocket', (socket) =>
          socket.on('framereceived', ({ payload }) => {
            const text = typeof payload === 'string' ? payload : payload.toString()
            if (text.includes('"action":11') && text.includes(`"channel":"${channel}"`)) resolve()
          }),
        )
      })
      await page.goto(base + path)
      await attached
      await page.getByTestId('wallet-balance-amount').waitFor()

      const { offset, rtt } = await clockOffset(page)
      const times: number[] = []
      const domTimes: number[] = []
      // Two warm-up pushes are not counted (first render paths, JIT).
      for (let i = -2; i < samples; i++) {
        const cash = 500_000 + i + 3
        await armPaintWatcher(page, String(cash))
        const sentAt = now()
        await realtime.publish(channel, 'member.cash', { cash })
        const painted = await paintedAt(page)
        if (i < 0) continue
        times.push(painted.paint - offset - sentAt)
        domTimes.push(painted.dom - offset - sentAt)
      }
      await page.close()
      const at = quantiles(times)
      const dom = quantiles(domTimes)
      results.push({
        path,
        samples,
        medianMs: at(0.5),
        p95Ms: at(0.95),
        maxMs: at(1),
        domMedianMs: dom(0.5),
        domP95Ms: dom(0.95),
        clockProbeRttMs: Number(rtt.toFixed(2)),
        goal: 'median ≤ 50 ms',
      })
    }
  } finally {
    await browser.close()
  }
  return results
}
