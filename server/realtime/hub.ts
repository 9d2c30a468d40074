import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import { ChannelRegistry } from './channel-registry.ts'
import { isPrivateResource } from './channels.ts'
import {
  connectedMessage,
  MAX_MESSAGE_BYTES,
  scheduleExpiry,
  sendTo,
  type Connection,
  type ConnectionTiming,
} from './connection.ts'
import { operationsFor, verifyToken, type AblyKey, type Operation, type VerifiedToken } from './jwt.ts'
import { applyPresence } from './presence.ts'
import {
  Action,
  encodeData,
  Errors,
  parseProtocolMessage,
  type ErrorInfo,
  type ProtocolMessage,
  type WireMessage,
} from './protocol.ts'
import type { Publisher } from './publisher.ts'
import { SessionWatch, type SessionCheck } from './session-watch.ts'

export interface HubOptions {
  key: AblyKey
  /** Longest silence the client accepts; heartbeats go out every 0.8 x this. */
  maxIdleIntervalMs?: number
  connectionStateTtlMs?: number
  /** Which member sessions are still live; tokens granting private channels are checked against it. */
  sessions: SessionCheck
  /** How often the sessions of connected members are checked again (default 1 s). */
  sessionCheckMs?: number
  log?: (line: string) => void
}

/**
 * The sandbox's realtime endpoint: enough of Ably's JSON protocol (v6) for the unmodified `ably`
 * SDK — connect with a JWT, attach with capability checks, messages, presence with SYNC, heartbeats,
 * in-place re-auth, token expiry, and tokens that die with their member session (checked on connect,
 * on renewal and every second while connected). Channels live in the ChannelRegistry, presence in presence.ts,
 * one socket's state in connection.ts.
 */
export class RealtimeHub implements Publisher {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  private readonly connections = new Set<Connection>()
  private readonly channels = new ChannelRegistry()
  private readonly key: AblyKey
  private readonly timing: ConnectionTiming
  private readonly log: (line: string) => void
  private readonly sessions: SessionCheck
  private readonly sessionWatch: SessionWatch
  private serial = 0

  constructor(options: HubOptions) {
    this.key = options.key
    this.timing = {
      maxIdleIntervalMs: options.maxIdleIntervalMs ?? 15_000,
      connectionStateTtlMs: options.connectionStateTtlMs ?? 120_000,
    }
    this.log = options.log ?? (() => undefined)
    this.sessions = options.sessions
    this.sessionWatch = new SessionWatch({
      check: options.sessions,
      intervalMs: options.sessionCheckMs ?? 1_000,
      connections: () => this.connections,
      ended: (connection) => this.end(connection, Errors.sessionEnded()),
      log: this.log,
    })
    this.sessionWatch.start()
  }

  get connectionCount(): number {
    return this.connections.size
  }

  /** Takes over an HTTP upgrade request (the server decided it is a realtime one). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => void this.accept(ws, request))
  }

  publish(channel: string, name: string, data?: unknown): void {
    const target = this.channels.find(channel)
    if (!target || target.attached.size === 0) return
    const id = `sandbox-${++this.serial}`
    const timestamp = Date.now()
    const message: WireMessage = { id: `${id}:0`, name, timestamp, ...encodeData(data) }
    this.channels.deliver(
      target,
      JSON.stringify({ action: Action.MESSAGE, channel, id, timestamp, messages: [message] }),
    )
  }

  /** Members present on a channel (for tests and the bench). */
  presenceOf(channel: string): { clientId: string; data: unknown }[] {
    return [...(this.channels.find(channel)?.presence.values() ?? [])].map((record) => ({
      clientId: record.clientId,
      data: record.data,
    }))
  }

  /** Drops every connection as a restart would (clients reconnect on their own). */
  async close(): Promise<void> {
    this.sessionWatch.stop()
    for (const connection of this.connections) connection.socket.terminate()
    this.connections.clear()
    this.channels.clear()
    await new Promise<void>((resolve) => this.wss.close(() => resolve()))
  }

  private async accept(socket: WebSocket, request: IncomingMessage): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const fail = (error: ErrorInfo, action: number = Action.ERROR) => {
      socket.send(JSON.stringify({ action, error }))
      socket.close()
    }
    if (url.searchParams.get('format') === 'msgpack') {
      fail(Errors.badRequest('Only the JSON protocol is supported (useBinaryProtocol: false)'))
      return
    }
    const accessToken = url.searchParams.get('access_token')
    if (!accessToken) {
      fail(Errors.badToken('Token authentication is required (access_token)'))
      return
    }
    const verified = verifyToken(this.key, accessToken)
    if (!verified.ok) {
      fail(verified.reason === 'expired' ? Errors.tokenExpired() : Errors.badToken(verified.message))
      return
    }
    const refusal = await this.sessionRefusal(verified.token)
    if (refusal) {
      fail(refusal.error, refusal.action)
      return
    }
    // The client may have gone while its session was checked.
    if (socket.readyState !== WebSocket.OPEN) return
    // Connection ids must not contain ':' (the SDK splits message ids on it).
    const id = randomBytes(9).toString('base64url').replaceAll(/[-_]/g, 'x')
    const connection: Connection = {
      id,
      key: `${id}!${randomBytes(6).toString('hex')}`,
      socket,
      clientId: verified.token.clientId,
      capability: verified.token.capability,
      session: verified.token.session,
      expiresAt: verified.token.expiresAt,
      channels: new Set(),
      expiryTimer: undefined,
      renewalTimer: undefined,
      heartbeatTimer: setInterval(
        () => sendTo(connection, { action: Action.HEARTBEAT }),
        this.timing.maxIdleIntervalMs * 0.8,
      ),
      serial: 0,
    }
    this.connections.add(connection)
    scheduleExpiry(connection)
    sendTo(connection, connectedMessage(connection, this.timing))

    socket.on('message', (raw: RawData) => this.receive(connection, raw))
    socket.on('close', () => this.drop(connection))
    socket.on('error', (error) => this.log(`[realtime] socket error: ${error.message}`))
  }

  private receive(connection: Connection, raw: RawData): void {
    const message = parseProtocolMessage(raw.toString())
    if (!message) {
      sendTo(connection, { action: Action.ERROR, error: Errors.badRequest('Malformed protocol message') })
      return
    }
    switch (message.action) {
      case Action.HEARTBEAT:
        sendTo(connection, { action: Action.HEARTBEAT, ...(message.id ? { id: message.id } : {}) })
        return
      case Action.ATTACH:
        this.channels.attach(connection, message.channel)
        return
      case Action.DETACH:
        if (message.channel) this.channels.detach(connection, message.channel)
        sendTo(connection, { action: Action.DETACHED, channel: message.channel ?? '' })
        return
      case Action.MESSAGE:
        this.publishFrom(connection, message)
        return
      case Action.PRESENCE:
        this.presenceFrom(connection, message)
        return
      case Action.AUTH:
        void this.reauthenticate(connection, message.auth?.accessToken)
        return
      case Action.CLOSE:
        sendTo(connection, { action: Action.CLOSED })
        connection.socket.close()
        return
      default:
        return
    }
  }

  private drop(connection: Connection): void {
    clearInterval(connection.heartbeatTimer)
    clearTimeout(connection.expiryTimer)
    clearTimeout(connection.renewalTimer)
    for (const name of [...connection.channels]) this.channels.detach(connection, name)
    this.connections.delete(connection)
  }

  /** Ends a connection at once: no message of its channels reaches it after this. */
  private end(connection: Connection, error: ErrorInfo): void {
    sendTo(connection, { action: Action.DISCONNECTED, error })
    this.drop(connection)
    connection.socket.close()
  }

  /**
   * Why a token may not be used now: it grants a private channel without belonging to a session, or
   * its session has ended (40141: the SDK asks its auth callback for a new token), or the session
   * could not be checked (the SDK retries later).
   */
  private async sessionRefusal(token: VerifiedToken): Promise<{ error: ErrorInfo; action: number } | null> {
    if (!token.session) {
      const privateGrant = Object.keys(token.capability).some(isPrivateResource)
      return privateGrant ? { error: Errors.sessionEnded(), action: Action.ERROR } : null
    }
    try {
      const live = await this.sessions([token.session])
      return live.has(token.session) ? null : { error: Errors.sessionEnded(), action: Action.ERROR }
    } catch (error) {
      this.log(`[realtime] session check failed: ${error instanceof Error ? error.message : String(error)}`)
      return { error: Errors.unavailable(), action: Action.DISCONNECTED }
    }
  }

  private refuse(connection: Connection, message: ProtocolMessage, error: ErrorInfo): void {
    sendTo(connection, { action: Action.NACK, msgSerial: message.msgSerial ?? 0, count: 1, error })
  }

  private ack(connection: Connection, message: ProtocolMessage): void {
    sendTo(connection, { action: Action.ACK, msgSerial: message.msgSerial ?? 0, count: 1 })
  }

  private publishFrom(connection: Connection, message: ProtocolMessage): void {
    const name = message.channel ?? ''
    if (!operationsFor(connection.capability, name).has('publish')) {
      this.refuse(connection, message, Errors.notPermitted(name, 'publish'))
      return
    }
    const channel = this.channels.find(name)
    const id = `${connection.id}:${message.msgSerial ?? connection.serial++}`
    const timestamp = Date.now()
    const messages: WireMessage[] = (message.messages ?? []).map((item, index) => ({
      ...item,
      id: item.id ?? `${id}:${index}`,
      clientId: item.clientId ?? connection.clientId,
      connectionId: connection.id,
      timestamp,
    }))
    if (channel) {
      this.channels.deliver(
        channel,
        JSON.stringify({
          action: Action.MESSAGE,
          channel: name,
          id,
          connectionId: connection.id,
          timestamp,
          messages,
        }),
      )
    }
    this.ack(connection, message)
  }

  private presenceFrom(connection: Connection, message: ProtocolMessage): void {
    const name = message.channel ?? ''
    const channel = this.channels.find(name)
    if (
      !channel ||
      !connection.channels.has(name) ||
      !operationsFor(connection.capability, name).has('presence')
    ) {
      this.refuse(connection, message, Errors.notPermitted(name, 'presence'))
      return
    }
    const wire = applyPresence(channel.presence, connection, message.presence ?? [], message.msgSerial ?? 0)
    // The echo goes out before the ACK, as Ably does.
    this.channels.broadcastPresence(channel, wire)
    this.ack(connection, message)
  }

  private async reauthenticate(connection: Connection, accessToken: string | undefined): Promise<void> {
    const verified = accessToken ? verifyToken(this.key, accessToken) : null
    if (!verified?.ok) {
      sendTo(connection, {
        action: Action.ERROR,
        error:
          verified?.reason === 'expired'
            ? Errors.tokenExpired()
            : Errors.badToken(verified?.message ?? 'AUTH without a token'),
      })
      connection.socket.close()
      return
    }
    if (connection.clientId !== undefined && verified.token.clientId !== connection.clientId) {
      sendTo(connection, { action: Action.ERROR, error: Errors.badToken('AUTH may not change the clientId') })
      connection.socket.close()
      return
    }
    const refusal = await this.sessionRefusal(verified.token)
    if (!this.connections.has(connection)) return
    if (refusal) {
      this.end(connection, refusal.error)
      return
    }
    connection.capability = verified.token.capability
    connection.session = verified.token.session
    connection.expiresAt = verified.token.expiresAt
    scheduleExpiry(connection)
    // Channels the new capability no longer grants are refused.
    for (const name of [...connection.channels]) {
      if (operationsFor(connection.capability, name).size > 0) continue
      this.channels.detach(connection, name)
      sendTo(connection, { action: Action.ERROR, channel: name, error: Errors.notPermitted(name, 'attach') })
    }
    sendTo(connection, connectedMessage(connection, this.timing))
  }
}

export type { Operation }
