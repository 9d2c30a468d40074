import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Logs a seed account in through the API (captcha, the sandbox's captcha peek, login). */
async function apiLogin(request: APIRequestContext, account = 'player01') {
  const captcha = await (await request.post('/api/captcha', { data: { type: 1, site_id: 1 } })).json()
  const token: string = captcha.data.token
  const peek = await (await request.get(`/api/sandbox/captcha/${token}`)).json()
  const login = await (
    await request.post('/api/login', {
      data: { account, password: 'lotus123', site_id: 1, answer: peek.data.answer, captcha_token: token },
    })
  ).json()
  expect(login.code).toBe(100)
  return login.data as { token: string; member_id: number; member_account: string; member_currency: string }
}

/** Opens the site as that member, the way a stored session looks after login (spec §3 local storage). */
async function openAsMember(page: Page, session: Awaited<ReturnType<typeof apiLogin>>) {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-seeded')) return
    sessionStorage.setItem('e2e-seeded', '1')
    localStorage.setItem('token', JSON.stringify(s.token))
    localStorage.setItem('member_id', JSON.stringify(String(s.member_id)))
    localStorage.setItem('member_account', JSON.stringify(s.member_account))
    localStorage.setItem('currency', JSON.stringify(s.member_currency))
    localStorage.setItem('member_type', '1')
  }, session)
}

/** Resolves once the page's realtime connection is attached to a channel. */
function attachedTo(page: Page, channel: string) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString()
        if (text.includes('"action":11') && text.includes(`"channel":"${channel}"`)) resolve()
      })
    })
  })
}

test('the Ably SDK is not part of the first load and connects after first paint', async ({ page, consoleErrors }) => {
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  const attached = attachedTo(page, 'web_member')
  const response = await page.goto('/')
  const html = (await response?.text()) ?? ''
  expect(html).not.toMatch(/modular-[\w-]+\.js/)
  await attached
  expect(sockets.some((url) => url.includes('access_token='))).toBe(true)
  expect(consoleErrors).toEqual([])
})

test('a login elsewhere ends this session', async ({ page, playwright, baseURL }) => {
  const session = await apiLogin(page.request)
  await openAsMember(page, session)
  const attached = attachedTo(page, `member.${session.member_id}`)
  await page.goto('/')
  await attached
  expect(await page.evaluate(() => localStorage.getItem('token'))).toContain(session.token)

  // The same member logs in from another browser.
  const elsewhere = await playwright.request.newContext({ baseURL })
  try {
    await apiLogin(elsewhere)
  } finally {
    await elsewhere.dispose()
  }
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
