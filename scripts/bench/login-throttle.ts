/** How the sandbox slows and then refuses repeated failed logins from one IP. */
export type LoginThrottleFigure = {
  attempts: { attempt: number; code: number; httpStatus: number; ms: number }[]
  /** First failed attempt answered noticeably slower than the first one (ms > 200). */
  slowedFrom: number | null
  /** First attempt refused with 429. */
  refusedFrom: number | null
}

type Json = Record<string, unknown>

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null
}

async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  ip: string,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
  const parsed: unknown = await response.json()
  return {
    status: response.status,
    body: isJson(parsed) ? parsed : {},
  }
}

async function captcha(baseUrl: string, ip: string): Promise<{ token: string; answer: string }> {
  const issued = await post(baseUrl, '/captcha', { type: 1, site_id: 1 }, ip)
  const data = issued.body.data
  const token = typeof data === 'object' && data !== null && 'token' in data ? String(data.token) : ''
  const peek: unknown = await (
    await fetch(`${baseUrl}/api/sandbox/captcha/${encodeURIComponent(token)}`)
  ).json()
  const peeked = isJson(peek) ? peek.data : undefined
  const answer =
    typeof peeked === 'object' && peeked !== null && 'answer' in peeked ? String(peeked.answer) : ''
  return { token, answer }
}

/** Wrong passwords for demo888 from one fresh IP, each with a valid captcha, until refused (at most 14). */
export async function benchLoginThrottle(baseUrl: string): Promise<LoginThrottleFigure> {
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`
  const attempts: LoginThrottleFigure['attempts'] = []
  for (let attempt = 1; attempt <= 14; attempt += 1) {
    // The captcha endpoint allows 5 per 2 s per IP.
    await new Promise((resolve) => setTimeout(resolve, 450))
    const { token, answer } = await captcha(baseUrl, ip)
    const started = performance.now()
    const login = await post(
      baseUrl,
      '/login',
      { account: 'demo888', password: 'wrong-password', site_id: 1, answer, captcha_token: token },
      ip,
    )
    attempts.push({
      attempt,
      code: typeof login.body.code === 'number' ? login.body.code : -1,
      httpStatus: login.status,
      ms: Math.round(performance.now() - started),
    })
    if (login.status === 429) break
  }
  const slowed = attempts.find((a) => a.ms > 200 && a.httpStatus !== 429)
  const refused = attempts.find((a) => a.httpStatus === 429)
  return { attempts, slowedFrom: slowed?.attempt ?? null, refusedFrom: refused?.attempt ?? null }
}
