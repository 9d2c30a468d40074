import type { Page } from '@playwright/test'
import { apiLogin, openAsMember } from './wallet-helpers'
import { expect, test } from './fixtures'

/** Every API call the page makes, as `path body`, from the first request on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname} ${request.postData() ?? ''}`)
  })
  return calls
}

const pathsOf = (calls: string[]) => calls.map((call) => call.split(' ')[0])

/** The member centre pages and the call each shows first; its route's loader asks for it. */
const FIRST_READS: [string, string][] = [
  ['Info', '/api/member/profile'],
  ['MyWallet', '/api/member/profile/my_cash'],
  ['BindAccount', '/api/arks/web/member/bank-account'],
  ['Transaction', '/api/arks/web/member/records/bets'],
  ['DWRecord', '/api/arks/web/member/records/dw'],
  ['RecommendRecord', '/api/arks/web/member/recommend/records'],
  ['RecommendMemberSearch', '/api/arks/web/member/recommend/member-search'],
]

test.describe('member pages ask for their data once', () => {
  for (const [memberPage, firstRead] of FIRST_READS) {
    test(`/user/${memberPage}: its first data is asked for once and shown`, async ({ page, request }) => {
      await openAsMember(page, await apiLogin(request, 'demo888'))
      // Once the realtime link is up, the member's layout, letters and profile are read again on purpose
      // (what was pushed before it listened never arrived); without it, every repeat is a wasted call.
      await page.route('**/api/realtime/token', (route) => route.abort())
      const calls = recordCalls(page)
      await page.goto(`/user/${memberPage}?modal=1`)
      await expect(page.locator('#member-page-title')).toBeVisible()
      await expect.poll(() => pathsOf(calls)).toContain(firstRead)
      // Loaded, the page shows no skeleton; the loader's call and the page's are one call.
      await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
      expect(pathsOf(calls).filter((path) => path === firstRead)).toHaveLength(1)
      // Closing the pop-up bulletins (when there are any) hides them and reads them again, on purpose.
      const repeated = calls.filter(
        (call, index) => calls.indexOf(call) !== index && !call.startsWith('/api/arks/web/bulletin/member '),
      )
      expect(repeated).toEqual([])
    })
  }

  test("a member page's data is asked for while the page's own code is still on the way", async ({
    page,
    request,
  }) => {
    await openAsMember(page, await apiLogin(request, 'demo888'))
    // The script that draws the member centre is held until the page's records have been asked for.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let pageCodeDelivered = false
    await page.route('**/assets/**/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      const drawsMemberCentre = body.includes('member-page-title')
      if (drawsMemberCentre) await released
      await route.fulfill({ response, body })
      if (drawsMemberCentre) pageCodeDelivered = true
    })
    const asked = page.waitForRequest(
      (call) => new URL(call.url()).pathname === '/api/arks/web/member/records/dw',
      { timeout: 15_000 },
    )
    const navigated = page.goto('/user/DWRecord?modal=1')
    await asked
    expect(pageCodeDelivered).toBe(false)
    release()
    await navigated
    await expect(page.getByRole('heading', { name: 'Deposit and withdrawal records' })).toBeVisible()
    // Scripts the page still asks for while the test ends are not held any more.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test("the protection page asks for a member's limits once, with the site's rules", async ({
    page,
    request,
  }) => {
    await openAsMember(page, await apiLogin(request, 'demo888'))
    await page.route('**/api/realtime/token', (route) => route.abort())
    const calls = recordCalls(page)
    await page.goto('/protection?modal=1')
    await expect(page.getByRole('heading', { name: 'Player protection', level: 1 })).toBeVisible()
    await expect.poll(() => pathsOf(calls)).toContain('/api/arks/web/protection/overview')
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
    expect(pathsOf(calls).filter((path) => path === '/api/arks/web/protection/overview')).toHaveLength(1)
    // The site's rules come with the server's render of the page, or are asked for once.
    expect(
      pathsOf(calls).filter((path) => path === '/api/arks/web/protection/site').length,
    ).toBeLessThanOrEqual(1)
  })

  test('a guest on a member page sees the login gate and asks for no member data', async ({ page }) => {
    const calls = recordCalls(page)
    await page.goto('/user/DWRecord?modal=1')
    await expect(page.getByText('Please log in first')).toBeVisible()
    expect(pathsOf(calls)).not.toContain('/api/arks/web/member/records/dw')
  })
})
