import type { BrowserContext, Page } from '@playwright/test'
import { apiLogin, openAsMember } from './wallet-helpers'
import { expect, isMobile, seriousA11yViolations, test } from './fixtures'
import { attachedTo } from './realtime-helpers'

/** Desktop and mobile run in parallel against one server: each layout edits its own seeded member. */
const accountFor = (base: 'profile' | 'nopin', projectName: string) =>
  `${base}0${isMobile(projectName) ? 2 : 1}`

/** The real site detail with its agent-bound fast payment flag set to `bound`, for every window of the context. */
async function withFastPaymentBound(context: BrowserContext, bound: boolean) {
  await context.route('**/api/arks/web/site/detail', async (route) => {
    const response = await route.fetch()
    const json = await response.json()
    json.data.env_config = { ...json.data.env_config, fast_payment_agent_bound: bound }
    await route.fulfill({ response, json })
  })
}

/**
 * These members closed the pop-up bulletins earlier in the session, so they do not open again (spec §4)
 * outside the deposit page: a modal opening while a test types would take the text.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    () =>
      window.top === window &&
      sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 3_600_000)),
  )
})

test.describe('member centre: profile', () => {
  test('a member edits a contact field, reloads and finds it kept', async ({ page, request }, info) => {
    const account = accountFor('profile', info.project.name)
    await openAsMember(page, await apiLogin(request, account))
    await page.goto('/user/Info?modal=1')
    const zalo = page.getByRole('textbox', { name: 'Zalo' })
    await expect(zalo).toBeVisible()
    const value = `zalo.${account}.${Date.now() % 100_000}`
    await zalo.fill(value)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Your details are saved.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Zalo' })).toHaveValue(value)
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('invalid input shows the error on the field and keeps what was typed', async ({
    page,
    request,
  }, info) => {
    await openAsMember(page, await apiLogin(request, accountFor('profile', info.project.name)))
    await page.goto('/user/Info?modal=1')
    const telegram = page.getByRole('textbox', { name: 'Telegram' })
    await telegram.fill('ab!')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(telegram).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('5-50 letters, digits, _ . - characters')).toBeVisible()
    await expect(telegram).toHaveValue('ab!')
    // The sandbox refuses an email another member uses: the answer shows on the email field.
    await telegram.fill('@tg.valid.name')
    const email = page.getByRole('textbox', { name: 'Email' })
    await email.fill('demo888@lotus.test')
    await page.getByLabel('Login password').fill('lotus123')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('This email is already used by another account')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue('demo888@lotus.test')
    await expect(telegram).toHaveValue('@tg.valid.name')
    await expect(page.getByLabel('Login password')).toHaveValue('lotus123')
  })

  test('a new email asks for the login password; a wrong one shows on its field and keeps what was typed', async ({
    page,
    request,
  }, info) => {
    // Several saves, each a round trip: more than the default budget on a busy machine.
    test.slow()
    const account = accountFor('profile', info.project.name)
    await openAsMember(page, await apiLogin(request, account))
    await page.goto('/user/Info?modal=1')
    const email = page.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeVisible({ timeout: 15_000 })
    // Only a changed email or phone brings the password field.
    await expect(page.getByLabel('Login password')).toHaveCount(0)
    const value = `asked.${account}.${Date.now() % 100_000}@lotus.test`
    await email.fill(value)
    const password = page.getByLabel('Login password')
    await expect(password).toBeVisible()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await password.fill('wrong999')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('The login password is wrong')).toBeVisible()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue(value)
    await expect(password).toHaveValue('wrong999')
    await password.fill('lotus123')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Your details are saved.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(value)
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})

test('a change made in another window shows without reload (profile.updated)', async ({
  page,
  request,
}, info) => {
  const session = await apiLogin(request, accountFor('profile', info.project.name))
  await openAsMember(page, session)
  const listening = attachedTo(page, `member.${session.member_id}`)
  await page.goto('/user/Info?modal=1')
  const telegram = page.getByRole('textbox', { name: 'Telegram' })
  await expect(telegram).toBeVisible()
  await listening
  const value = `@elsewhere${Date.now() % 100_000}`
  const answer = await request.post('/api/arks/web/member/profile/edit', {
    headers: { authorization: session.token, 'Idempotency-Key': `e2e-profile-${Date.now()}` },
    data: { member_telegram: value },
  })
  expect((await answer.json()).code).toBe(100)
  await expect(telegram).toHaveValue(value, { timeout: 15_000 })
})

test('a change made while the page is still connecting shows once it listens', async ({
  page,
  request,
}, info) => {
  const session = await apiLogin(request, accountFor('profile', info.project.name))
  await openAsMember(page, session)
  await page.goto('/user/Info?modal=1')
  const telegram = page.getByRole('textbox', { name: 'Telegram' })
  await expect(telegram).toBeVisible()
  // Sent before the realtime connection is up: its push is never heard, the read on connecting is.
  const value = `@early${Date.now() % 100_000}`
  const answer = await request.post('/api/arks/web/member/profile/edit', {
    headers: { authorization: session.token, 'Idempotency-Key': `e2e-profile-early-${Date.now()}` },
    data: { member_telegram: value },
  })
  expect((await answer.json()).code).toBe(100)
  await expect(telegram).toHaveValue(value, { timeout: 15_000 })
})

test.describe('member centre: withdraw password', () => {
  test('a member without a withdraw password is led to set it before withdrawing', async ({
    page,
    request,
  }, info) => {
    await openAsMember(page, await apiLogin(request, accountFor('nopin', info.project.name)))
    await page.goto('/user/Withdrawal?modal=1')
    await expect(page.getByRole('heading', { name: 'Set a withdraw password first' })).toBeVisible()
    await expect(page.getByTestId('withdraw-submit')).toHaveCount(0)
    await page.getByRole('textbox', { name: 'Login password' }).fill('wrong999')
    await page.getByLabel('New withdraw password (4 digits)').fill('2468')
    await page.getByLabel('Repeat the new withdraw password').fill('2468')
    await page.getByRole('button', { name: 'Save withdraw password' }).click()
    await expect(
      page.getByRole('form', { name: 'Set a withdraw password' }).getByText('The login password is wrong'),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'Login password' }).fill('lotus123')
    await page.getByRole('button', { name: 'Save withdraw password' }).click()
    // Set: the withdrawal form itself shows, and takes the new password.
    await expect(page.getByTestId('withdraw-submit')).toBeVisible()
    await page.locator('input[name=withdraw-amount]').fill('100000')
    await page.locator('input[name=withdraw-password]').fill('2468')
    await page.getByTestId('withdraw-submit').click()
    await expect(page.getByTestId('withdraw-done')).toBeVisible()
  })
})

test.describe('member centre: changing the withdraw password', () => {
  test('it asks for the login password and the current one; each wrong answer shows on its field', async ({
    page,
    request,
  }, info) => {
    // Several saves, each a round trip: more than the default budget on a busy machine.
    test.slow()
    await openAsMember(page, await apiLogin(request, accountFor('profile', info.project.name)))
    await page.goto('/user/Info?modal=1')
    await page.getByRole('button', { name: 'Change withdraw password' }).click()
    const form = page.getByRole('form', { name: 'Change withdraw password' })
    const login = form.getByLabel('Login password')
    const old = form.getByLabel('Current withdraw password')
    await login.fill('wrong999')
    await old.fill('1234')
    await form.getByLabel('New withdraw password (4 digits)').fill('1234')
    await form.getByLabel('Repeat the new withdraw password').fill('1234')
    await form.getByRole('button', { name: 'Save withdraw password' }).click()
    await expect(form.getByText('The login password is wrong')).toBeVisible()
    await expect(login).toHaveValue('wrong999')
    await login.fill('lotus123')
    await old.fill('9999')
    await form.getByRole('button', { name: 'Save withdraw password' }).click()
    await expect(form.getByText('The current withdraw password is wrong')).toBeVisible()
    await expect(old).toHaveAttribute('aria-invalid', 'true')
    await expect(login).toHaveValue('lotus123')
    await old.fill('1234')
    await form.getByRole('button', { name: 'Save withdraw password' }).click()
    await expect(page.getByText('Your withdraw password is saved.')).toBeVisible()
  })
})

/**
 * The deposit entries open their page with a full load: the server sends the member page's frame, its code
 * loads, then the page renders afresh and reads its data. On a busy machine that can pass the default 7 s.
 */
const PAGE_LOAD_MS = 15_000

test.describe('deposit entry points follow the agent-bound fast payment setting', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(
      () => window.top === window && localStorage.setItem('tracking_consent', 'denied'),
    )
  })

  /** The deposit entry of the layout: the header button on desktop (members), the footer bar's item on mobile. */
  async function followDeposit(page: Page, projectName: string): Promise<Page> {
    if (isMobile(projectName)) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Deposit', exact: true })
        .click()
      return page
    }
    // Desktop opens the member centre and fast payment in their own 1500×800 window.
    const popup = page.waitForEvent('popup')
    await page.getByTestId('header-deposit').click()
    return popup
  }

  test('off: a member opens the member centre deposit page', async ({ page, request }, info) => {
    await withFastPaymentBound(page.context(), false)
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await page.goto('/sponsor?modal=1')
    const target = await followDeposit(page, info.project.name)
    await expect(target).toHaveURL(/\/user\/Deposit/)
    await expect(target.getByTestId('deposit-submit')).toBeVisible({ timeout: PAGE_LOAD_MS })
  })

  test('on: a member lands on fast payment', async ({ page, request }, info) => {
    await withFastPaymentBound(page.context(), true)
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await page.goto('/sponsor?modal=1')
    const target = await followDeposit(page, info.project.name)
    await expect(target).toHaveURL(/\/fastPayment/)
    await expect(target.getByTestId('deposit-submit')).toBeVisible({ timeout: PAGE_LOAD_MS })
  })

  test('off: a guest is warned to log in first (check_login_msg); on: the guest goes to fast payment', async ({
    page,
  }, info) => {
    test.skip(
      !isMobile(info.project.name),
      'guests reach deposit through the mobile footer bar; the desktop header offers it to members',
    )
    await withFastPaymentBound(page.context(), false)
    await page.goto('/sponsor?modal=1')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Deposit', exact: true })
      .click()
    await expect(page.getByText('Please log in first')).toBeVisible()
    await expect(page).not.toHaveURL(/fastPayment/)

    await page.context().unroute('**/api/arks/web/site/detail')
    await withFastPaymentBound(page.context(), true)
    await page.goto('/sponsor?modal=1')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Deposit', exact: true })
      .click()
    await expect(page).toHaveURL(/\/fastPayment/)
    // An agent-bound site lets the guest pay without logging in (the form itself is fast-payment-guest.spec's).
    await expect(page.getByRole('heading', { name: 'Fast payment' })).toBeVisible({ timeout: PAGE_LOAD_MS })
    await expect(page.getByText('Please log in first')).toHaveCount(0)
  })
})
