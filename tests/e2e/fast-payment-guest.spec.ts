import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './fixtures'

/** The sandbox's test hook: site 1 binds fast payment to agents (spec §6), or not. */
async function setAgentBound(request: APIRequestContext, bound: boolean) {
  const answer = await request.post('/api/sandbox/site/flags', {
    data: { site_id: 1, fast_payment_agent_bound: bound },
  })
  expect((await answer.json()).code).toBe(100)
}

/** Runs `steps` while site 1 binds fast payment to agents, and sets the flag back after. */
async function whileAgentBound(request: APIRequestContext, steps: () => Promise<void>) {
  await setAgentBound(request, true)
  try {
    await steps()
  } finally {
    await setAgentBound(request, false)
  }
}

/** Fills the fast payment form with `amount` and submits it. */
async function pay(page: Page, amount: string) {
  await expect(page.getByTestId('deposit-submit')).toBeVisible({ timeout: 15_000 })
  await page.locator('input[name=amount]').fill(amount)
  const name = page.locator('input[name=depositor-name]')
  if (await name.isVisible()) await name.fill('Nguyen Van An')
  await page.getByTestId('deposit-submit').click()
}

test.describe('fast payment for a guest', () => {
  // Each test switches the site's flag and walks the form: room for a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 60_000 })

  test('on an agent-bound site a guest pays the agent of the link without logging in', async ({
    page,
    request,
  }) => {
    await whileAgentBound(request, async () => {
      await page.goto('/fastPayment?agent_id=1')
      await expect(page.getByRole('heading', { name: 'Fast payment' })).toBeVisible()
      await expect(page.getByText('Please log in first')).toHaveCount(0)
      await expect(page.getByTestId('deposit-submit')).toBeVisible({ timeout: 15_000 })
      expect(await seriousA11yViolations(page)).toEqual([])
      // An English-speaking guest is shown dollars (the site offers them) and pays in dollars.
      const created = page.waitForResponse('**/api/arks/web/member/deposit/fast')
      await pay(page, '100')
      const answer = await (await created).json()
      expect(answer.code).toBe(100)
      expect(answer.data.currency).toBe('USD')
      await expect(page.getByTestId('deposit-order')).toBeVisible()
      await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'pending')
    })
  })

  test('a Vietnamese guest pays in dong, the currency the page shows them', async ({ page, request }) => {
    await whileAgentBound(request, async () => {
      const channels = page.waitForResponse('**/api/arks/web/member/deposit/channels')
      await page.goto('/vi/fastPayment?agent_id=1')
      expect((await (await channels).request().postDataJSON()).currency).toBe('VND')
      const created = page.waitForResponse('**/api/arks/web/member/deposit/fast')
      await pay(page, '100000')
      const answer = await (await created).json()
      expect(answer.code).toBe(100)
      expect(answer.data.currency).toBe('VND')
      await expect(page.getByTestId('deposit-order')).toBeVisible()
    })
  })

  test('an unknown agent in the link is refused and no order is made', async ({ page, request }) => {
    await whileAgentBound(request, async () => {
      await page.goto('/fastPayment?agent_id=99999')
      const refused = page.waitForResponse('**/api/arks/web/member/deposit/fast')
      await pay(page, '100')
      expect((await (await refused).json()).code).toBe(106)
      await expect(page.getByText('The agent of this payment link does not exist')).toBeVisible()
      await expect(page.getByTestId('deposit-order')).toHaveCount(0)
    })
  })

  test('where the site does not bind fast payment to agents, a guest is asked to log in', async ({
    page,
  }) => {
    await page.goto('/fastPayment?agent_id=1')
    await expect(page.getByText('Please log in first')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('deposit-submit')).toHaveCount(0)
  })
})
