import autocannon from 'autocannon'

export type ApiFigure = { operation: string; requestsPerSecond: number; p99Ms: number; non2xx: number }

async function run(url: string, body: unknown, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    connections: 32,
    duration: 8,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function login(baseUrl: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo888', password: 'lotus123', site_id: 1 }),
  })
  const body: unknown = await response.json()
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined
  if (typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string') return data.token
  return response.headers.get('authorization') ?? undefined
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
