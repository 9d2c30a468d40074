import { serverEnv, type ServerEnv } from '../config.ts'

export interface SecurityOptions {
  /** CSP frame-ancestors sources, e.g. `'self'` (FRAME_ANCESTORS). */
  frameAncestors: string[]
  /** Extra frame-src origins for provider games (FRAME_SRC). */
  frameSrc: string[]
  /** Ably endpoint allowed in connect-src (ABLY_ENDPOINT): a host or a URL. */
  ablyEndpoint?: string | undefined
  /** Other realtime origins the page may connect to (REALTIME_ORIGIN), e.g. `wss://rt.example.com`. */
  realtimeOrigins?: readonly string[]
}

/**
 * The public Iconify API the page falls back to for icons the site's own endpoint cannot give (spec
 * §7; the page's list is `PUBLIC_ICON_HOSTS` in src/platform/icons/loader.ts).
 */
const PUBLIC_ICON_ORIGINS = [
  'https://api.iconify.design',
  'https://api.simplesvg.com',
  'https://api.unisvg.com',
]

export function securityOptionsFromEnv(env: ServerEnv = serverEnv()): SecurityOptions {
  return {
    frameAncestors: env.frameAncestors,
    frameSrc: env.frameSrc,
    ablyEndpoint: env.ablyEndpoint,
    realtimeOrigins: env.realtimeOrigins,
  }
}

function ablySources(endpoint: string | undefined): string[] {
  if (!endpoint) return []
  try {
    const url = new URL(endpoint.includes('://') ? endpoint : `https://${endpoint}`)
    return [`https://${url.host}`, `wss://${url.host}`]
  } catch {
    return []
  }
}

/** `nonce`: the one inline script source a server-rendered page may run (its dehydrated state). */
export function contentSecurityPolicy(options: SecurityOptions, nonce?: string): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['font-src', ["'self'", 'data:']],
    // 'self' covers the same origin's ws:/wss: (the sandbox's /realtime); nothing else unless configured.
    [
      'connect-src',
      [
        "'self'",
        ...ablySources(options.ablyEndpoint),
        ...(options.realtimeOrigins ?? []),
        ...PUBLIC_ICON_ORIGINS,
      ],
    ],
    ['frame-src', ["'self'", ...options.frameSrc]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', options.frameAncestors],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** Headers for every HTML document the server sends. */
export function htmlSecurityHeaders(options: SecurityOptions, nonce?: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options, nonce),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
  }
}
