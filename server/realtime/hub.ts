import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import { operationsFor, verifyToken, type AblyKey, type Capability, type Operation } from './jwt.ts'
import {
  Action,
  encodeData,
  Errors,
  Flag,
  PresenceAction,
  type ErrorInfo,
  type ProtocolMessage,
  type WireMessage,
  type WirePresence,
} from './protocol.ts'
import type { Publisher } from './publisher.ts'

export interface HubOptions {
  key: AblyKey
  /** Longest silence the client accepts; heartbeats go out every 0.8 x this. */
  maxIdleIntervalMs?: number
  connectionStateTtlMs?: number
  log?: (line: string) => void
}

interface PresenceRecord {
  clientId: string
  connectionId: string
  data?: unknown
  encoding?: string
  id: string
  timestamp: number
}

interface Connection {
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

interface Channel {
  name: string
  attached: Set<Connection>
  /** by `connectionId:clientId` */
  presence: Map<string, PresenceRecord>
}

const MAX_MESSAGE_BYTES = 64 * 1024

/**
 * The sandbox's realtime endpoint: enough of Ably's JSON protocol (v6) for the unmodified `ably`
 * SDK — connect with a JWT, attach with capability checks, messages, presence with SYNC, heartbeats,
 * in-place re-auth and token expiry.
 */
export class RealtimeHub implements Publisher {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  private readonly connections = new Set<Connection>()
  private readonly channels = new Map<string, Channel>()
  private readonly key: AblyKey
  private readonly maxIdleIntervalMs: number
  private readonly connectionStateTtlMs: number
  private readonly log: (line: string) => void
  private serial = 0

  constructor(options: HubOptions) {
    this.key = options.key
    this.maxIdleIntervalMs = options.maxIdleIntervalMs ?? 15_000
    this.connectionStateTtlMs = options.connectionStateTtlMs ?? 120_000
    this.log = options.log ?? (() => undefined)
  }

  get connectionCount(): number {
    return this.connections.size
  }

  /** Takes over an HTTP upgrade request (the server decided it is a realtime one). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request))
  }

  publish(channel: string, name: string, data?: unknown): void {
    const target = this.channels.get(channel)
    if (!target || target.attached.size === 0) return
    const id = `sandbox-${++this.serial}`
    const timestamp = Date.now()
    const message: WireMessage = { id: `${id}:0`, name, timestamp, ...encodeData(data) }
    const frame = JSON.stringify({ action: Action.MESSAGE, channel, id, timestamp, messages: [message] })
    for (const connection of target.attached) {
      if (operationsFor(connection.capability, channel).has('subscribe')) connection.socket.send(frame)
    }
  }

  /** Members present on a channel (for tests and the bench). */
  presenceOf(channel: string): { clientId: string; data: unknown }[] {
    return [...(this.channels.get(channel)?.presence.values() ?? [])].map((record) => ({
      clientId: record.clientId,
      data: record.data,
    }))
  }

  /** Drops every connection as a restart would (clients reconnect on their own). */
  async close(): Promise<void> {
    for (const connection of this.connections) connection.socket.terminate()
    this.connections.clear()
    this.channels.clear()
    await new Promise<void>((resolve) => this.wss.close(() => resolve()))
  }

  private accept(socket: WebSocket, request: IncomingMessage): void {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const send = (message: ProtocolMessage) => socket.send(JSON.stringify(message))
    const fail = (error: ErrorInfo) => {
      send({ action: Action.ERROR, error })
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
    // Connection ids must not contain ':' (the SDK splits message ids on it).
    const id = randomBytes(9).toString('base64url').replaceAll(/[-_]/g, 'x')
    const connection: Connection = {
      id,
      key: `${id}!${randomBytes(6).toString('hex')}`,
      socket,
      clientId: verified.token.clientId,
      capability: verified.token.capability,
      expiresAt: verified.token.expiresAt,
      channels: new Set(),
      expiryTimer: undefined,
      heartbeatTimer: setInterval(() => send({ action: Action.HEARTBEAT }), this.maxIdleIntervalMs * 0.8),
      serial: 0,
    }
    this.connections.add(connection)
    this.scheduleExpiry(connection)
    send(this.connectedMessage(connection))

    socket.on('message', (raw: RawData) => this.receive(connection, raw))
    socket.on('close', () => this.drop(connection))
    socket.on('error', (error) => this.log(`[realtime] socket error: ${error.message}`))
  }

  private connectedMessage(connection: Connection): ProtocolMessage {
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
        maxIdleInterval: this.maxIdleIntervalMs,
        connectionStateTtl: this.connectionStateTtlMs,
        serverId: 'lotus-sandbox',
      },
    }
  }

  private scheduleExpiry(connection: Connection): void {
    clearTimeout(connection.expiryTimer)
    const delay = Math.max(0, connection.expiresAt - Date.now())
    // setTimeout caps at 2^31-1 ms; tokens live far shorter.
    connection.expiryTimer = setTimeout(
      () => {
        this.sendTo(connection, { action: Action.DISCONNECTED, error: Errors.tokenExpired() })
        connection.socket.close()
      },
      Math.min(delay, 2_147_483_647),
    )
  }

  private sendTo(connection: Connection, message: ProtocolMessage): void {
    if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(message))
  }

  private receive(connection: Connection, raw: RawData): void {
    let message: ProtocolMessage
    try {
      const parsed: unknown = JSON.parse(raw.toString())
      if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { action?: unknown }).action !== 'number')
        throw new Error('not a protocol message')
      message = parsed as ProtocolMessage
    } catch {
      this.sendTo(connection, { action: Action.ERROR, error: Errors.badRequest('Malformed protocol message') })
      return
    }
    switch (message.action) {
      case Action.HEARTBEAT:
        this.sendTo(connection, { action: Action.HEARTBEAT, ...(message.id ? { id: message.id } : {}) })
        return
      case Action.ATTACH:
        this.attach(connection, message.channel)
        return
      case Action.DETACH:
        if (message.channel) this.detach(connection, message.channel)
        this.sendTo(connection, { action: Action.DETACHED, channel: message.channel ?? '' })
        return
      case Action.MESSAGE:
        this.publishFrom(connection, message)
        return
      case Action.PRESENCE:
        this.presenceFrom(connection, message)
        return
      case Action.AUTH:
        this.reauthenticate(connection, message.auth?.accessToken)
        return
      case Action.CLOSE:
        this.sendTo(connection, { action: Action.CLOSED })
        connection.socket.close()
        return
      default:
        return
    }
  }

  private channel(name: string): Channel {
    let channel = this.channels.get(name)
    if (!channel) {
      channel = { name, attached: new Set(), presence: new Map() }
      this.channels.set(name, channel)
    }
    return channel
  }

  private attach(connection: Connection, name: string | undefined): void {
    if (!name) {
      this.sendTo(connection, { action: Action.ERROR, error: Errors.badRequest('ATTACH without a channel') })
      return
    }
    const operations = operationsFor(connection.capability, name)
    if (operations.size === 0) {
      this.sendTo(connection, { action: Action.ERROR, channel: name, error: Errors.notPermitted(name, 'attach') })
      return
    }
    const channel = this.channel(name)
    channel.attached.add(connection)
    connection.channels.add(name)
    let flags = 0
    if (operations.has('presence')) flags |= Flag.PRESENCE
    if (operations.has('publish')) flags |= Flag.PUBLISH
    if (operations.has('subscribe')) flags |= Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE
    const members = [...channel.presence.values()]
    if (members.length > 0) flags |= Flag.HAS_PRESENCE
    this.sendTo(connection, { action: Action.ATTACHED, channel: name, flags })
    if (members.length > 0) {
      // A cursor-less serial ("<id>:") tells the SDK the member list is complete.
      this.sendTo(connection, {
        action: Action.SYNC,
        channel: name,
        channelSerial: `sync${++this.serial}:`,
        presence: members.map((record) => this.presenceWire(record, PresenceAction.PRESENT)),
      })
    }
  }

  private detach(connection: Connection, name: string): void {
    const channel = this.channels.get(name)
    connection.channels.delete(name)
    if (!channel) return
    channel.attached.delete(connection)
    for (const [memberKey, record] of channel.presence) {
      if (record.connectionId !== connection.id) continue
      channel.presence.delete(memberKey)
      this.broadcastPresence(channel, [this.presenceWire({ ...record, timestamp: Date.now() }, PresenceAction.LEAVE)])
    }
    if (channel.attached.size === 0 && channel.presence.size === 0) this.channels.delete(name)
  }

  private drop(connection: Connection): void {
    clearInterval(connection.heartbeatTimer)
    clearTimeout(connection.expiryTimer)
    for (const name of [...connection.channels]) this.detach(connection, name)
    this.connections.delete(connection)
  }

  private refuse(connection: Connection, message: ProtocolMessage, error: ErrorInfo): void {
    this.sendTo(connection, { action: Action.NACK, msgSerial: message.msgSerial ?? 0, count: 1, error })
  }

  private ack(connection: Connection, message: ProtocolMessage): void {
    this.sendTo(connection, { action: Action.ACK, msgSerial: message.msgSerial ?? 0, count: 1 })
  }

  private publishFrom(connection: Connection, message: ProtocolMessage): void {
    const name = message.channel ?? ''
    if (!operationsFor(connection.capability, name).has('publish')) {
      this.refuse(connection, message, Errors.notPermitted(name, 'publish'))
      return
    }
    const channel = this.channels.get(name)
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
      const frame = JSON.stringify({ action: Action.MESSAGE, channel: name, id, connectionId: connection.id, timestamp, messages })
      for (const target of channel.attached) {
        if (operationsFor(target.capability, name).has('subscribe')) target.socket.send(frame)
      }
    }
    this.ack(connection, message)
  }

  private presenceFrom(connection: Connection, message: ProtocolMessage): void {
    const name = message.channel ?? ''
    const channel = this.channels.get(name)
    if (!channel || !connection.channels.has(name) || !operationsFor(connection.capability, name).has('presence')) {
      this.refuse(connection, message, Errors.notPermitted(name, 'presence'))
      return
    }
    const timestamp = Date.now()
    const wire: WirePresence[] = []
    for (const [index, item] of (message.presence ?? []).entries()) {
      const clientId = item.clientId ?? connection.clientId
      if (!clientId) continue
      const memberKey = `${connection.id}:${clientId}`
      const record: PresenceRecord = {
        clientId,
        connectionId: connection.id,
        id: `${connection.id}:${message.msgSerial ?? 0}:${index}`,
        timestamp,
        ...(item.data !== undefined ? { data: item.data } : {}),
        ...(item.encoding !== undefined ? { encoding: item.encoding } : {}),
      }
      if (item.action === PresenceAction.LEAVE) channel.presence.delete(memberKey)
      else channel.presence.set(memberKey, record)
      wire.push(this.presenceWire(record, item.action))
    }
    // The echo goes out before the ACK, as Ably does.
    this.broadcastPresence(channel, wire)
    this.ack(connection, message)
  }

  private presenceWire(record: PresenceRecord, action: number): WirePresence {
    return {
      action,
      clientId: record.clientId,
      connectionId: record.connectionId,
      id: record.id,
      timestamp: record.timestamp,
      ...(record.data !== undefined ? { data: record.data } : {}),
      ...(record.encoding !== undefined ? { encoding: record.encoding } : {}),
    }
  }

  private broadcastPresence(channel: Channel, presence: WirePresence[]): void {
    if (presence.length === 0) return
    const frame = JSON.stringify({ action: Action.PRESENCE, channel: channel.name, presence })
    for (const target of channel.attached) {
      if (operationsFor(target.capability, channel.name).has('subscribe')) target.socket.send(frame)
    }
  }

  private reauthenticate(connection: Connection, accessToken: string | undefined): void {
    const verified = accessToken ? verifyToken(this.key, accessToken) : null
    if (!verified?.ok) {
      this.sendTo(connection, {
        action: Action.ERROR,
        error: verified?.reason === 'expired' ? Errors.tokenExpired() : Errors.badToken(verified?.message ?? 'AUTH without a token'),
      })
      connection.socket.close()
      return
    }
    if (connection.clientId !== undefined && verified.token.clientId !== connection.clientId) {
      this.sendTo(connection, { action: Action.ERROR, error: Errors.badToken('AUTH may not change the clientId') })
      connection.socket.close()
      return
    }
    connection.capability = verified.token.capability
    connection.expiresAt = verified.token.expiresAt
    this.scheduleExpiry(connection)
    // Channels the new capability no longer grants are refused.
    for (const name of [...connection.channels]) {
      if (operationsFor(connection.capability, name).size > 0) continue
      this.detach(connection, name)
      this.sendTo(connection, { action: Action.ERROR, channel: name, error: Errors.notPermitted(name, 'attach') })
    }
    this.sendTo(connection, this.connectedMessage(connection))
  }
}

export type { Operation }
