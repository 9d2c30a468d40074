import { clientError } from './errors'

export const REQUEST_TIMEOUT_MS = 30_000
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/** Spec §7: calls whose newer request replaces (aborts) the one still in flight. */
export const CANCELABLE_PATHS: readonly string[] = [
  '/arks/web/member/letter',
  '/arks/web/activity/red_envelope_promotion',
  '/arks/web/bulletin/member',
  '/member/profile/common/layout',
  '/member/profile/my_cash',
]

export type TransportOptions = {
  /** The prefix every call carries (spec §7: `/api`). */
  basePath: string
  fetch?: (request: Request) => Promise<Response>
  getToken: () => string | undefined
  setToken: (token: string) => void
  getLang: () => string
  onSessionExpired: () => void
  timeoutMs?: number
  retryDelayMs?: number
  newIdempotencyKey?: () => string
}

export type Transport = ((request: Request) => Promise<Response>) & {
  /** Aborts every call in flight (logout, 401). */
  abortAll: () => void
}

function randomKey(): string {
  return globalThis.crypto.randomUUID()
}

function pathOf(url: string, basePath: string): string {
  const { pathname } = new URL(url, 'http://localhost')
  return pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname
}

/**
 * The one HTTP transport under the generated client: headers, Idempotency-Key, timeout, the retry
 * policy, cancel-previous and 401 handling of spec §7 and §8.
 */
export function createTransport(options: TransportOptions): Transport {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const retryDelayMs = options.retryDelayMs ?? 300
  const newKey = options.newIdempotencyKey ?? randomKey
  const inFlight = new Set<AbortController>()
  const latestByPath = new Map<string, AbortController>()

  async function attempt(url: string, init: RequestInit, controller: AbortController): Promise<Response> {
    const timer = setTimeout(() => controller.abort('timeout'), timeoutMs)
    try {
      const response = await send(new Request(url, { ...init, signal: controller.signal }))
      // A transport that ignores the signal must still not deliver an aborted call.
      if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError')
      return response
    } catch (error) {
      if (controller.signal.aborted) {
        throw clientError(controller.signal.reason === 'timeout' ? 'timeout' : 'cancelled', error)
      }
      throw clientError(error instanceof TypeError ? 'network' : 'unknown', error)
    } finally {
      clearTimeout(timer)
    }
  }

  const transport = async (input: Request): Promise<Response> => {
    const headers = new Headers(input.headers)
    headers.set('lang', options.getLang())
    const token = options.getToken()
    if (token) headers.set('authorization', token)
    const method = input.method.toUpperCase()
    if (method === 'POST' && !headers.has('Idempotency-Key')) headers.set('Idempotency-Key', newKey())
    const body = method === 'GET' || method === 'HEAD' ? undefined : await input.arrayBuffer()
    const init: RequestInit = { method, headers, body, credentials: input.credentials }

    const path = pathOf(input.url, options.basePath)
    const cancelable = CANCELABLE_PATHS.includes(path)
    const controller = new AbortController()
    if (input.signal.aborted) controller.abort('cancelled')
    input.signal.addEventListener('abort', () => controller.abort('cancelled'), { once: true })
    if (cancelable) {
      latestByPath.get(path)?.abort('cancelled')
      latestByPath.set(path, controller)
    }
    inFlight.add(controller)
    try {
      let response = await attempt(input.url, init, controller)
      const retriable = !IDEMPOTENT_METHODS.has(method) && RETRY_STATUSES.has(response.status)
      if (retriable) {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs))
        if (controller.signal.aborted) throw clientError('cancelled')
        // Same Idempotency-Key: the server answers the retry from its stored result if the first one landed.
        response = await attempt(input.url, init, controller)
      }
      const refreshed = response.headers.get('authorization')
      if (refreshed && refreshed !== token) options.setToken(refreshed)
      if (response.status === 401) {
        inFlight.delete(controller)
        transport.abortAll()
        options.onSessionExpired()
      }
      return response
    } finally {
      inFlight.delete(controller)
      if (latestByPath.get(path) === controller) latestByPath.delete(path)
    }
  }
  transport.abortAll = () => {
    for (const c of inFlight) c.abort('cancelled')
    inFlight.clear()
  }
  return transport
}
