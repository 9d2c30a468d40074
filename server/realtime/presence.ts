import type { Connection } from './connection.ts'
import { PresenceAction, type WirePresence } from './protocol.ts'

/** A member present on a channel, keyed by `connectionId:clientId`. */
export interface PresenceRecord {
  clientId: string
  connectionId: string
  data?: unknown
  encoding?: string
  id: string
  timestamp: number
}

export type PresenceSet = Map<string, PresenceRecord>

export function presenceWire(record: PresenceRecord, action: number): WirePresence {
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

/** Applies a client's PRESENCE items (enter, update, leave) and returns what to broadcast. */
export function applyPresence(
  members: PresenceSet,
  connection: Connection,
  items: readonly WirePresence[],
  msgSerial: number,
): WirePresence[] {
  const timestamp = Date.now()
  const wire: WirePresence[] = []
  for (const [index, item] of items.entries()) {
    const clientId = item.clientId ?? connection.clientId
    if (!clientId) continue
    const memberKey = `${connection.id}:${clientId}`
    const record: PresenceRecord = {
      clientId,
      connectionId: connection.id,
      id: `${connection.id}:${msgSerial}:${index}`,
      timestamp,
      ...(item.data !== undefined ? { data: item.data } : {}),
      ...(item.encoding !== undefined ? { encoding: item.encoding } : {}),
    }
    if (item.action === PresenceAction.LEAVE) members.delete(memberKey)
    else members.set(memberKey, record)
    wire.push(presenceWire(record, item.action))
  }
  return wire
}

/** Removes every member a connection entered and returns their LEAVE messages. */
export function leaveAll(members: PresenceSet, connection: Connection): WirePresence[] {
  const left: WirePresence[] = []
  for (const [memberKey, record] of members) {
    if (record.connectionId !== connection.id) continue
    members.delete(memberKey)
    left.push(presenceWire({ ...record, timestamp: Date.now() }, PresenceAction.LEAVE))
  }
  return left
}
