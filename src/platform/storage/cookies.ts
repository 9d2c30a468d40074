/** Cookies of spec §3 with the lifetimes and flags of §9. */
export type CookieOptions = {
  maxAgeSeconds?: number
  path?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

/** Lifetime of agent-link cookies until the site names its own (`env_config.link_expire_time`). */
export const LINK_EXPIRE_MINUTES = 60 * 24 * 7
const LINK_COOKIES: ReadonlySet<string> = new Set([
  'member_agent',
  'recommend_code',
  'register_type',
  'agent_domain_id',
])
let linkExpireMinutes = LINK_EXPIRE_MINUTES

/** The site's LINK_EXPIRE_TIME in minutes: it decides how long a link credits its agent. */
export function setLinkExpireMinutes(minutes: number) {
  if (Number.isInteger(minutes) && minutes > 0) linkExpireMinutes = minutes
}

export const COOKIE_POLICIES = {
  isFastDeposit: { maxAgeSeconds: 60 * 60, path: '/', sameSite: 'Lax' },
  isRouteRegister: { maxAgeSeconds: 60 * 60, path: '/', sameSite: 'Lax' },
  ccy: { maxAgeSeconds: 24 * 60 * 60, path: '/', sameSite: 'Lax' },
  lang: { maxAgeSeconds: 31_536_000, path: '/', sameSite: 'Lax' },
  member_agent: { maxAgeSeconds: LINK_EXPIRE_MINUTES * 60, path: '/', sameSite: 'Lax' },
  recommend_code: { maxAgeSeconds: LINK_EXPIRE_MINUTES * 60, path: '/', sameSite: 'Lax' },
  register_type: { maxAgeSeconds: LINK_EXPIRE_MINUTES * 60, path: '/', sameSite: 'Lax' },
  agent_domain_id: { maxAgeSeconds: LINK_EXPIRE_MINUTES * 60, path: '/', sameSite: 'Lax' },
  i18n_redirected: { maxAgeSeconds: 365 * 24 * 60 * 60, path: '/', sameSite: 'Lax' },
  _fbp: { maxAgeSeconds: 7_776_000, path: '/', sameSite: 'Lax', secure: true },
  _fbc: { maxAgeSeconds: 7_776_000, path: '/', sameSite: 'Lax', secure: true },
} as const satisfies Record<string, CookieOptions>

export type CookieName = keyof typeof COOKIE_POLICIES

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`]
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`)
  parts.push(`Path=${options.path ?? '/'}`)
  const sameSite = options.sameSite ?? 'Lax'
  parts.push(`SameSite=${sameSite}`)
  // SameSite=None is only accepted on secure cookies.
  if (options.secure || sameSite === 'None') parts.push('Secure')
  return parts.join('; ')
}

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const key = part.slice(0, eq).trim()
    if (!key) continue
    try {
      out[key] = decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      out[key] = part.slice(eq + 1).trim()
    }
  }
  return out
}

/** Whether the site runs embedded cross-origin, which needs SameSite=None on the locale cookie. */
let crossOrigin = false
export function setCrossOriginCookies(value: boolean) {
  crossOrigin = value
}

export function policyFor(name: CookieName): CookieOptions {
  const policy: CookieOptions = COOKIE_POLICIES[name]
  if (name === 'i18n_redirected' && crossOrigin) return { ...policy, sameSite: 'None', secure: true }
  if (LINK_COOKIES.has(name)) return { ...policy, maxAgeSeconds: linkExpireMinutes * 60 }
  return policy
}

/**
 * On the server, the page being rendered reads the request's cookies, and what it writes (a route's
 * flag before its redirect, an agent link) goes out with its response as Set-Cookie. Pages render one
 * at a time.
 */
let serverRequest: { read: Record<string, string>; writes: Map<string, string> } | null = null

/**
 * Serves a render the cookies of its request (the Cookie header); the returned function ends that and
 * gives the Set-Cookie headers of what it wrote.
 */
export function collectServerCookies(cookieHeader: string): () => string[] {
  const current = { read: parseCookies(cookieHeader), writes: new Map<string, string>() }
  serverRequest = current
  return () => {
    if (serverRequest === current) serverRequest = null
    return [...current.writes.values()]
  }
}

function write(name: CookieName, value: string, options: CookieOptions) {
  const header = serializeCookie(name, value, options)
  if (typeof document !== 'undefined') document.cookie = header
  else if (serverRequest) {
    serverRequest.writes.set(name, header)
    if (options.maxAgeSeconds === 0) delete serverRequest.read[name]
    else serverRequest.read[name] = value
  }
}

export const cookies = {
  get(name: CookieName): string | undefined {
    if (typeof document === 'undefined') return serverRequest?.read[name]
    return parseCookies(document.cookie)[name]
  },
  set(name: CookieName, value: string, override?: CookieOptions) {
    write(name, value, { ...policyFor(name), ...override })
  },
  remove(name: CookieName) {
    write(name, '', { ...policyFor(name), maxAgeSeconds: 0 })
  },
}
