import { apiLogin, openAsMember } from './wallet-helpers'
import { expect, seriousA11yViolations, test } from './fixtures'

test.describe('agent area', () => {
  test('an agent opens the proxy centre and copies the promotion link', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openAsMember(page, await apiLogin(request, 'agent001'), 2)
    await page.goto('/proxy?modal=1')
    await expect(page.getByTestId('agent-menu-DownlineInfo')).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('table tbody tr').first()).toBeVisible()
    await page.getByTestId('agent-menu-Promotion').click()
    const url = page.getByTestId('promotion-url-member')
    await expect(url).toContainText('/register?id=1')
    await page.getByTestId('copy-link-member').click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(await url.textContent())
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('an agent that is not active lands on proxy?page=Register', async ({ page, request }) => {
    await openAsMember(page, await apiLogin(request, 'agent002'), 2)
    await page.goto('/proxy?modal=1')
    await expect(page).toHaveURL(/\/proxy\?.*page=Register/)
    await expect(page.getByTestId('agent-menu-Register')).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('agent-register-status')).toBeVisible()
    await page.getByTestId('agent-menu-OperationTable').click()
    await expect(page).toHaveURL(/page=OperationTable/)
    await expect(
      page.getByRole('button', { name: /agent\.page\.register|Become an agent/ }).last(),
    ).toBeVisible()
  })
})
