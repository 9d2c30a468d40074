/** Ably realtime protocol v6 (JSON), the parts the sandbox speaks. */
export const Action = {
  HEARTBEAT: 0,
  ACK: 1,
  NACK: 2,
  CONNECT: 3,
  CONNECTED: 4,
  DISCONNECT: 5,
  DISCONNECTED: 6,
  CLOSE: 7,
  CLOSED: 8,
  ERROR: 9,
  ATTACH: 10,
  ATTACHED: 11,
  DETACH: 12,
  DETACHED: 13,
  PRESENCE: 14,
  MESSAGE: 15,
  SYNC: 16,
  AUTH: 17,
} as const

/** ATTACHED flags: HAS_PRESENCE and the channel modes granted by the capability. */
export const Flag = {
  HAS_PRESENCE: 1 << 0,
  PRESENCE: 1 << 16,
  PUBLISH: 1 << 17,
  SUBSCRIBE: 1 << 18,
  PRESENCE_SUBSCRIBE: 1 << 19,
} as const

export const PresenceAction = { ABSENT: 0, PRESENT: 1, ENTER: 2, LEAVE: 3, UPDATE: 4 } as const

export interface ErrorInfo {
  code: number
  statusCode: number
  message: string
}

export const Errors = {
  badToken: (message: string): ErrorInfo => ({ code: 40101, statusCode: 401, message }),
  tokenExpired: (): ErrorInfo => ({ code: 40142, statusCode: 401, message: 'Token expired' }),
  /** The session the token belongs to has ended (logout, revocation, expiry): the SDK asks for a new token. */
  sessionEnded: (): ErrorInfo => ({
    code: 40141,
    statusCode: 401,
    message: 'Token revoked: its session has ended',
  }),
  /** The session could not be checked; the SDK retries later. */
  unavailable: (): ErrorInfo => ({ code: 50003, statusCode: 503, message: 'Session check unavailable' }),
  notPermitted: (channel: string, operation: string): ErrorInfo => ({
    code: 40160,
    statusCode: 401,
    message: `Channel denied access based on given capability; operation = ${operation}, channel = ${channel}`,
  }),
  badRequest: (message: string): ErrorInfo => ({ code: 40000, statusCode: 400, message }),
}

export interface WireMessage {
  id?: string
  name?: string
  data?: unknown
  encoding?: string
  clientId?: string
  connectionId?: string
  timestamp?: number
}

export interface WirePresence extends WireMessage {
  action: number
}

export interface ProtocolMessage {
  action: number
  id?: string
  channel?: string
  channelSerial?: string
  msgSerial?: number
  count?: number
  flags?: number
  error?: ErrorInfo
  messages?: WireMessage[]
  presence?: WirePresence[]
  auth?: { accessToken?: string }
  connectionId?: string
  connectionKey?: string
  connectionDetails?: Record<string, unknown>
  timestamp?: number
}

/** Encodes a payload the way Ably carries JSON over the JSON protocol. */
export function encodeData(data: unknown): { data?: unknown; encoding?: string } {
  if (data === undefined || data === null) return {}
  if (typeof data === 'string') return { data }
  return { data: JSON.stringify(data), encoding: 'json' }
}

/** A client's frame as a protocol message, or null when it is not one (not JSON, no numeric action). */
export function parseProtocolMessage(text: string): ProtocolMessage | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  return isProtocolMessage(parsed) ? parsed : null
}

function isProtocolMessage(value: unknown): value is ProtocolMessage {
  return typeof value === 'object' && value !== null && 'action' in value && typeof value.action === 'number'
}
