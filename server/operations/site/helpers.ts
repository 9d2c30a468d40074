import { randomInt } from 'node:crypto'
import { protocolError } from '../../http/envelope.ts'
import { captchaSvg } from '../../static/artwork.ts'
import { ICON_PREFIX, iconBody } from '../../static/icons.ts'
import { handler, type Handler } from '../define.ts'
import { countryOf } from './country.ts'

/** `https://*.provider.test` matches `https://a.provider.test`; a bare host matches any scheme. */
function sourceMatches(source: string, url: URL): boolean {
  const cleaned = source.replace(/^'|'$/g, '').replace(/\/$/, '')
  const [scheme, rest] = cleaned.includes('://') ? cleaned.split('://') : [undefined, cleaned]
  if (scheme && `${scheme}:` !== url.protocol) return false
  const host = rest ?? ''
  if (host.startsWith('*.')) return url.host.endsWith(host.slice(1))
  return url.host === host
}

/** Whether a game address may be shown in a frame: same host, or an origin listed in FRAME_SRC. */
const checkIframe: Handler<'checkIframe'> = async (ctx) => {
  const raw = ctx.body.url.trim()
  if (raw.startsWith('/') && !raw.startsWith('//')) return { allowed: true }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { allowed: false }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { allowed: false }
  return {
    allowed:
      url.host === ctx.request.hostWithPort ||
      ctx.settings.frameSrc.some((source) => sourceMatches(source, url)),
  }
}

/** Headers the client sends with POST /login, and the address the server sees. */
const getLoginHeader: Handler<'getLoginHeader'> = async (ctx) => ({
  remote_addr: ctx.request.ip,
  country_code: countryOf(ctx.request.ip, ctx.request.headers.get('x-sandbox-country')),
  headers: {
    'x-lotus-remote-addr': ctx.request.ip,
    'x-lotus-login-ts': String(Date.now()),
  },
})

/** Accepted and dropped: the sandbox forwards tracking events nowhere. */
const trackFacebookEvent: Handler<'trackFacebookEvent'> = async () => null

const getClientCaptcha: Handler<'getClientCaptcha'> = async () => {
  const text = String(randomInt(0, 10_000)).padStart(4, '0')
  return { text, data: captchaSvg(text) }
}

const getIconSet: Handler<'getIconSet'> = async (ctx) => {
  const prefix = ctx.params.prefix ?? ''
  if (prefix !== ICON_PREFIX) throw protocolError(404, `No icon collection ${prefix}`)
  const names = String(ctx.query.icons ?? '')
    .split(',')
    .filter(Boolean)
  const icons: Record<string, { body: string }> = {}
  const notFound: string[] = []
  for (const name of names) {
    const body = iconBody(name)
    if (body) icons[name] = { body }
    else notFound.push(name)
  }
  return { prefix, icons, width: 24, height: 24, ...(notFound.length > 0 ? { not_found: notFound } : {}) }
}

export const siteHelperHandlers = [
  handler('checkIframe', checkIframe),
  handler('getLoginHeader', getLoginHeader),
  handler('trackFacebookEvent', trackFacebookEvent),
  handler('getClientCaptcha', getClientCaptcha),
  handler('getIconSet', getIconSet),
]
