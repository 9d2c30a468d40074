import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { attachedTo, framesReceived, presenceEntered } from './realtime-helpers'

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
    if (window.top !== window) return
    if (sessionStorage.getItem('e2e-seeded')) return
    sessionStorage.setItem('e2e-seeded', '1')
    localStorage.setItem('token', JSON.stringify(s.token))
    localStorage.setItem('member_id', JSON.stringify(String(s.member_id)))
    localStorage.setItem('member_account', JSON.stringify(s.member_account))
    localStorage.setItem('currency', JSON.stringify(s.member_currency))
    localStorage.setItem('member_type', '1')
  }, session)
}

test('the Ably SDK is not part of the first load and connects after first paint', async ({
  page,
  consoleErrors,
}) => {
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

test('realtime connects where the site environment document says, and without it to the page host', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000) // two pages connect
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  const documentRead = page.waitForResponse((response) => response.url().includes('/api/site-env/1.json'))
  const attached = attachedTo(page, 'web_member')
  await page.goto('/')
  const siteEnv: { realtime: { endpoint: string } } = await (await documentRead).json()
  await attached
  expect(siteEnv.realtime.endpoint).toBe(new URL(baseURL ?? '').host)
  expect(sockets.some((url) => new URL(url).host === siteEnv.realtime.endpoint)).toBe(true)

  // A missing document (404) never stops realtime: the page's own host is used.
  const second = await page.context().newPage()
  await second.route('**/api/site-env/*.json', (route) => route.fulfill({ status: 404, json: {} }))
  const secondSockets: string[] = []
  second.on('websocket', (socket) => secondSockets.push(socket.url()))
  const secondAttached = attachedTo(second, 'web_member')
  await second.goto('/')
  await secondAttached
  expect(secondSockets.some((url) => new URL(url).host === new URL(baseURL ?? '').host)).toBe(true)
})

test('a balance pushed by member.cash shows in the header without reload', async ({
  page,
  request,
  consoleErrors,
}) => {
  const session = await apiLogin(request)
  await openAsMember(page, session)
  const attached = attachedTo(page, `member.${session.member_id}`)
  const present = presenceEntered(page, `presence.${session.member_currency}`)
  await page.goto('/')
  await attached
  await present
  const balance = page.getByTestId('wallet-balance-amount')
  await expect(balance).toBeVisible()
  const before = await balance.textContent()
  let navigations = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++
  })

  const emitted = await (
    await request.post('/api/sandbox/realtime/emit', {
      data: { event: 'member.cash', member_id: session.member_id, data: { cash: 7654.32 } },
    })
  ).json()
  expect(emitted.code).toBe(100)

  await expect(balance).toHaveText(/7[.,\s\u00a0]?654[.,]32/)
  expect(await balance.textContent()).not.toBe(before)
  expect(navigations).toBe(0)
  expect(consoleErrors).toEqual([])
})

test('a login elsewhere warns the player and logs this session out', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'vi_VN', url: baseURL ?? '' }])
  const session = await apiLogin(page.request)
  await openAsMember(page, session)
  const received = framesReceived(page)
  const attached = attachedTo(page, `member.${session.member_id}`)
  await page.goto('/?modal=1')
  await attached
  await expect(page.getByTestId('account-menu')).toBeVisible()

  // The warning in the player's language (vi_VN catalog), then the logged-out header. The warning is
  // awaited from before the other login: it shows for 2 s, possibly before that login's answer arrives.
  const warned = expect(page.getByRole('alertdialog')).toContainText(
    'Tài khoản của bạn đã đăng nhập trên thiết bị khác. Bạn sẽ bị đăng xuất.',
    { timeout: 15_000 },
  )

  // The same member logs in from another browser.
  const elsewhere = await playwright.request.newContext({ baseURL })
  let otherToken = ''
  try {
    otherToken = (await apiLogin(elsewhere)).token
  } finally {
    await elsewhere.dispose()
  }
  await warned
  await expect(page.getByTestId('login-open')).toBeVisible()
  await expect(page.getByTestId('account-menu')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  // The push named the other session by its fingerprint: its token never reached this page.
  const logins = received.filter((text) => text.includes('"name":"login"'))
  expect(logins).toHaveLength(1)
  expect(logins[0]).toMatch(/fingerprint[^0-9a-f]+[0-9a-f]{32}/)
  expect(received.filter((text) => text.includes(otherToken))).toEqual([])
})

test('a session logged out elsewhere ends on this page through the realtime connection', async ({
  page,
  request,
}) => {
  const session = await apiLogin(request)
  await openAsMember(page, session)
  const attached = attachedTo(page, `member.${session.member_id}`)
  await page.goto('/?modal=1')
  await attached
  await expect(page.getByTestId('account-menu')).toBeVisible()

  // Another tab or device ends the same session; this page makes no call of its own meanwhile.
  const loggedOut = await (
    await request.post('/api/logout', { data: {}, headers: { authorization: session.token } })
  ).json()
  expect(loggedOut.code).toBe(100)

  // The endpoint drops the member's connection within a second; the page learns its session is gone.
  await expect(page.getByTestId('login-open')).toBeVisible({ timeout: 5_000 })
  await expect(page.getByTestId('account-menu')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

const MEMBER_ONLY_CALLS = [
  '/api/arks/web/bulletin/member',
  '/api/arks/web/activity/red_envelope_promotion',
  '/api/arks/web/member/letter',
  '/api/member/profile/common/layout',
  '/api/member/profile/my_cash',
]

test('logging out stops member calls and leaves the private channels', async ({
  page,
  request,
  consoleErrors,
}) => {
  const session = await apiLogin(request)
  // The account is shared with other tests: a game one of them left running would put the "a game is
  // still running" question before the logout, which this test is not about.
  const left = await request.post('/api/member/game/leave1', {
    data: {},
    headers: { authorization: session.token },
  })
  expect((await left.json()).code).toBe(100)
  await openAsMember(page, session)
  const attached = attachedTo(page, `member.${session.member_id}`)
  await page.goto('/?modal=1')
  await attached
  await expect(page.getByTestId('wallet-balance-amount')).toBeVisible()

  let loggedOut = false
  const afterLogout: string[] = []
  const unauthorized: string[] = []
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname
    if (path === '/api/logout') loggedOut = true
    else if (loggedOut && MEMBER_ONLY_CALLS.includes(path)) afterLogout.push(path)
  })
  page.on('response', (res) => {
    if (res.status() === 401) unauthorized.push(new URL(res.url()).pathname)
  })
  const privateAttaches: string[] = []
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString()
      if (
        loggedOut &&
        text.includes('"action":10') &&
        /"channel":"(member|member_currency|presence)\./.test(text)
      )
        privateAttaches.push(text)
    })
  })

  // The members' pop-up announcement may open at any moment: close it whenever it is in the way.
  const announcement = page.getByRole('dialog', { name: 'Announcements' })
  await page.addLocatorHandler(announcement, () => page.keyboard.press('Escape'))
  await page.getByTestId('account-menu').click()
  const logoutCall = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout')
  // Sockets opened from here on: the guest connection that replaces the member's.
  const guestAttached = attachedTo(page, 'web_member')
  await page.locator('[role=menuitem][data-key=logout]').click()
  await logoutCall
  await expect(page.getByTestId('login-open')).toBeVisible()
  // The guest connection is back on the public channels only.
  await guestAttached
  await page.waitForTimeout(1000)

  expect(afterLogout).toEqual([])
  expect(unauthorized).toEqual([])
  expect(privateAttaches).toEqual([])
  expect(consoleErrors).toEqual([])
})
