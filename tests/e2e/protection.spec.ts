import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './fixtures'

interface Member {
  member_id: number
  member_account: string
  member_currency: string
  token: string
}

let ip = 0
/** A fresh sandbox member (never a shared seed account: these tests self-exclude), logged in through the API. */
async function freshMember(request: APIRequestContext): Promise<Member> {
  const created = await (
    await request.post('/api/sandbox/protection/member', { data: { member_currency: 'USD' } })
  ).json()
  const account: string = created.data.member_account
  const headers = { 'x-forwarded-for': `10.91.${Date.now() % 200}.${ip++ % 200}` }
  const captcha = await (
    await request.post('/api/captcha', { data: { type: 1, site_id: 1 }, headers })
  ).json()
  const peek = await (await request.get(`/api/sandbox/captcha/${captcha.data.token}`)).json()
  const login = await (
    await request.post('/api/login', {
      data: {
        account,
        password: 'lotus123',
        site_id: 1,
        answer: peek.data.answer,
        captcha_token: captcha.data.token,
      },
      headers,
    })
  ).json()
  expect(login.code).toBe(100)
  return {
    member_id: created.data.member_id,
    member_account: account,
    member_currency: 'USD',
    token: login.data.token,
  }
}

/** Opens the site with the member's stored session (once: a logout stays a logout on reload). */
async function openAs(page: Page, member: Member) {
  await page.addInitScript((m) => {
    if (window.top !== window) return
    localStorage.setItem('tracking_consent', 'denied')
    if (sessionStorage.getItem('e2e-seeded')) return
    sessionStorage.setItem('e2e-seeded', '1')
    localStorage.setItem('token', JSON.stringify(m.token))
    localStorage.setItem('member_id', JSON.stringify(String(m.member_id)))
    localStorage.setItem('member_account', JSON.stringify(m.member_account))
    localStorage.setItem('currency', JSON.stringify(m.member_currency))
    localStorage.setItem('member_type', '1')
  }, member)
}

/** The members' bulletin pop-up (another feature) may open after login; close it when it does. */
async function closeAnnouncements(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Announcements' })
  for (let round = 0; round < 3; round++) {
    const shown = await popup
      .waitFor({ timeout: round === 0 ? 5_000 : 1_500 })
      .then(() => true)
      .catch(() => false)
    if (!shown) break
    await popup.getByRole('button', { name: 'Close' }).last().click()
    await expect(popup).toHaveCount(0)
  }
}

test.describe('player protection', () => {
  test('a deposit limit is set on the limits page and a deposit over it is refused', async ({
    page,
    request,
  }) => {
    const member = await freshMember(request)
    await openAs(page, member)
    await page.goto('/en/protection?modal=1')
    await closeAnnouncements(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Player protection' })).toBeVisible()
    const day = page.getByTestId('limit-deposit-day')
    await day.getByRole('textbox').fill('50')
    await day.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('limit-deposit-day-remaining')).toContainText('$50.00')
    // Raising it is only pending for 24 hours.
    await day.getByRole('textbox').fill('500')
    await day.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('limit-deposit-day-pending')).toContainText('$500.00')
    await expect(page.getByTestId('limit-deposit-day-remaining')).toContainText('$50.00')
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.goto('/en/user/Deposit?modal=1')
    await closeAnnouncements(page)
    await expect(page.getByTestId('deposit-submit')).toBeVisible()
    await page.locator('input[name=amount]').fill('80')
    const name = page.locator('input[name=depositor-name]')
    if ((await name.count()) > 0) await name.fill('Protection Tester')
    await page.getByTestId('deposit-submit').click()
    await expect(page.getByText(/over your deposit limit/).first()).toBeVisible()
  })

  test('a reality check interrupts with the session figures, and the header shows the session clock', async ({
    page,
    request,
  }) => {
    const member = await freshMember(request)
    await request.post('/api/arks/web/protection/reality-check', {
      data: { interval_minutes: 10 },
      headers: { authorization: member.token },
    })
    await page.clock.install()
    await openAs(page, member)
    await page.goto('/en/safer-gambling?modal=1')
    await expect(page.getByTestId('age-notice')).toContainText('18+')
    await expect(page.getByTestId('help-organisations').getByRole('link').first()).toBeVisible()
    const clock = page.getByTestId('session-clock')
    await expect(clock).toHaveText(/^\d+:\d{2}:\d{2}$/)
    await expect(page.getByTestId('session-net')).toContainText('$0.00')
    await page.clock.fastForward('10:30')
    const check = page.getByRole('alertdialog', { name: 'Reality check' })
    await expect(check).toBeVisible()
    await expect(check.getByTestId('reality-time')).toHaveText(/^\d+:\d{2}:\d{2}$/)
    await expect(check.getByTestId('reality-net')).toContainText('$0.00')
    expect(await seriousA11yViolations(page)).toEqual([])
    await check.getByRole('button', { name: 'View history' }).click()
    await expect(check).toBeHidden()
    await expect(page).toHaveURL(/\/protection\?tab=history/)
    await expect(page.getByRole('heading', { name: 'Last 12 months' })).toBeVisible()
  })

  test('self-exclusion is confirmed twice, logs the player out and login is then refused with its end date', async ({
    page,
    request,
  }) => {
    const member = await freshMember(request)
    await openAs(page, member)
    await page.goto('/en/protection?tab=break&modal=1')
    await closeAnnouncements(page)
    await page.getByTestId('self-exclusion').getByRole('button', { name: '6 months' }).click()
    const first = page.getByRole('alertdialog', { name: /Self-exclude for 6 months/ })
    await first.getByRole('button', { name: 'Continue' }).click()
    const second = page.getByRole('alertdialog', { name: 'Please confirm once more' })
    await second.getByRole('button', { name: 'Self-exclude now' }).click()
    const notice = page.getByRole('alertdialog', { name: 'Your self-exclusion has started' })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'I understand' }).click()
    await expect(page.getByTestId('login-open')).toBeVisible()
    await expect(page.getByTestId('session-widget')).toHaveCount(0)

    // The old session is gone on the server too, and logging in again is refused with the end date.
    const old = await request.post('/api/arks/web/protection/overview', {
      data: {},
      headers: { authorization: member.token },
    })
    expect(old.status()).toBe(401)
    const captchaAnswer = page.waitForResponse((response) => response.url().endsWith('/api/captcha'))
    await page.getByTestId('login-open').click()
    const captcha = await (await captchaAnswer).json()
    const peek = await (await request.get(`/api/sandbox/captcha/${captcha.data.token}`)).json()
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByRole('textbox', { name: 'Account' }).fill(member.member_account)
    await form.getByLabel('Password', { exact: true }).fill('lotus123')
    await form.getByRole('textbox', { name: 'Verification code' }).fill(peek.data.answer)
    await page.getByTestId('login-submit').click()
    const error = page.getByTestId('login-error')
    await expect(error).toHaveAttribute('data-code', '109')
    await expect(error).toContainText(/self-excluded until \d{4}-\d{2}-\d{2}/)
  })
})
