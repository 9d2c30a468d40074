/** What every backend must do outside single operations: unknown paths, no stack traces. */
import { describe, expect, test } from 'vitest'
import { getTarget } from './support/target.ts'

async function raw(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; text: string }> {
  const target = await getTarget()
  const response = await target.fetch(path, init)
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, body, text }
}

describe('protocol', () => {
  test('an unknown /api path answers the 404 envelope', async () => {
    const result = await raw('/no/such/path', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(result.status).toBe(404)
    expect(result.body).toMatchObject({ code: 404, data: null })
  })

  test('oversized and broken bodies answer 400, never 500', async () => {
    const huge = JSON.stringify({ site_id: 1, padding: 'x'.repeat(400_000) })
    for (const body of [huge, '\u0000\u0001', '{"site_id":']) {
      const result = await raw('/arks/web/site/detail', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(result.status, result.text.slice(0, 200)).toBe(400)
      expect(result.text).not.toMatch(/\n\s+at /)
    }
  })

  test('an unsupported lang header is refused with 400 naming lang', async () => {
    const result = await raw('/arks/web/site/detail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'xx_XX' },
      body: '{"site_id":1}',
    })
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.body)).toContain('lang')
  })
})
