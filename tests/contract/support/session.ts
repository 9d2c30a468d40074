import { createSession } from '../../../server/auth/sessions.ts'
import { call } from './client.ts'
import type { ProfileAccount } from './profile.ts'
import { backend, getTarget } from './target.ts'

/**
 * The accounts tests log in as, by the sandbox seed name they were written against, each standing
 * for a role of the target profile (tests/contract/targets/<name>.json `accounts`).
 */
const ROLE_OF = {
  demo888: 'member',
  player01: 'memberUSD',
  agent001: 'agent',
  global01: 'memberWON',
  profile01: 'profileEditor',
  profile02: 'profileEditor2',
  nopin01: 'noWithdrawPin',
  nopin02: 'noWithdrawPin2',
} as const
export type Account = keyof typeof ROLE_OF
export type Role = (typeof ROLE_OF)[Account]

/** The profile's account for `role`; fails the test with the missing role named. */
export function accountFor(role: string): ProfileAccount {
  const found = backend.profile.accounts[role]
  if (!found) throw new Error(`target profile ${backend.name} has no "${role}" account`)
  return found
}

function seedRef(name: Account): { id: number; site_id: number; account: string } {
  const found = backend.profile.accounts[ROLE_OF[name]]
  return {
    id: found?.id ?? 0,
    site_id: found?.siteId ?? backend.profile.siteId,
    account: found?.account ?? name,
  }
}

/** Seed accounts by their sandbox name: `id` and `site_id` from the target profile. */
export const ACCOUNTS: Record<Account, { id: number; site_id: number; account: string }> = {
  demo888: seedRef('demo888'),
  player01: seedRef('player01'),
  agent001: seedRef('agent001'),
  global01: seedRef('global01'),
  profile01: seedRef('profile01'),
  profile02: seedRef('profile02'),
  nopin01: seedRef('nopin01'),
  nopin02: seedRef('nopin02'),
}

const tokens = new Map<Account, Promise<string | null>>()

function dataField(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

/** The answer of a login captcha: the peekSandboxCaptcha hook, else the profile's fixed answer. */
async function captchaAnswer(token: string): Promise<string | null> {
  if (!backend.hooks.has('peekSandboxCaptcha'))
    return backend.profile.captchaAnswer ?? process.env.CONTRACT_CAPTCHA_ANSWER ?? null
  const peek = await call('peekSandboxCaptcha', { params: { token } })
  const answer = dataField(peek.data, 'answer')
  return peek.code === 100 && typeof answer === 'string' ? answer : null
}

let logins = 0

/**
 * A client address of its own for each login (198.18.0–39.x, a range no test file picks its own
 * addresses from), so the suite's own logins never share an address with another test's failed logins
 * and do not trip the per-address limits a backend puts on login; ignored where not trusted.
 */
function loginAddress(): Record<string, string> {
  logins += 1
  return { 'x-forwarded-for': `198.18.${Math.floor(logins / 250) % 40}.${(logins % 250) + 1}` }
}

/** Logs in through the API (captcha, then login); null when the target will not let the suite in. */
export async function loginWithPassword(
  account: string,
  password: string,
  siteId: number = backend.profile.siteId,
): Promise<string | null> {
  const headers = loginAddress()
  const captcha = await call('getCaptcha', { body: { type: 1, site_id: siteId }, headers })
  const captchaToken = dataField(captcha.data, 'token')
  if (captcha.code !== 100 || typeof captchaToken !== 'string') {
    console.warn(`[contract] no captcha for ${account}: ${captcha.text.slice(0, 200)}`)
    return null
  }
  const answer = await captchaAnswer(captchaToken)
  if (!answer) {
    console.warn(`[contract] no captcha answer for ${account}: offer peekSandboxCaptcha or set captchaAnswer`)
    return null
  }
  const login = await call('login', {
    body: { account, password, site_id: siteId, answer, captcha_token: captchaToken },
    headers,
  })
  const token = dataField(login.data, 'token') ?? login.headers.get('authorization')
  if (login.code === 100 && typeof token === 'string' && token) return token
  console.warn(`[contract] login as ${account} refused: ${login.text.slice(0, 200)}`)
  return null
}

async function obtain(account: Account): Promise<string | null> {
  if (process.env.API_TOKEN && account === 'demo888') return process.env.API_TOKEN
  const profileAccount = backend.profile.accounts[ROLE_OF[account]]
  if (profileAccount) {
    const token = await loginWithPassword(
      profileAccount.account,
      profileAccount.password,
      profileAccount.siteId,
    )
    if (token) return token
  }
  // The in-process sandbox can open the session the way login does.
  const target = await getTarget()
  if (!target.database || !profileAccount?.id) return null
  const session = await createSession(target.database.db, {
    id: profileAccount.id,
    site_id: profileAccount.siteId,
  })
  return session.token
}

/**
 * A session token for an account of the target profile: logs in through the API (captcha + login),
 * falling back in the in-process sandbox to opening the session directly. Null when the target
 * cannot be logged into (no captcha hook or fixed answer, no API_TOKEN).
 * Sessions are shared per account unless `fresh` (for calls that end the session, like logout).
 */
export function loginAs(
  account: Account = 'demo888',
  options: { fresh?: boolean } = {},
): Promise<string | null> {
  if (options.fresh) return obtain(account)
  let token = tokens.get(account)
  if (!token) {
    token = obtain(account)
    tokens.set(account, token)
    // A login that failed (a timeout under load) is tried again by the next test.
    void token.then(
      (value) => value === null && tokens.delete(account),
      () => tokens.delete(account),
    )
  }
  return token
}
