import type { APIRequestContext } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './fixtures'
import { apiLogin, openAsMember } from './wallet-helpers'

test.describe.configure({ timeout: 60_000 })

/** A member of its own: a sign-in counts once a day, so no other test may have used it today. */
async function freshMember(request: APIRequestContext) {
  const created = await (
    await request.post('/api/sandbox/protection/member', { data: { member_currency: 'VND' } })
  ).json()
  return apiLogin(request, created.data.member_account)
}

test('a member signs in for the day from the header; the modal shows the day signed and refuses a second time', async ({
  page,
  request,
}) => {
  const session = await freshMember(request)
  await openAsMember(page, session)
  await page.goto('/')
  const entry = page.getByTestId('sign-in-open')
  // The first paint and the member's sign-in detail can take longer than a check on a busy machine.
  await expect(entry).toHaveAttribute('data-state', 'click_signin', { timeout: 20_000 })
  await entry.click()
  const dialog = page.getByRole('dialog', { name: /daily sign-in|điểm danh/i })
  const data = dialog.getByTestId('sign-data')
  await expect(data).toHaveAttribute('data-state', 'click_signin')
  const detail = (await (
    await request.post('/api/arks/web/member/sign-in/detail', {
      data: {},
      headers: { authorization: session.token },
    })
  ).json()) as { data: { today: string } }
  const today = dialog.getByTestId(`sign-day-${detail.data.today}`)
  await expect(today).toHaveAttribute('data-state', 'today')
  expect(await seriousA11yViolations(page)).toEqual([])

  await dialog.getByTestId('sign-in-submit').click()
  await expect(today).toHaveAttribute('data-state', 'signed')
  await expect(data).toHaveAttribute('data-state', 'is_signin_true')
  await expect(dialog.getByTestId('sign-in-submit')).toBeDisabled()
  await expect(page.getByTestId('sign-in-open')).toHaveAttribute('data-state', 'click_signin_true')

  // The server holds the rule: a second sign-in the same day answers 102.
  const again = await (
    await request.post('/api/arks/web/member/sign-in', {
      data: {},
      headers: { authorization: session.token },
    })
  ).json()
  expect(again.code).toBe(102)
})

test('a sign-in made in another window shows on the open page without a reload', async ({
  page,
  request,
}) => {
  const session = await freshMember(request)
  await openAsMember(page, session)
  await page.goto('/')
  const entry = page.getByTestId('sign-in-open')
  // The first paint and the member's sign-in detail can take longer than a check on a busy machine.
  await expect(entry).toHaveAttribute('data-state', 'click_signin', { timeout: 20_000 })
  // The realtime connection is up before the other window signs in.
  await page.waitForFunction(() => document.readyState === 'complete')
  await page.waitForTimeout(1500)
  const signed = await (
    await request.post('/api/arks/web/member/sign-in', {
      data: {},
      headers: { authorization: session.token },
    })
  ).json()
  expect(signed.code).toBe(100)
  await expect(entry).toHaveAttribute('data-state', 'click_signin_true', { timeout: 15_000 })
})
