import { Hono, type Context } from 'hono'
import { createHash } from 'node:crypto'
import type { Db } from '../db/types.ts'
import { gameArt, gameTypeIcon, isPosterKind, poster } from './artwork.ts'
import { isPictureWidth, PictureBusyError, PictureRenderer, pictureEtag } from './picture.ts'
import { STATIC_PREFIX } from './urls.ts'

const IMAGE_HEADERS = {
  // The addresses are not fingerprinted: a week fresh, then served from cache while the ETag is
  // checked in the background (an unchanged picture answers 304, no body).
  'cache-control': 'public, max-age=604800, stale-while-revalidate=31536000',
  // SVGs are images: nothing in them may run or load.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
}

/** The client already holds the picture of this ETag (`If-None-Match`). */
function heldByClient(c: Context, etag: string): boolean {
  const asked = c.req.header('if-none-match')
  return asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false
}

/** `body` may be null only when the client holds the picture: it then answers 304. */
function image(
  c: Context,
  body: string | Uint8Array<ArrayBuffer> | null,
  contentType: string,
  etag: string,
): Response {
  const headers = { ...IMAGE_HEADERS, 'content-type': contentType, etag }
  if (body === null || heldByClient(c, etag)) return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}

function svg(c: Context, body: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  return image(c, body, 'image/svg+xml; charset=utf-8', etag)
}

function plain(status: 400 | 404 | 503, text: string): Response {
  const headers = {
    'content-type': 'text/plain; charset=utf-8',
    ...(status === 503 ? { 'retry-after': '1' } : {}),
  }
  return new Response(text, { status, headers })
}

function notFound(): Response {
  return plain(404, 'Not found')
}

/** `src` of a picture: one of this server's own generated images, as a path under /api/static. */
function pictureSource(src: string | undefined): string | null {
  if (!src?.startsWith(`${STATIC_PREFIX}/`)) return null
  const url = new URL(src, 'http://picture.invalid')
  const own = url.origin === 'http://picture.invalid' && url.pathname.startsWith(`${STATIC_PREFIX}/`)
  if (!own || !url.pathname.endsWith('.svg')) return null
  return `${url.pathname.slice(STATIC_PREFIX.length)}${url.search}`
}

/** Generated images under /api/static (outside the contract): games, game types, posters. */
export function staticRoutes(db: Db): Hono {
  const app = new Hono()

  app.get('/game/:file', async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'))
    if (!match) return notFound()
    const result = await db.query<{ id: number; name: string; provider: string }>(
      `SELECT g.id, g.names->>'en_US' AS name, p.code AS provider
         FROM games g JOIN providers p ON p.id = g.provider_id WHERE g.id = $1 AND g.has_image`,
      [Number(match[1])],
    )
    const game = result.rows[0]
    return game ? svg(c, gameArt(game)) : notFound()
  })

  app.get('/game-type/:file', (c) => {
    const match = /^(\d)(-active)?\.svg$/.exec(c.req.param('file'))
    const icon = match ? gameTypeIcon(Number(match[1]), match[2] !== undefined) : null
    return icon ? svg(c, icon) : notFound()
  })

  app.get('/provider/:file', (c) => {
    const match = /^(GP[A-Z0-9]{2})(-dark)?\.svg$/.exec(c.req.param('file'))
    return match?.[1]
      ? svg(c, poster('provider', `${match[1]}${match[2] ?? ''}`, match[1].slice(2)))
      : notFound()
  })

  app.get('/art/:kind/:file', (c) => {
    const kind = c.req.param('kind')
    const match = /^([A-Za-z0-9_-]{1,60})\.svg$/.exec(c.req.param('file'))
    if (!isPosterKind(kind) || !match?.[1]) return notFound()
    return svg(c, poster(kind, match[1], c.req.query('t') ?? 'Lotus'))
  })

  const renderer = new PictureRenderer()
  /** `?src=/api/static/…svg&w=480`: that picture as WebP, `w` pixels wide (a multiple of 16, at most 1920). */
  app.get('/picture', async (c) => {
    const width = Number(c.req.query('w'))
    const source = pictureSource(c.req.query('src'))
    if (!isPictureWidth(width) || !source) return plain(400, 'Bad picture request')
    const original = await app.request(source)
    if (!original.ok || !original.headers.get('content-type')?.startsWith('image/svg+xml')) return notFound()
    const svgText = await original.text()
    const etag = pictureEtag(svgText, width)
    // A revalidation of a picture the client holds is answered without drawing it.
    if (heldByClient(c, etag)) return image(c, null, 'image/webp', etag)
    try {
      return image(c, await renderer.render(svgText, width, etag), 'image/webp', etag)
    } catch (error) {
      if (error instanceof PictureBusyError) return plain(503, 'Busy')
      throw error
    }
  })

  app.all('*', () => notFound())
  return app
}
