import type { Middleware } from 'openapi-fetch'
import { isWebDebugOn, recordApiCall } from '../debug'
import { normaliseEnvelope } from './envelope'

/** When each call in flight went out, by openapi-fetch's call id. */
const started = new Map<string, number>()

async function envelopeCode(response: Response): Promise<number | null> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null
  try {
    const envelope = normaliseEnvelope(await response.clone().json())
    return envelope ? (envelope.ok ? null : envelope.code) : null
  } catch {
    return null
  }
}

function pathOf(request: Request): string {
  const url = new URL(request.url)
  return url.pathname + url.search
}

/** Lists the calls made while `?web_debug` is on in the debug panel; does nothing otherwise. */
export const callRecorder: Middleware = {
  onRequest({ id }) {
    if (isWebDebugOn()) started.set(id, Date.now())
  },
  async onResponse({ id, request, response }) {
    const at = started.get(id)
    if (at === undefined) return
    started.delete(id)
    const code = await envelopeCode(response)
    recordApiCall({
      at,
      method: request.method,
      path: pathOf(request),
      status: response.status,
      code,
      ok: response.ok && code === null,
      ms: Date.now() - at,
    })
  },
  onError({ id, request }) {
    const at = started.get(id)
    if (at === undefined) return
    started.delete(id)
    recordApiCall({
      at,
      method: request.method,
      path: pathOf(request),
      status: 0,
      code: null,
      ok: false,
      ms: Date.now() - at,
    })
  },
}
