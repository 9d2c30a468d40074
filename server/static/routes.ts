import { Hono } from 'hono'
import type { Db } from '../db/types.ts'
import { gameArt, gameTypeIcon, isPosterKind, poster } from './artwork.ts'

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  // SVGs are images: nothing in them may run or load.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
}

function svg(body: string): Response {
  return new Response(body, { headers: SVG_HEADERS })
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
    return game ? svg(gameArt(game)) : notFound()
  })

  app.get('/game-type/:file', (c) => {
    const match = /^(\d)(-active)?\.svg$/.exec(c.req.param('file'))
    const icon = match ? gameTypeIcon(Number(match[1]), match[2] !== undefined) : null
    return icon ? svg(icon) : notFound()
  })

  app.get('/provider/:file', (c) => {
    const match = /^(GP[A-Z0-9]{2})(-dark)?\.svg$/.exec(c.req.param('file'))
    return match?.[1]
      ? svg(poster('provider', `${match[1]}${match[2] ?? ''}`, match[1].slice(2)))
      : notFound()
  })

  app.get('/art/:kind/:file', (c) => {
    const kind = c.req.param('kind')
    const match = /^([A-Za-z0-9_-]{1,60})\.svg$/.exec(c.req.param('file'))
    if (!isPosterKind(kind) || !match?.[1]) return notFound()
    return svg(poster(kind, match[1], c.req.query('t') ?? 'Lotus'))
  })

  app.all('*', () => notFound())
  return app
}
