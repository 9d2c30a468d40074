import { describe, expect, it, vi } from 'vitest'
import { createTransport, RETRY_STATUSES, type TransportOptions } from './transport'

type Seen = {
  method: string
  path: string
  key: string | null
  lang: string | null
  auth: string | null
  body: string
}

function harness(
  respond: (seen: Seen, n: number) => Response | Promise<Response>,
  extra: Partial<TransportOptions> = {},
) {
  const seen: Seen[] = []
  const expired = vi.fn()
  let token: string | undefined = 'tok-1'
  const transport = createTransport({
    basePath: '/api',
    retryDelayMs: 0,
    getToken: () => token,
    setToken: (t) => {
      token = t
    },
    getLang: () => 'vi_VN',
    onSessionExpired: expired,
    fetch: async (request) => {
      const s: Seen = {
        method: request.method,
        path: new URL(request.url).pathname,
        key: request.headers.get('Idempotency-Key'),
        lang: request.headers.get('lang'),
        auth: request.headers.get('authorization'),
        body: await request.text(),
      }
      seen.push(s)
      return respond(s, seen.length)
    },
    ...extra,
  })
  return { transport, seen, expired, token: () => token }
}

const post = (path: string, body = '{"a":1}') =>
  new Request(`http://localhost/api${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  })
const json = (status: number, body: unknown = { code: 100, message: '', data: null }) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('transport: retry policy of spec §7', () => {
  const statuses = [200, 400, 401, 403, 404, 408, 409, 422, 425, 429, 500, 501, 502, 503, 504]
  for (const status of statuses) {
    const retried = RETRY_STATUSES.has(status)
    it(`POST answered ${status} is ${retried ? 'retried once' : 'not retried'}`, async () => {
      const h = harness(() => json(status))
      const response = await h.transport(post('/web/logo'))
      expect(response.status).toBe(status)
      expect(h.seen).toHaveLength(retried ? 2 : 1)
    })
    it(`GET (idempotent) answered ${status} is never retried`, async () => {
      const h = harness(() => json(status))
      await h.transport(new Request('http://localhost/api/clientCaptcha'))
      expect(h.seen).toHaveLength(1)
    })
  }

  it('a retry reuses the Idempotency-Key and the body so it cannot double anything', async () => {
    const h = harness((_, n) => json(n === 1 ? 503 : 200))
    const response = await h.transport(post('/member/deposit', '{"amount":100}'))
    expect(response.status).toBe(200)
    expect(h.seen).toHaveLength(2)
    expect(h.seen[0]?.key).toMatch(/.{8,}/)
    expect(h.seen[1]?.key).toBe(h.seen[0]?.key)
    expect(h.seen[1]?.body).toBe('{"amount":100}')
  })

  it('retries at most once', async () => {
    const h = harness(() => json(502))
    expect((await h.transport(post('/x'))).status).toBe(502)
    expect(h.seen).toHaveLength(2)
  })

  it('every POST gets its own key; a caller-provided key is kept', async () => {
    const h = harness(() => json(200))
    await h.transport(post('/a'))
    await h.transport(post('/a'))
    await h.transport(
      new Request('http://localhost/api/a', {
        method: 'POST',
        body: '{}',
        headers: { 'Idempotency-Key': 'mine-123456' },
      }),
    )
    expect(h.seen[0]?.key).not.toBe(h.seen[1]?.key)
    expect(h.seen[2]?.key).toBe('mine-123456')
  })
})

describe('transport: headers and session', () => {
  it('sends lang and the stored token as authorization', async () => {
    const h = harness(() => json(200))
    await h.transport(post('/member/profile'))
    expect(h.seen[0]).toMatchObject({ lang: 'vi_VN', auth: 'tok-1' })
  })

  it('stores a returned authorization header', async () => {
    const h = harness(() => new Response('{}', { status: 200, headers: { authorization: 'tok-2' } }))
    await h.transport(post('/login'))
    expect(h.token()).toBe('tok-2')
  })

  it('a 401 aborts the other pending calls and raises sessionExpired', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    const h = harness(async (s) => {
      if (s.path === '/api/slow') {
        await gate
        return json(200)
      }
      return json(401, { code: 401, message: 'expired', data: null })
    })
    const slow = h.transport(post('/slow'))
    const unauthorized = await h.transport(post('/member/profile'))
    expect(unauthorized.status).toBe(401)
    expect(h.expired).toHaveBeenCalledTimes(1)
    release()
    await expect(slow).rejects.toMatchObject({ kind: 'cancelled' })
  })
})

describe('transport: timeout and cancel-previous', () => {
  it('times out after the configured time with the timeout error', async () => {
    const h = harness((_, __) => new Promise<Response>(() => {}), {
      timeoutMs: 20,
      fetch: (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    })
    await expect(h.transport(post('/web/logo'))).rejects.toMatchObject({ kind: 'timeout', code: 0 })
  })

  it('uses 30 000 ms by default', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('./transport')
    expect(REQUEST_TIMEOUT_MS).toBe(30_000)
  })

  it('a cancelable call aborts its previous in-flight call; other paths are untouched', async () => {
    const pending = (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        setTimeout(() => resolve(json(200)), 30)
      })
    const h = harness(() => json(200), { fetch: pending })
    const first = h.transport(post('/arks/web/member/letter'))
    const other = h.transport(post('/web/logo'))
    const second = h.transport(post('/arks/web/member/letter'))
    await expect(first).rejects.toMatchObject({ kind: 'cancelled' })
    await expect(second).resolves.toMatchObject({ status: 200 })
    await expect(other).resolves.toMatchObject({ status: 200 })
  })

  it('network failures become the network error', async () => {
    const h = harness(() => json(200), { fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(h.transport(post('/web/logo'))).rejects.toMatchObject({ kind: 'network' })
  })
})
