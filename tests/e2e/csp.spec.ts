import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Records every CSP violation a document (or a frame in it) reports, from before its first script. */
async function watchViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`)
    })
  })
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen: unknown = Reflect.get(window, '__cspViolations')
    return Array.isArray(seen) ? seen.map(String) : []
  })
}

function directives(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map.set(name, sources)
  }
  return map
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    () =>
      window.top === window &&
      sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 3_600_000)),
  )
})

test.describe('content security policy', () => {
  test('every page is served with a policy that allows no inline script but its own, no plugin or base override', async ({
    request,
  }) => {
    const nonces = new Set<string>()
    for (const path of ['/', '/gameHall/3', '/discount']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const policy = directives(response.headers()['content-security-policy'])
      // The page's own state scripts run by a nonce of this response alone.
      const [self, nonceSource, ...rest] = policy.get('script-src') ?? []
      expect(self, path).toBe("'self'")
      expect(rest, path).toEqual([])
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(nonceSource ?? '')?.[1]
      expect(nonce, path).toBeDefined()
      if (nonce) nonces.add(nonce)
      expect(policy.get('object-src'), path).toEqual(["'none'"])
      expect(policy.get('base-uri'), path).toEqual(["'none'"])
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"])
      expect(policy.get('default-src'), path).toEqual(["'self'"])
      // Every inline script of the page is one of its own, carrying that nonce.
      const inline = (await response.text()).match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []
      for (const tag of inline) expect(tag, path).toContain(`nonce="${nonce}"`)
    }
    expect(nonces.size, 'a fresh nonce for every page').toBe(3)
  })

  test('a script injected into the page does not run', async ({ page, context }) => {
    await watchViolations(context)
    await page.goto('/')
    await expect(page.getByRole('main')).toBeVisible()
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      const handler = document.createElement('img')
      handler.setAttribute('src', 'data:,x')
      handler.setAttribute('onerror', 'window.__injected = true')
      handler.setAttribute('onload', 'window.__injected = true')
      document.body.append(handler)
    })
    await expect.poll(() => violations(page)).toContainEqual(expect.stringContaining('script-src'))
    expect(await page.evaluate(() => Reflect.get(window, '__injected'))).toBeUndefined()
  })

  test('the lobby, a game hall, the sports frame and a demo game run without a CSP violation', async ({
    page,
    context,
  }) => {
    await watchViolations(context)
    const refused: string[] = []
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    for (const path of ['/', '/gameHall/3', '/slotgame?gt_id=2']) {
      await page.goto(path)
      await expect(page.getByRole('main')).toBeVisible()
      await expect(
        page.getByTestId('game-card').or(page.getByRole('main').getByRole('link')).first(),
      ).toBeVisible()
      expect(await violations(page), path).toEqual([])
    }
    await page.goto('/gameHall/4')
    const frame = page.getByTestId('sports-frame')
    await expect(frame).toBeVisible({ timeout: 15_000 })
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
    // Served from the site's own origin, the provider page runs without that origin: no reach into the session.
    await expect(frame).not.toHaveAttribute('sandbox', /allow-same-origin/)
    await expect(page.frameLocator('[data-testid=sports-frame]').getByRole('button').first()).toBeVisible()
    const sports = page.frames().find((candidate) => candidate.url().includes('/sandbox/sports'))
    expect(
      await sports?.evaluate(() => {
        try {
          return String(window.parent.localStorage.length)
        } catch {
          return 'blocked'
        }
      }),
    ).toBe('blocked')
    expect(await violations(page)).toEqual([])

    await page.goto('/slotgame?gt_id=2&modal=1')
    await page.getByTestId('open-demo-picker').click()
    const picker = page.getByRole('dialog', { name: 'Play demo games for free' })
    const first = picker.getByTestId('demo-games').getByRole('button').first()
    await expect(first).toBeVisible()
    const [game] = await Promise.all([context.waitForEvent('page'), first.click()])
    await expect(game).toHaveURL(/\/sandbox\/game\//)
    await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible()
    await game.getByRole('button', { name: 'Spin' }).click()
    expect(await violations(game)).toEqual([])
    expect(await violations(page)).toEqual([])
    await game.close()
    expect(refused).toEqual([])
  })
})
