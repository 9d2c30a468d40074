/** The sandbox's own machinery: 500 and 501 answers, response checking, generated images, the one-port server. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { createApp } from '../../server/app.ts'
import { contentSecurityPolicy, htmlSecurityHeaders } from '../../server/http/security-headers.ts'
import { spaHandler } from '../../server/http/spa.ts'
import { precompressFiles } from '../../scripts/vite-precompress.ts'
import { asVisitor } from '../../server/http/ssr.ts'
import type { RawHandler } from '../../server/operations/context.ts'
import { handlers } from '../../server/operations/index.ts'
import { contract, getTarget, requires } from './support/target.ts'

async function appWith(handler: RawHandler) {
  const target = await getTarget()
  if (!target.database) throw new Error('sandbox only')
  const logged: string[] = []
  const { app } = createApp({
    db: target.database.db,
    contract,
    handlers: new Map([['getSiteDetail', handler]]),
    config: { mode: 'test', validateResponses: true, log: (line) => logged.push(line) },
  })
  const post = async () => {
    const response = await app.fetch(
      new Request('http://localhost/api/arks/web/site/detail', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"site_id":1}',
      }),
    )
    return { status: response.status, text: await response.text() }
  }
  return { post, logged }
}

describe('sandbox app', requires('in-process'), () => {
  test('a failing handler answers 500 "Internal error" without a stack trace, and logs it', async () => {
    const { post, logged } = await appWith(async () => {
      throw new Error('boom')
    })
    const result = await post()
    expect(result.status).toBe(500)
    expect(JSON.parse(result.text)).toEqual({ code: 500, message: 'Internal error', data: null })
    expect(logged.join('\n')).toContain('boom')
  })

  test('in test mode an answer that breaks the contract is a loud 500', async () => {
    const { post, logged } = await appWith(async () => ({ site_id: 'one' }))
    const result = await post()
    expect(result.status).toBe(500)
    expect(result.text).toContain('Contract violation in the getSiteDetail response')
    expect(logged.join('\n')).toContain('Contract violation')
  })

  test('an operation without a handler answers 501 naming it', async () => {
    const target = await getTarget()
    if (!target.database) throw new Error('sandbox only')
    const { app } = createApp({
      db: target.database.db,
      contract,
      handlers: new Map(),
      config: { log: () => undefined },
    })
    const response = await app.fetch(
      new Request('http://localhost/api/web/logo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"site_id":1}',
      }),
    )
    expect(response.status).toBe(501)
    expect(await response.json()).toEqual({
      code: 501,
      message: 'Not implemented in the sandbox: listLogos',
      data: null,
    })
  })

  test("a page's render asks the API as its visitor would: the site detail names the page's host", async () => {
    const target = await getTarget()
    if (!target.database) throw new Error('sandbox only')
    const { app } = createApp({ db: target.database.db, contract, config: { mode: 'test' } })
    const siteDetail = async (request: Request) => {
      const response = await app.fetch(request)
      const body: unknown = await response.json()
      return JSON.stringify(body)
    }
    const call = () =>
      new Request('http://localhost/api/arks/web/site/detail', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"site_id":1}',
      })
    const page = new Request('http://play.example:8080/gameHall/3', {
      headers: { host: 'play.example:8080' },
    })
    const browser = new Request('http://play.example:8080/api/arks/web/site/detail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'play.example:8080' },
      body: '{"site_id":1}',
    })
    const rendered = await siteDetail(asVisitor(call(), page))
    expect(rendered).toContain('"realtime_host":"play.example:8080"')
    expect(rendered).toBe(await siteDetail(browser))
  })

  test('every registered handler names an operation of the contract', () => {
    const unknown = [...handlers.keys()].filter((operationId) => !contract.byId.has(operationId))
    expect(unknown).toEqual([])
  })

  test('generated images: game artwork, game type icons, posters; games without image are 404', async () => {
    const target = await getTarget()
    const withImage = await target.database?.db.query<{ id: number }>(
      'SELECT id FROM games WHERE has_image LIMIT 1',
    )
    const without = await target.database?.db.query<{ id: number }>(
      'SELECT id FROM games WHERE NOT has_image LIMIT 1',
    )
    const game = await target.fetch(`/static/game/${withImage?.rows[0]?.id}.svg`, {})
    expect(game.headers.get('content-type')).toContain('image/svg+xml')
    expect(await game.text()).toContain('<svg')
    expect((await target.fetch(`/static/game/${without?.rows[0]?.id}.svg`, {})).status).toBe(404)
    expect((await target.fetch('/static/game-type/2-active.svg', {})).status).toBe(200)
    const poster = await target.fetch('/static/art/banner/1.svg?t=%3Cscript%3E', {})
    expect(await poster.text()).not.toContain('<script>')
  })

  test("a picture is drawn as WebP at the width asked for, from this server's own images only", async () => {
    const target = await getTarget()
    const game = await target.database?.db.query<{ id: number }>(
      'SELECT id FROM games WHERE has_image LIMIT 1',
    )
    const src = encodeURIComponent(`/api/static/game/${game?.rows[0]?.id}.svg`)
    const picture = await target.fetch(`/static/picture?src=${src}&w=240`, {})
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/webp')
    expect(picture.headers.get('cache-control')).toMatch(/max-age=604800/)
    const drawn = await sharp(new Uint8Array(await picture.arrayBuffer())).metadata()
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['webp', 240, 240])
    const banner = await target.fetch(
      `/static/picture?src=${encodeURIComponent('/api/static/art/banner/1.svg?t=Lotus')}&w=640`,
      {},
    )
    const wide = await sharp(new Uint8Array(await banner.arrayBuffer())).metadata()
    expect([wide.width, wide.height]).toEqual([640, Math.round((640 * 500) / 1920)])

    const etag = picture.headers.get('etag') ?? ''
    const again = await target.fetch(`/static/picture?src=${src}&w=240`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    const otherWidth = await target.fetch(`/static/picture?src=${src}&w=480`, {
      headers: { 'if-none-match': etag },
    })
    expect(otherWidth.status).toBe(200)

    for (const width of ['0', '250', '1936', 'x', '']) {
      expect((await target.fetch(`/static/picture?src=${src}&w=${width}`, {})).status, width).toBe(400)
    }
    for (const outside of [
      '/api/arks/web/site/detail',
      'https://example.com/api/static/game/1.svg',
      '//example.com/api/static/game/1.svg',
      '/api/static/../arks/web/site/detail.svg',
      `/api/static/picture?src=${src}&w=240`,
    ]) {
      const answer = await target.fetch(`/static/picture?src=${encodeURIComponent(outside)}&w=240`, {})
      expect([400, 404], outside).toContain(answer.status)
      expect(answer.headers.get('content-type'), outside).not.toBe('image/webp')
    }
    expect(
      (
        await target.fetch(
          `/static/picture?src=${encodeURIComponent('/api/static/game/999999.svg')}&w=240`,
          {},
        )
      ).status,
    ).toBe(404)
  })

  test('pictures are cached for a week and revalidated by their ETag', async () => {
    const target = await getTarget()
    const first = await target.fetch('/static/art/banner/1.svg?t=Lotus', {})
    expect(first.headers.get('cache-control')).toMatch(/max-age=604800/)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await target.fetch('/static/art/banner/1.svg?t=Lotus', {
      headers: { 'if-none-match': etag ?? '' },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = await target.fetch('/static/art/banner/1.svg?t=Other', {
      headers: { 'if-none-match': etag ?? '' },
    })
    expect(other.status).toBe(200)
    expect(other.headers.get('etag')).not.toBe(etag)
  })
})

describe('one-port server', () => {
  test('the CSP closes objects, base URIs and framing, and allows the configured sources', () => {
    const csp = contentSecurityPolicy({
      frameAncestors: ["'self'"],
      frameSrc: ['https://games.provider.test'],
      ablyEndpoint: 'realtime.ably.test',
    })
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("img-src 'self' data: https:")
    expect(csp).toContain("frame-src 'self' https://games.provider.test")
    expect(csp).toContain("connect-src 'self' https://realtime.ably.test wss://realtime.ably.test")
  })

  test('serves the SPA with cache rules, security headers and the index fallback', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'lotus-dist-'))
    try {
      await mkdir(join(dist, 'assets'))
      await mkdir(join(dist, 'builds'))
      await writeFile(join(dist, 'index.html'), '<!doctype html><title>Lotus</title>')
      await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)')
      await writeFile(join(dist, 'builds', 'latest.json'), '{"id":"x"}')
      const root = new Hono()
      root.all('*', spaHandler(`${dist}/`, htmlSecurityHeaders({ frameAncestors: ["'self'"], frameSrc: [] })))
      const page = await root.request('/discount/2')
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('no-cache')
      expect(page.headers.get('content-security-policy')).toContain("object-src 'none'")
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(page.headers.get('x-content-type-options')).toBe('nosniff')
      const asset = await root.request('/assets/main-abc123.js')
      expect(asset.headers.get('cache-control')).toContain('immutable')
      expect((await root.request('/builds/latest.json')).headers.get('cache-control')).toBe('no-cache')
      expect((await root.request('/assets/missing.js')).status).toBe(404)
      expect((await root.request('/../../etc/passwd')).status).not.toBe(500)
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  })

  test('sends the build’s Brotli or gzip copy of a hashed asset to a browser that takes it', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'lotus-dist-'))
    try {
      await mkdir(join(dist, 'assets'))
      const script = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `game ${i}`))}\n`
      await writeFile(join(dist, 'assets', 'games-abc123.js'), script)
      await writeFile(join(dist, 'assets', 'tiny-abc123.js'), 'export {}\n')
      await precompressFiles(dist, ['assets/games-abc123.js', 'assets/tiny-abc123.js'])
      const root = new Hono()
      root.all('*', spaHandler(`${dist}/`, htmlSecurityHeaders({ frameAncestors: ["'self'"], frameSrc: [] })))
      const fetchWith = (acceptEncoding: string | null) =>
        root.request('/assets/games-abc123.js', {
          headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding },
        })

      const br = await fetchWith('gzip, deflate, br, zstd')
      expect(br.headers.get('content-encoding')).toBe('br')
      expect(br.headers.get('vary')).toBe('Accept-Encoding')
      expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      const brBytes = Buffer.from(await br.arrayBuffer())
      expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength)
      expect(brBytes.byteLength).toBeLessThan(script.length / 4)
      expect(brotliDecompressSync(brBytes).toString()).toBe(script)

      for (const header of ['gzip', 'br;q=0, gzip;q=0.5', '*;q=0.1, br;q=0']) {
        const gz = await fetchWith(header)
        expect(gz.headers.get('content-encoding')).toBe('gzip')
        expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)
      }
      for (const header of [null, 'identity', 'br;q=0, gzip;q=0']) {
        const plain = await fetchWith(header)
        expect(plain.headers.get('content-encoding')).toBeNull()
        expect(plain.headers.get('vary')).toBe('Accept-Encoding')
        expect(await plain.text()).toBe(script)
      }
      const head = await root.request('/assets/games-abc123.js', {
        method: 'HEAD',
        headers: { 'accept-encoding': 'br' },
      })
      expect(head.headers.get('content-encoding')).toBe('br')
      expect(head.headers.get('content-length')).toBe(String(brBytes.byteLength))

      // Under a packet, nothing is written and the file goes as it is.
      const tiny = await root.request('/assets/tiny-abc123.js', { headers: { 'accept-encoding': 'br' } })
      expect(tiny.headers.get('content-encoding')).toBeNull()
      expect(await tiny.text()).toBe('export {}\n')
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  })
})
