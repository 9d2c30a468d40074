import createClient from 'openapi-fetch'
import { afterEach, describe, expect, it } from 'vitest'
import { recordedApiCalls, setWebDebug } from '../debug'
import type { paths } from '../../../openapi/lotus.gen'
import { callRecorder } from './call-recorder'

/** A client whose backend answers every call with `answer`, the recorder in place as in the app. */
function clientAnswering(answer: () => Response) {
  const client = createClient<paths>({ baseUrl: 'http://site.test/api', fetch: async () => answer() })
  client.use(callRecorder)
  return client
}

const envelope = (code: number) =>
  new Response(JSON.stringify({ code, message: code === 100 ? 'ok' : 'refused', data: null }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })

afterEach(() => setWebDebug(false))

describe('the API call recorder of ?web_debug', () => {
  it('records nothing while the debug panel is off', async () => {
    const before = recordedApiCalls()
    await clientAnswering(() => envelope(100)).POST('/arks/web/site/detail', { body: { site_id: 1 } })
    expect(recordedApiCalls()).toBe(before)
  })

  it('records each call newest first, with its status, §8 code and success', async () => {
    setWebDebug(true)
    await clientAnswering(() => envelope(100)).POST('/arks/web/site/detail', { body: { site_id: 1 } })
    await clientAnswering(() => envelope(619)).POST('/arks/web/member/withdraw/info', { body: {} })
    const [refused, ok] = recordedApiCalls()
    expect(refused).toMatchObject({
      method: 'POST',
      path: '/api/arks/web/member/withdraw/info',
      status: 200,
      code: 619,
      ok: false,
    })
    expect(ok).toMatchObject({ path: '/api/arks/web/site/detail', status: 200, code: null, ok: true })
    expect(ok?.ms).toBeGreaterThanOrEqual(0)
  })

  it('records a call that got no answer as failed', async () => {
    setWebDebug(true)
    const client = createClient<paths>({
      baseUrl: 'http://site.test/api',
      fetch: async () => {
        throw new TypeError('network down')
      },
    })
    client.use(callRecorder)
    await expect(client.POST('/arks/web/site/detail', { body: { site_id: 1 } })).rejects.toThrow(
      'network down',
    )
    expect(recordedApiCalls()[0]).toMatchObject({ path: '/api/arks/web/site/detail', status: 0, ok: false })
  })

  it('keeps the last 30 calls', async () => {
    setWebDebug(true)
    const client = clientAnswering(() => envelope(100))
    for (let i = 0; i < 35; i++) await client.POST('/arks/web/site/detail', { body: { site_id: 1 } })
    expect(recordedApiCalls()).toHaveLength(30)
  })
})
