import { Hono, type Context } from 'hono'
import { createHash } from 'node:crypto'
import type { Db } from '../db/types.ts'
import { gameArt, gameTypeIcon, isPosterKind, poster } from './artwork.ts'

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // The addresses are not fingerprinted: a week fresh, then served from cache while the ETag is
  // checked in the background (an unchanged picture answers 304, no body).
  'cache-control': 'public, max-age=604800, stale-while-revalidate=31536000',
  // SVGs are images: nothing in them may run or load.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
}

function svg(c: Context, body: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  const headers = { ...SVG_HEADERS, etag }
  const asked = c.req.header('if-none-match')
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
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

  app.all('*', () => notFound())
  return app
}
