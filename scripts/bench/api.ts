import autocannon from 'autocannon'

export type ApiFigure = { operation: string; requestsPerSecond: number; p99Ms: number; non2xx: number }

async function run(url: string, body: unknown, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    connections: 32,
    duration: 8,
    // The load comes from a thread of its own, so it does not share the server's event loop.
    workers: 1,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function postJson(url: string, body: unknown): Promise<{ response: Response; data: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const parsed: unknown = await response.json()
  return {
    response,
    data: typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : undefined,
  }
}

function field(value: unknown, name: string): string | undefined {
  return typeof value === 'object' && value !== null && name in value
    ? String(Reflect.get(value, name))
    : undefined
}

/** Logs demo888 in the way the site does: a captcha, its answer from the sandbox, then login. */
async function login(baseUrl: string): Promise<string | undefined> {
  const captcha = await postJson(`${baseUrl}/api/captcha`, { type: 1, site_id: 1 })
  const captchaToken = field(captcha.data, 'token') ?? ''
  const peek: unknown = await (
    await fetch(`${baseUrl}/api/sandbox/captcha/${encodeURIComponent(captchaToken)}`)
  ).json()
  const answer = field(
    field(peek, 'data') === undefined ? undefined : Reflect.get(Object(peek), 'data'),
    'answer',
  )
  const { response, data } = await postJson(`${baseUrl}/api/login`, {
    account: 'demo888',
    password: 'lotus123',
    site_id: 1,
    answer,
    captcha_token: captchaToken,
  })
  return field(data, 'token') ?? response.headers.get('authorization') ?? undefined
}

/** Throughput and p99 latency of the sandbox API on loopback. */
export async function benchApi(baseUrl: string): Promise<ApiFigure[]> {
  const figures: ApiFigure[] = []
  const gameList = await run(
    `${baseUrl}/api/v3/game_list`,
    { site_id: 1, currency: 'VND', support_device: 0, template: 'H5_1' },
    {},
  )
  figures.push({
    operation: 'POST /v3/game_list',
    requestsPerSecond: Math.round(gameList.requests.average),
    p99Ms: gameList.latency.p99,
    non2xx: gameList.non2xx,
  })
  const token = await login(baseUrl)
  if (token) {
    const myCash = await run(`${baseUrl}/api/member/profile/my_cash`, {}, { authorization: token })
    figures.push({
      operation: 'POST /member/profile/my_cash',
      requestsPerSecond: Math.round(myCash.requests.average),
      p99Ms: myCash.latency.p99,
      non2xx: myCash.non2xx,
    })
  }
  return figures
}
