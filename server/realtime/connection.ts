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
  expiresAt: number
  channels: Set<string>
  expiryTimer: NodeJS.Timeout | undefined
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

/** Disconnects with 40142 when the token expires (the SDK then fetches a new one and reconnects). */
export function scheduleExpiry(connection: Connection): void {
  clearTimeout(connection.expiryTimer)
  const delay = Math.max(0, connection.expiresAt - Date.now())
  // setTimeout caps at 2^31-1 ms; tokens live far shorter.
  connection.expiryTimer = setTimeout(
    () => {
      sendTo(connection, { action: Action.DISCONNECTED, error: Errors.tokenExpired() })
      connection.socket.close()
    },
    Math.min(delay, 2_147_483_647),
  )
}
