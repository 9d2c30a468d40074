import { sendTo, type Connection } from './connection.ts'
import { operationsFor } from './jwt.ts'
import { Action, Errors, Flag, PresenceAction, type WirePresence } from './protocol.ts'
import { leaveAll, presenceWire, type PresenceSet } from './presence.ts'

/** A channel some connection is attached to or present on. */
export interface Channel {
  name: string
  attached: Set<Connection>
  presence: PresenceSet
}

/** The live channels: who is attached where, capability checks on attach, fan-out to subscribers. */
export class ChannelRegistry {
  private readonly channels = new Map<string, Channel>()
  private syncSerial = 0

  find(name: string): Channel | undefined {
    return this.channels.get(name)
  }

  /** ATTACH: refused with 40160 when the token grants nothing on the channel, else ATTACHED (+ SYNC). */
  attach(connection: Connection, name: string | undefined): void {
    if (!name) {
      sendTo(connection, { action: Action.ERROR, error: Errors.badRequest('ATTACH without a channel') })
      return
    }
    const operations = operationsFor(connection.capability, name)
    if (operations.size === 0) {
      sendTo(connection, { action: Action.ERROR, channel: name, error: Errors.notPermitted(name, 'attach') })
      return
    }
    const channel = this.ensure(name)
    channel.attached.add(connection)
    connection.channels.add(name)
    let flags = 0
    if (operations.has('presence')) flags |= Flag.PRESENCE
    if (operations.has('publish')) flags |= Flag.PUBLISH
    if (operations.has('subscribe')) flags |= Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE
    const members = [...channel.presence.values()]
    if (members.length > 0) flags |= Flag.HAS_PRESENCE
    sendTo(connection, { action: Action.ATTACHED, channel: name, flags })
    if (members.length > 0) {
      // A cursor-less serial ("<id>:") tells the SDK the member list is complete.
      sendTo(connection, {
        action: Action.SYNC,
        channel: name,
        channelSerial: `sync${++this.syncSerial}:`,
        presence: members.map((record) => presenceWire(record, PresenceAction.PRESENT)),
      })
    }
  }

  /** Leaves a channel: its presence members leave too, and an empty channel is forgotten. */
  detach(connection: Connection, name: string): void {
    const channel = this.channels.get(name)
    connection.channels.delete(name)
    if (!channel) return
    channel.attached.delete(connection)
    this.broadcastPresence(channel, leaveAll(channel.presence, connection))
    if (channel.attached.size === 0 && channel.presence.size === 0) this.channels.delete(name)
  }

  /** Sends a frame to every attached connection allowed to subscribe to the channel. */
  deliver(channel: Channel, frame: string): void {
    for (const target of channel.attached) {
      if (operationsFor(target.capability, channel.name).has('subscribe')) target.socket.send(frame)
    }
  }

  broadcastPresence(channel: Channel, presence: WirePresence[]): void {
    if (presence.length === 0) return
    this.deliver(channel, JSON.stringify({ action: Action.PRESENCE, channel: channel.name, presence }))
  }

  clear(): void {
    this.channels.clear()
  }

  private ensure(name: string): Channel {
    let channel = this.channels.get(name)
    if (!channel) {
      channel = { name, attached: new Set(), presence: new Map() }
      this.channels.set(name, channel)
    }
    return channel
  }
}
