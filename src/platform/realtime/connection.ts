import type { ConnectionState, ErrorInfo, InboundMessage } from 'ably'
import type * as AblyModular from 'ably/modular'
import { nextTask } from '../scheduling'
import { realtimeClientOptions, realtimeTarget } from './options'

export type RealtimeState = ConnectionState | 'idle'

/** A token from the backend's token endpoint (an Ably-format JWT) and, for real Ably, its endpoint. */
export type RealtimeGrant = { token: string; endpoint?: string | undefined; clientId: string }

export type RealtimeMessage = { channel: string; name: string; data: unknown }

export type RealtimeConnectOptions = {
  /** Called for the first token and whenever the SDK needs a new one (expiry, reconnect). */
  fetchGrant: () => Promise<RealtimeGrant>
  /** Channels to attach and listen to. */
  channels: readonly string[]
  /** Channels to enter presence on (attached as well). */
  presence: readonly string[]
  onMessage: (message: RealtimeMessage) => void
  onStateChange: (state: RealtimeState, reason?: { code: number; message: string }) => void
  /** Refusal of one channel (40160): the others keep working. */
  onChannelFailed?: (channel: string, reason: { code: number; message: string }) => void
  /** VITE_REALTIME_URL; empty: the page's own host. */
  realtimeUrl: string
}

export type RealtimeHandle = {
  readonly clientId: string
  close: () => void
}

const reasonOf = (error: ErrorInfo | null | undefined) =>
  error ? { code: error.code, message: error.message } : undefined

/** Loads the SDK (modular build, its own chunk) the first time a connection is made. */
let sdk: Promise<typeof AblyModular> | undefined
export function loadRealtimeSdk(): Promise<typeof AblyModular> {
  sdk ??= import('ably/modular')
  return sdk
}

/**
 * Opens one realtime connection with the official `ably` SDK (BaseRealtime + WebSocketTransport +
 * FetchRequest + RealtimePresence), authenticated by tokens from the backend.
 */
export async function connectRealtime(options: RealtimeConnectOptions): Promise<RealtimeHandle> {
  const [{ BaseRealtime, WebSocketTransport, FetchRequest, RealtimePresence }, first] = await Promise.all([
    loadRealtimeSdk(),
    options.fetchGrant(),
  ])
  // The SDK's evaluation, the client and the channels each take a task of their own on a phone.
  await nextTask()
  let pending: RealtimeGrant | undefined = first
  const target = realtimeTarget(first.endpoint, options.realtimeUrl, window.location)
  const client: AblyModular.BaseRealtime = new BaseRealtime({
    ...realtimeClientOptions(target),
    plugins: { WebSocketTransport, FetchRequest, RealtimePresence },
    authCallback: (_params, callback) => {
      const grant = pending
      pending = undefined
      ;(grant ? Promise.resolve(grant) : options.fetchGrant()).then(
        (next) => callback(null, next.token),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
      )
    },
  })
  client.connection.on((change) => options.onStateChange(change.current, reasonOf(change.reason)))
  await nextTask()

  const listen = (name: string) => {
    const channel = client.channels.get(name)
    channel.on('failed', (change) => {
      const reason = reasonOf(change.reason)
      if (reason) options.onChannelFailed?.(name, reason)
    })
    channel
      .subscribe((message: InboundMessage) => {
        options.onMessage({ channel: name, name: message.name ?? '', data: message.data })
      })
      .catch(() => {
        // The implicit attach fails when the connection is closed first (the session or currency
        // changed) or the channel is refused (reported above): never an unhandled rejection.
      })
    return channel
  }
  for (const name of options.channels) listen(name)
  for (const name of options.presence) {
    const channel = options.channels.includes(name) ? client.channels.get(name) : listen(name)
    channel.presence.enter().catch(() => {
      // Refused presence leaves messages working; the failure is reported through onChannelFailed.
    })
  }
  return {
    clientId: first.clientId,
    close: () => client.close(),
  }
}
