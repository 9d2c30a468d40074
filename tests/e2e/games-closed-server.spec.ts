import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seriousA11yViolations, test } from './fixtures'
import { apiLogin, openAsMember } from './wallet-helpers'

async function setGamesClosed(request: APIRequestContext, closed: boolean) {
  const answer = await request.post('/api/sandbox/site/flags', { data: { site_id: 1, game_closed: closed } })
  expect((await answer.json()).code).toBe(100)
}

test.describe('the server closes game start (r88)', () => {
  // A login, a game list and a start: room for a busy machine.
  test.describe.configure({ timeout: 60_000 })
  test('a member whose page still thinks games are open is told they are closed, and no game opens', async ({
    page,
    context,
    request,
  }) => {
    await openAsMember(page, await apiLogin(request, 'player01'))
    await page.goto('/slotgame?gt_id=2&modal=1')
    const cards = page.getByTestId('game-card')
    await expect(cards.first()).toBeVisible({ timeout: 15_000 })

    // The site closes game start after the page read its detail.
    await setGamesClosed(request, true)
    try {
      const opened: Page[] = []
      context.on('page', (popup) => opened.push(popup))
      const play = page.waitForResponse('**/api/member/game/play1')
      await cards
        .first()
        .getByRole('button', { name: /^Play / })
        .click()
      expect((await (await play).json()).code).toBe(107)
      const notice = page.getByRole('alertdialog')
      await expect(notice).toContainText('Games are closed on this site.')
      await expect.poll(() => opened.filter((popup) => !popup.isClosed())).toEqual([])
      expect(await seriousA11yViolations(page)).toEqual([])
    } finally {
      await setGamesClosed(request, false)
    }
  })
})
