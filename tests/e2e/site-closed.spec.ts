import type { BrowserContext, Page } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './fixtures'
import { apiLogin, openAsMember } from './wallet-helpers'

const cards = (page: Page) => page.getByTestId('game-card')

/** The real site detail with its `env_config.game_closed` set, for every window of the context. */
async function withGamesClosed(context: BrowserContext, closed: boolean) {
  await context.route('**/api/arks/web/site/detail', async (route) => {
    const response = await route.fetch()
    const json = await response.json()
    json.data.env_config = { ...json.data.env_config, game_closed: closed }
    await route.fulfill({ response, json })
  })
}

test.describe('a site that closes game start (r88)', () => {
  test('a member pressing Play is told games are closed and no game window opens', async ({
    page,
    context,
    request,
  }) => {
    await withGamesClosed(context, true)
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await page.goto('/slotgame?gt_id=2&modal=1')
    await expect(cards(page).first()).toBeVisible({ timeout: 15_000 })

    const opened: Page[] = []
    context.on('page', (popup) => opened.push(popup))
    await cards(page)
      .first()
      .getByRole('button', { name: /^Play / })
      .click()
    const notice = page.getByRole('alertdialog')
    await expect(notice).toContainText('Games are closed on this site.')
    expect(opened).toEqual([])
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
