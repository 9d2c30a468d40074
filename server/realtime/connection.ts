import { WebSocket } from 'ws'
import type { Capability } from './jwt.ts'
import { Action, Errors, type ProtocolMessage } from './protocol.ts'

/** Largest message, frame and WebSocket payload the endpoint accepts. */
export const MAX_MESSAGE_BYTES = 64 * 1024

/** One client's WebSocket with what its token grants. */
export interface Connection {
  id: string
  key: string
  socket: WebSocket
  clientId: string | undefined
  capability: Capability
  /** Login id of the member session the token is bound to (absent for guests). */
  session: string | undefined
  expiresAt: number
  channels: Set<string>
  expiryTimer: NodeJS.Timeout | undefined
  renewalTimer: NodeJS.Timeout | undefined
  heartbeatTimer: NodeJS.Timeout
  serial: number
}

/** How long the SDK may stay silent and how long the server keeps a connection's state. */
export interface ConnectionTiming {
  maxIdleIntervalMs: number
  connectionStateTtlMs: number
}

export function sendTo(connection: Connection, message: ProtocolMessage): void {
  if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(message))
}

/** CONNECTED with the details the SDK needs (connection key, idle interval, state TTL). */
export function connectedMessage(connection: Connection, timing: ConnectionTiming): ProtocolMessage {
  return {
    action: Action.CONNECTED,
    connectionId: connection.id,
    connectionKey: connection.key,
    connectionDetails: {
      clientId: connection.clientId,
      connectionKey: connection.key,
      maxMessageSize: MAX_MESSAGE_BYTES,
      maxInboundRate: 250,
      maxFrameSize: MAX_MESSAGE_BYTES,
      maxIdleInterval: timing.maxIdleIntervalMs,
      connectionStateTtl: timing.connectionStateTtlMs,
      serverId: 'lotus-sandbox',
    },
  }
}

/** Longest wait setTimeout takes (2^31-1 ms); tokens live far shorter. */
const MAX_TIMER_MS = 2_147_483_647

/**
 * Before the token expires the server asks for a new one (AUTH, as Ably does: the SDK calls its auth
 * callback and renews in place, the channels stay attached); a connection still on the old token at
 * expiry is disconnected with 40142 (the SDK then fetches a new one and reconnects).
 */
export function scheduleExpiry(connection: Connection): void {
  clearTimeout(connection.expiryTimer)
  clearTimeout(connection.renewalTimer)
  const remaining = Math.max(0, connection.expiresAt - Date.now())
  const lead = Math.min(30_000, Math.floor(remaining / 3))
  connection.renewalTimer = setTimeout(
    () => sendTo(connection, { action: Action.AUTH }),
    Math.min(remaining - lead, MAX_TIMER_MS),
  )
  connection.expiryTimer = setTimeout(
    () => {
      sendTo(connection, { action: Action.DISCONNECTED, error: Errors.tokenExpired() })
      connection.socket.close()
    },
    Math.min(remaining, MAX_TIMER_MS),
  )
}
