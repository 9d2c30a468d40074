import { createSession } from '../../../server/auth/sessions.ts'
import { call } from './client.ts'
import { getTarget } from './target.ts'

/** Seed accounts (server/db/seed/members.ts); every one logs in with `lotus123`. */
export const ACCOUNTS = {
  demo888: { id: 1, site_id: 1 },
  player01: { id: 2, site_id: 1 },
  agent001: { id: 3, site_id: 1 },
  global01: { id: 9, site_id: 3 },
  profile01: { id: 10, site_id: 1 },
  profile02: { id: 11, site_id: 1 },
  nopin01: { id: 12, site_id: 1 },
  nopin02: { id: 13, site_id: 1 },
}
export type Account = keyof typeof ACCOUNTS

const tokens = new Map<Account, Promise<string | null>>()

function dataField(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? new Map(Object.entries(data)).get(name) : undefined
}

/** The answer of a login captcha: the sandbox tells it (peekSandboxCaptcha); another backend needs CONTRACT_CAPTCHA_ANSWER. */
async function captchaAnswer(token: string): Promise<string | null> {
  const target = await getTarget()
  if (target.kind === 'remote') return process.env.CONTRACT_CAPTCHA_ANSWER ?? null
  const peek = await call('peekSandboxCaptcha', { params: { token } })
  const answer = dataField(peek.data, 'answer')
  return peek.code === 100 && typeof answer === 'string' ? answer : null
}

async function loginThroughApi(account: Account): Promise<string | null> {
  const captcha = await call('getCaptcha', { body: { type: 1, site_id: ACCOUNTS[account].site_id } })
  const captchaToken = dataField(captcha.data, 'token')
  if (captcha.code !== 100 || typeof captchaToken !== 'string') return null
  const answer = await captchaAnswer(captchaToken)
  if (!answer) return null
  const login = await call('login', {
    body: {
      account,
      password: 'lotus123',
      site_id: ACCOUNTS[account].site_id,
      answer,
      captcha_token: captchaToken,
    },
  })
  const token = dataField(login.data, 'token') ?? login.headers.get('authorization')
  return login.code === 100 && typeof token === 'string' && token ? token : null
}

async function obtain(account: Account): Promise<string | null> {
  if (process.env.API_TOKEN && account === 'demo888') return process.env.API_TOKEN
  const token = await loginThroughApi(account)
  if (token) return token
  // Until login is implemented in the sandbox, open the session the way login will.
  const target = await getTarget()
  if (!target.database) return null
  const session = await createSession(target.database.db, ACCOUNTS[account])
  return session.token
}

/**
 * A session token for a seed account: logs in through the API (captcha + login), falling back in the
 * in-process sandbox to opening the session directly. Null against another backend without API_TOKEN.
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
  }
  return token
}
