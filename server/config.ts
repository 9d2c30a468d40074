/**
 * The one place that reads the server's environment. Every variable is listed in `ServerEnv`, in
 * README ("Configuration") and in `.env.example`; other server files take what they need from
 * `serverEnv()` (or from an options object a caller filled from it).
 */

export type Mode = 'development' | 'test' | 'production'

export interface AppConfig {
  mode: Mode
  /** Validate every answer against the contract (default: on in test mode). */
  validateResponses: boolean
  /** Path of openapi/lotus.yaml. */
  contractPath?: string
  /** Extra origins allowed in game frames (CSP frame-src, check_iframe). */
  frameSrc: string[]
  /** Serve the `/sandbox/*` test hooks (SANDBOX_HELPERS=1). */
  sandboxHelpers: boolean
  /** Proxies whose `X-Forwarded-For` / `X-Forwarded-Host` / `X-Forwarded-Proto` are believed (TRUST_PROXY). */
  trustProxy: TrustProxy
  /** The site's public origin (PUBLIC_ORIGIN), used instead of the request's `Host` where an answer names it. */
  publicOrigin: string | undefined
  log: (line: string) => void
}

/**
 * Which peers may speak for the client's address. `all` believes every peer (tests that simulate
 * addresses), `none` believes none; otherwise a list of peer addresses (`127.0.0.1`, `::1`, `10.0.0.5`).
 */
export type TrustProxy = 'all' | 'none' | readonly string[]

export interface ServerEnv {
  mode: Mode
  port: number
  /** Listener address of `npm start`; loopback unless HOST says otherwise. */
  host: string
  sandboxPort: number
  distDir: string | undefined
  /** The server render's build (SSR_DIR; default: the site's directory with `-server` appended). */
  ssrDir: string | undefined
  /** TLS_CERT_FILE and TLS_KEY_FILE (PEM): serve HTTPS with HTTP/2 on the same port, HTTP/1.1 still accepted. */
  tls: { certFile: string; keyFile: string } | undefined
  dataDir: string | undefined
  databaseUrl: string | undefined
  databasePoolSize: number
  sitemapSiteId: number
  frameAncestors: string[]
  frameSrc: string[]
  ablyApiKey: string | undefined
  ablyEndpoint: string | undefined
  ablyRestHost: string
  /** Extra origins the page may open realtime connections to (REALTIME_ORIGIN, CSP connect-src). */
  realtimeOrigins: string[]
  realtimeTokenTtlSeconds: number
  validateResponses: boolean
  sandboxHelpers: boolean
  /** SANDBOX_HELPERS_PUBLIC=1: serve the helpers even on a non-loopback listener. */
  sandboxHelpersPublic: boolean
  trustProxy: TrustProxy
  publicOrigin: string | undefined
  /** Session lifetime from login (SESSION_TTL_HOURS, default 24). */
  sessionTtlHours: number
  /** A session unused this long ends (SESSION_IDLE_MINUTES, default 30). */
  sessionIdleMinutes: number
  /** The back office decides withdrawals and agent applications this long after they came (BACKOFFICE_DELAY_MINUTES, default 10). */
  backofficeDelayMinutes: number
  /** Country `get_login_header` names for private and loopback callers (SANDBOX_COUNTRY, ISO alpha-2). */
  sandboxCountry: string | undefined
  /** Secrets from the environment; unset ones are generated (see secrets.ts). */
  secrets: {
    realtime: string | undefined
    deepLink: string | undefined
  }
}

export function modeFromEnv(env: NodeJS.ProcessEnv = process.env): Mode {
  if (env.NODE_ENV === 'test' || env.VITEST) return 'test'
  return env.NODE_ENV === 'production' ? 'production' : 'development'
}

export function listFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean)
}

function numberFromEnv(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= min ? parsed : fallback
}

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes'
}

export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim().toLowerCase()
  if (raw === '' || raw === 'false' || raw === '0' || raw === 'none') return 'none'
  if (raw === 'true' || raw === '1' || raw === 'all' || raw === '*') return 'all'
  if (raw === 'loopback') return ['127.0.0.1', '::1', '::ffff:127.0.0.1']
  return listFromEnv(value)
}

function originFromEnv(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.origin
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute URL such as https://www.example.com, got ${value}`)
  }
}

function tlsFromEnv(certFile: string | undefined, keyFile: string | undefined): ServerEnv['tls'] {
  if (!certFile && !keyFile) return undefined
  if (!certFile || !keyFile)
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither')
  return { certFile, keyFile }
}

/** Reads and checks every server variable. */
export function serverEnvFrom(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const mode = modeFromEnv(env)
  const ancestors = listFromEnv(env.FRAME_ANCESTORS)
  return {
    mode,
    port: numberFromEnv(env.PORT, 8080, 0),
    host: env.HOST || '127.0.0.1',
    sandboxPort: numberFromEnv(env.SANDBOX_PORT, 8081, 0),
    distDir: env.DIST_DIR || undefined,
    ssrDir: env.SSR_DIR || undefined,
    tls: tlsFromEnv(env.TLS_CERT_FILE, env.TLS_KEY_FILE),
    dataDir: env.LOTUS_DATA_DIR || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: numberFromEnv(env.DATABASE_POOL_SIZE, 10, 1),
    sitemapSiteId: numberFromEnv(env.SITEMAP_SITE_ID, 1, 1),
    frameAncestors: ancestors.length > 0 ? ancestors : ["'self'"],
    frameSrc: listFromEnv(env.FRAME_SRC),
    ablyApiKey: env.ABLY_API_KEY || undefined,
    ablyEndpoint: env.ABLY_ENDPOINT || undefined,
    ablyRestHost: env.ABLY_REST_HOST || 'rest.ably.io',
    realtimeOrigins: listFromEnv(env.REALTIME_ORIGIN),
    realtimeTokenTtlSeconds: numberFromEnv(env.REALTIME_TOKEN_TTL_S, 600, 10),
    validateResponses: env.LOTUS_VALIDATE_RESPONSES ? env.LOTUS_VALIDATE_RESPONSES === '1' : mode === 'test',
    sandboxHelpers: flag(env.SANDBOX_HELPERS),
    sandboxHelpersPublic: flag(env.SANDBOX_HELPERS_PUBLIC),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    publicOrigin: originFromEnv(env.PUBLIC_ORIGIN),
    sessionTtlHours: numberFromEnv(env.SESSION_TTL_HOURS, 24, 0.01),
    sessionIdleMinutes: numberFromEnv(env.SESSION_IDLE_MINUTES, 30, 0.1),
    backofficeDelayMinutes: numberFromEnv(env.BACKOFFICE_DELAY_MINUTES, 10, 0),
    sandboxCountry: env.SANDBOX_COUNTRY || undefined,
    secrets: {
      realtime: env.REALTIME_SANDBOX_SECRET || undefined,
      deepLink: env.LOTUS_ENC_SECRET || undefined,
    },
  }
}

let current: ServerEnv | null = null

/** The process's server environment, read once. */
export function serverEnv(): ServerEnv {
  current ??= serverEnvFrom(process.env)
  return current
}

export function appConfigFromEnv(env: ServerEnv = serverEnv()): AppConfig {
  return {
    mode: env.mode,
    validateResponses: env.validateResponses,
    frameSrc: env.frameSrc,
    sandboxHelpers: env.sandboxHelpers,
    trustProxy: env.trustProxy,
    publicOrigin: env.publicOrigin,
    log: (line) => console.log(line),
  }
}
