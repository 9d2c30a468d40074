import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

export interface E2ESession {
  token: string
  member_id: number
  member_account: string
  member_currency: string
}

/** Logs a seed account in through the API (captcha, the sandbox's captcha peek, login). */
export async function apiLogin(request: APIRequestContext, account: string): Promise<E2ESession> {
  const captcha = await (await request.post('/api/captcha', { data: { type: 1, site_id: 1 } })).json()
  const token: string = captcha.data.token
  const peek = await (await request.get(`/api/sandbox/captcha/${token}`)).json()
  const login = await (
    await request.post('/api/login', {
      data: { account, password: 'lotus123', site_id: 1, answer: peek.data.answer, captcha_token: token },
    })
  ).json()
  expect(login.code).toBe(100)
  return login.data
}

/** Opens the site as that member, the way a stored session looks after login (spec §3 local storage). */
export async function openAsMember(page: Page, session: E2ESession, memberType = 1) {
  // The pop-up discount shows on the deposit page whenever bulletins exist (spec §4): a player closes it.
  // While still opening it gives way to a dialog the player opens at that moment (it waits behind it): then
  // there is nothing to close, and the handler must not hold the test waiting for it.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }), async (dialog) => {
    await dialog
      .getByRole('button', { name: 'Close' })
      .last()
      .click({ timeout: 3000 })
      .catch(async (error: unknown) => {
        if (await dialog.isVisible()) throw error
      })
  })
  await page.addInitScript(
    ([s, type]) => {
      if (window.top !== window) return
      if (sessionStorage.getItem('e2e-seeded')) return
      sessionStorage.setItem('e2e-seeded', '1')
      localStorage.setItem('token', JSON.stringify(s.token))
      localStorage.setItem('member_id', JSON.stringify(String(s.member_id)))
      localStorage.setItem('member_account', JSON.stringify(s.member_account))
      localStorage.setItem('currency', JSON.stringify(s.member_currency))
      localStorage.setItem('member_type', String(type))
    },
    [session, memberType] as const,
  )
}

/** The digits of a formatted amount ("₫5.000.000" → 5000000); VND has no decimals. */
export function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''))
}
