// @vitest-environment node
import { allSettled, createWatch, fork, type Scope } from 'effector'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../../server/app.ts'
import { openDatabase, type OpenedDatabase } from '../../../server/db/index.ts'

/** The model against the in-process sandbox: the client's fetch is the sandbox app's. */
// The client's base must be absolute outside a browser; set before the model (and its config) loads.
vi.stubEnv('VITE_API_BASE', 'http://localhost/api')
/** The token travels through localStorage (spec §3); Node has none, so a plain in-memory one stands in. */
const memory = new Map<string, string>()
vi.stubGlobal('localStorage', {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
  clear: () => memory.clear(),
})
const { $logoutConfirmOpen, gamePlayingChanged, loggedOut, logoutRequested } = await import('./model')
const { $captchas, captchaRequested } = await import('./captcha')
const { $doubleValidation, doubleValidationSubmitted } = await import('./double-validation')
const { $loginError, loginSubmitted } = await import('./login')
const { $isLoggedIn, $member, $session, $token, memberRefreshRequested } = await import('@/modules/session')
const { bindApiToScope } = await import('@/platform/api')
const { navigateFx } = await import('@/platform/router')
// The end of a session is wired in its own file, loaded with the module.
await import('./session-end')
let database: OpenedDatabase
let app: { fetch: (request: Request) => Response | Promise<Response> }

beforeAll(async () => {
  database = await openDatabase()
  app = createApp({ db: database.db, config: { log: () => undefined } }).app
  vi.stubGlobal('fetch', (input: Request) => app.fetch(input))
}, 60_000)
afterAll(async () => {
  vi.unstubAllGlobals()
  await database.close()
})

/** A scope the API client serves, as the app's is: its calls carry the scope's session token. */
function appScope(scope: Scope = fork()): Scope {
  bindApiToScope(scope, $token)
  return scope
}

async function captchaAnswer(scope: Scope): Promise<{ token: string; answer: string }> {
  await allSettled(captchaRequested, { scope, params: 1 })
  const token = scope.getState($captchas)[1]?.token ?? ''
  const peek = await app.fetch(new Request(`http://localhost/api/sandbox/captcha/${token}`))
  const body: { data: { answer: string } } = await peek.json()
  return { token, answer: body.data.answer }
}

async function logIn(scope: Scope, account: string, password = 'lotus123') {
  const { token, answer } = await captchaAnswer(scope)
  await allSettled(loginSubmitted, { scope, params: { account, password, answer, captcha_token: token } })
}

describe('auth model in a forked scope', () => {
  it('logs in, loads the member layout, then logs out back to /', async () => {
    const navigated: unknown[] = []
    const scope = appScope(
      fork({ handlers: [[navigateFx, (target: unknown) => void navigated.push(target)]] }),
    )
    await logIn(scope, 'demo888')
    expect(scope.getState($isLoggedIn)).toBe(true)
    expect(scope.getState($session)?.member_account).toBe('demo888')
    expect(scope.getState($member)?.member_currency).toBe('VND')
    expect(memory.get('token')).toBeDefined()

    const ended = vi.fn()
    const unwatch = createWatch({ unit: loggedOut, scope, fn: ended })
    await allSettled(logoutRequested, { scope })
    unwatch()
    expect(scope.getState($session)).toBeNull()
    expect(ended).toHaveBeenCalledWith({ reason: 'user' })
    expect(navigated).toEqual([{ to: '/', replace: true }])
    expect(memory.has('token')).toBe(false)
  }, 30_000)

  it('a wrong password leaves the guest with code 101', async () => {
    const scope = appScope()
    await logIn(scope, 'demo888', 'wrong999')
    expect(scope.getState($isLoggedIn)).toBe(false)
    expect(scope.getState($loginError)?.code).toBe(101)
  }, 30_000)

  it('double validation: a question, then the right answer starts the session', async () => {
    const scope = appScope()
    await logIn(scope, 'verify01')
    const challenge = scope.getState($doubleValidation)
    expect(challenge).not.toBeNull()
    expect(scope.getState($isLoggedIn)).toBe(false)
    const answers: Record<string, string> = {
      member_name: 'Trần Thị Lan',
      member_phone: '0966000001',
      member_email: 'verify01@lotus.test',
      identity_id: '079201000001',
      withdraw_password: '1234',
    }
    const { token, answer } = await captchaAnswer(scope)
    await allSettled(doubleValidationSubmitted, {
      scope,
      params: {
        answer: answers[challenge?.question ?? 'member_name'] ?? '',
        captcha_answer: answer,
        captcha_token: token,
      },
    })
    expect(scope.getState($doubleValidation)).toBeNull()
    expect(scope.getState($session)?.member_account).toBe('verify01')
  }, 30_000)

  it('logging out while a game runs asks first', async () => {
    const scope = appScope()
    await logIn(scope, 'player01')
    await allSettled(gamePlayingChanged, { scope, params: true })
    await allSettled(logoutRequested, { scope })
    expect(scope.getState($logoutConfirmOpen)).toBe(true)
    expect(scope.getState($isLoggedIn)).toBe(true)
  }, 30_000)

  it('a token the backend renews is the one the session keeps and the next calls carry', async () => {
    const scope = appScope()
    await logIn(scope, 'player01')
    const first = scope.getState($session)?.token
    // The member layout renews a session's token once it is older than ten minutes.
    await database.db.query("UPDATE sessions SET created_at = now() - interval '11 minutes'")
    await allSettled(memberRefreshRequested, { scope })
    const renewed = scope.getState($session)?.token
    expect(renewed).toBeDefined()
    expect(renewed).not.toBe(first)
    expect(memory.get('token')).toBe(JSON.stringify(renewed))
    const calls: (string | null)[] = []
    vi.stubGlobal('fetch', (input: Request) => {
      calls.push(input.headers.get('authorization'))
      return app.fetch(input)
    })
    await allSettled(memberRefreshRequested, { scope })
    expect(calls).toEqual([renewed])
    expect(scope.getState($member)?.member_account).toBe('player01')
  }, 30_000)
})
