import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Ably's JWT format (HS256): the header names the key (`kid` = key name `appId.keyId`), the claims
 * carry the capability as a JSON string and the client id. The same tokens work against the sandbox
 * and against real Ably signed with a real key.
 */
export interface AblyKey {
  /** `appId.keyId` */
  name: string
  secret: string
}

/** Resource → operations, e.g. `{ "member.42": ["subscribe"], "presence.VND": ["presence", "subscribe"] }`. */
export type Capability = Record<string, readonly Operation[]>
export type Operation = 'subscribe' | 'publish' | 'presence' | 'history' | '*'

export interface TokenClaims {
  iat: number
  exp: number
  'x-ably-capability': string
  'x-ably-clientId'?: string
  /** The member session (its login id) the token belongs to; the sandbox endpoint drops it with the session. */
  'x-lotus-session'?: string
}

export interface VerifiedToken {
  keyName: string
  clientId: string | undefined
  capability: Capability
  /** Login id of the member session the token is bound to (absent for guests). */
  session: string | undefined
  issuedAt: number
  /** epoch ms */
  expiresAt: number
}

const base64url = (input: string | Buffer) => Buffer.from(input).toString('base64url')

/** Parses `name:secret` (ABLY_API_KEY's shape). */
export function parseKey(raw: string): AblyKey | null {
  const index = raw.indexOf(':')
  if (index <= 0 || index === raw.length - 1) return null
  const name = raw.slice(0, index)
  if (!/^[\w-]+\.[\w-]+$/.test(name)) return null
  return { name, secret: raw.slice(index + 1) }
}

export function signToken(
  key: AblyKey,
  options: { capability: Capability; clientId?: string; session?: string; ttlMs: number; now?: number },
): { token: string; issuedAt: number; expiresAt: number } {
  const now = options.now ?? Date.now()
  const iat = Math.floor(now / 1000)
  const exp = Math.floor((now + options.ttlMs) / 1000)
  const header = { typ: 'JWT', alg: 'HS256', kid: key.name }
  const claims: TokenClaims = { iat, exp, 'x-ably-capability': JSON.stringify(options.capability) }
  if (options.clientId !== undefined) claims['x-ably-clientId'] = options.clientId
  if (options.session !== undefined) claims['x-lotus-session'] = options.session
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`
  const signature = createHmac('sha256', key.secret).update(unsigned).digest('base64url')
  return { token: `${unsigned}.${signature}`, issuedAt: iat * 1000, expiresAt: exp * 1000 }
}

export type VerifyResult =
  | { ok: true; token: VerifiedToken }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; message: string }

const OPERATIONS: ReadonlySet<string> = new Set(['subscribe', 'publish', 'presence', 'history', '*'])

function parseCapability(raw: unknown): Capability | null {
  if (typeof raw !== 'string') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
  const capability: Record<string, Operation[]> = {}
  for (const [resource, operations] of Object.entries(parsed)) {
    if (!Array.isArray(operations)) return null
    const valid = operations.filter((op): op is Operation => typeof op === 'string' && OPERATIONS.has(op))
    capability[resource] = valid
  }
  return capability
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

export function verifyToken(key: AblyKey, token: string, now = Date.now()): VerifyResult {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed', message: 'Token is not a JWT' }
  const [headerPart = '', claimsPart = '', signaturePart = ''] = parts
  const header = decodeJson(headerPart)
  const claims = decodeJson(claimsPart)
  if (!header || !claims || header.alg !== 'HS256')
    return { ok: false, reason: 'malformed', message: 'Token is not an HS256 JWT' }
  if (header.kid !== key.name)
    return { ok: false, reason: 'signature', message: 'Token signed by an unknown key' }
  const expected = createHmac('sha256', key.secret).update(`${headerPart}.${claimsPart}`).digest()
  const given = Buffer.from(signaturePart, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature', message: 'Token signature is invalid' }
  const capability = parseCapability(claims['x-ably-capability'])
  const { iat, exp } = claims
  if (!capability || typeof iat !== 'number' || typeof exp !== 'number')
    return { ok: false, reason: 'malformed', message: 'Token claims are incomplete' }
  if (exp * 1000 <= now) return { ok: false, reason: 'expired', message: 'Token expired' }
  const clientId = claims['x-ably-clientId']
  const session = claims['x-lotus-session']
  return {
    ok: true,
    token: {
      keyName: key.name,
      clientId: typeof clientId === 'string' ? clientId : undefined,
      capability,
      session: typeof session === 'string' && session !== '' ? session : undefined,
      issuedAt: iat * 1000,
      expiresAt: exp * 1000,
    },
  }
}

/**
 * Operations granted on a channel. Resources are exact names, `*` (every channel) or
 * `namespace:*` (every channel of a namespace), as in Ably.
 */
export function operationsFor(capability: Capability, channel: string): Set<Operation> {
  const granted = new Set<Operation>()
  for (const [resource, operations] of Object.entries(capability)) {
    const matches =
      resource === '*' ||
      resource === channel ||
      (resource.endsWith(':*') && channel.startsWith(resource.slice(0, -1)))
    if (!matches) continue
    for (const op of operations) granted.add(op)
  }
  if (granted.has('*')) return new Set<Operation>(['subscribe', 'publish', 'presence', 'history'])
  return granted
}
