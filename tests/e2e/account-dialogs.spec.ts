import type { APIRequestContext, Page } from '@playwright/test'
import { expect, isMobile, ownAddress, seriousA11yViolations, test } from './fixtures'

/** The login outcomes that open their own dialog (§8: 107, 802), forgot password by SMS, and 997. */
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ page }) => {
  await ownAddress(page)
  await page.addInitScript(
    () =>
      window.top === window &&
      sessionStorage.setItem('popupDiscountClosedAt', JSON.stringify(Date.now() + 3_600_000)),
  )
})

async function captchaAnswer(request: APIRequestContext, scope: ReturnType<Page['getByRole']>) {
  const image = scope.locator('img[data-captcha-token]').first()
  await expect(image).toBeVisible()
  const token = await image.getAttribute('data-captcha-token')
  const body = (await (
    await request.get(`/api/sandbox/captcha/${encodeURIComponent(token ?? '')}`)
  ).json()) as {
    data: { answer: string }
  }
  return body.data.answer
}

async function logIn(page: Page, request: APIRequestContext, account: string) {
  await page.goto('/')
  await page.getByTestId('login-open').click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('input[name=account]').fill(account)
  await dialog.locator('input[name=password]').fill('lotus123')
  await dialog.locator('input[name=captcha]').fill(await captchaAnswer(request, dialog))
  await dialog.getByTestId('login-submit').click()
}

test('802: a migrated account is sent to the member transfer verification instead of being logged in', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'moved01')
  const reset = page.getByTestId('reset-form')
  await expect(reset).toBeVisible()
  await expect(page.getByRole('dialog', { name: /reset your password|đặt lại mật khẩu/i })).toBeVisible()
  await expect(page.getByTestId('login-open')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('107: an account bound to another device gets the device modal and stays logged out', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'device01')
  const notice = page.getByRole('alertdialog', { name: /another device|thiết bị khác/i })
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: /ok/i }).click()
  await expect(notice).toBeHidden()
  await expect(page.getByTestId('login-open')).toBeVisible()
})

test('forgot password by phone: the SMS code is required, sent with its 300 s timer, and checked by the server', async ({
  page,
  request,
}, info) => {
  await page.goto('/')
  await page.getByTestId('login-open').click()
  await page.getByTestId('forgot-password').click()
  const form = page.getByTestId('reset-form')
  await expect(form).toBeVisible()
  // Desktop proves the whole step on the migrated account; mobile proves a code for another phone fails.
  const desktop = !isMobile(info.project.name)
  const account = desktop ? 'moved01' : `nobody${Date.now() % 100000}`
  const phone = desktop ? '0966000003' : `08${String(Date.now()).slice(-8)}`
  await form.locator('input[name=account]').fill(account)
  await form.locator('input[name=withdraw_password]').fill('1234')
  await form.getByRole('button', { name: /phone|điện thoại/i }).click()
  await form.locator('input[name=contact]').fill(phone)
  await form.locator('input[name=reset_captcha]').fill(await captchaAnswer(request, form))
  // Without the code nothing is sent.
  await form.getByTestId('reset-submit').click()
  await expect(form.locator('input[name=verify_code]')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByTestId('reset-error')).toHaveCount(0)

  const send = form.getByTestId('forgot-sms-send')
  await send.click()
  await expect(send).toBeDisabled()
  await expect(send).toHaveText(/(29\d|300)\s*s/)
  const sms = (await (await request.get(`/api/sandbox/sms?phone=${phone}`)).json()) as {
    data: { code: string }
  }
  await form.locator('input[name=verify_code]').fill(sms.data.code)
  await form.locator('input[name=reset_captcha]').fill(await captchaAnswer(request, form))
  await form.getByTestId('reset-submit').click()
  if (desktop) {
    await expect(form.locator('input[name=new_password]')).toBeVisible()
  } else {
    await expect(form.getByTestId('reset-error')).toBeVisible()
  }
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('997: an address that reached the daily register limit is told so in the register form', async ({
  page,
  request,
}) => {
  const address = `198.51.100.${200 + Math.floor(Math.random() * 50)}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  const history = await (
    await request.post('/api/sandbox/register-history', { data: { ip: address, count: 10, minutes_ago: 60 } })
  ).json()
  expect(history.code).toBe(100)
  await page.goto('/')
  await page.getByTestId('register-open').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('input[name=member_account]')).toBeVisible()
  await dialog
    .getByRole('button', { name: /USD|VND|RMB|THB/ })
    .first()
    .click()
  await page.getByRole('option', { name: 'VND' }).click()
  const suffix = String(Date.now()).slice(-6)
  const phone = `07${suffix}${String(Math.floor(Math.random() * 90) + 10)}`
  await dialog.locator('input[name=member_account]').fill(`lim${suffix}`)
  await dialog.locator('input[name=password]').fill('play2024')
  await dialog
    .locator('input[name=member_name]')
    .fill(`Lan${suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`)
  await dialog.locator('input[name=member_phone]').fill(phone)
  await dialog.getByTestId('sms-send').click()
  await expect(dialog.getByTestId('sms-send')).toBeDisabled()
  const sms = (await (await request.get(`/api/sandbox/sms?phone=${phone}`)).json()) as {
    data: { code: string }
  }
  await dialog.locator('input[name=phone_verify]').fill(sms.data.code)
  await dialog.locator('input[name=withdraw_password]').fill('4321')
  await dialog.locator('input[name=register_captcha]').fill(await captchaAnswer(request, dialog))
  await dialog.getByTestId('agreement').click()
  await dialog.getByTestId('register-submit').click()
  await expect(dialog.getByRole('alert').first()).toContainText(
    /registration limit|giới hạn đăng ký|注册数已达上限/i,
  )
  await expect(page.getByTestId('login-open')).toBeVisible()
})
