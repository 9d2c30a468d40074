import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { ServerType } from '@hono/node-server'
import { liveLogins } from '../auth/sessions.ts'
import type { Db } from '../db/types.ts'
import { RealtimeHub } from './hub.ts'
import { AblyRestPublisher, realtime } from './publisher.ts'
import type { SessionCheck } from './session-watch.ts'
import { realtimeConfigFromEnv, type RealtimeConfig } from './tokens.ts'

export interface RealtimeContext {
  db: Db
  log: (line: string) => void
  config?: RealtimeConfig
  /** Which member sessions are live; default: the sessions table of `db`. */
  sessions?: SessionCheck
  /** How often connected members' sessions are checked again (default 1 s). */
  sessionCheckMs?: number
}

export interface AttachedRealtime {
  hub: RealtimeHub | null
  /** Closes every realtime connection (call before closing the HTTP server). */
  close(): Promise<void>
}

/**
 * Upgrade requests the realtime endpoint takes: `/realtime` and `/` — the Ably SDK always opens its
 * WebSocket on the host's root path, with `access_token` and `v` in the query.
 */
export function isRealtimeUpgrade(url: string | undefined): boolean {
  const { pathname } = new URL(url ?? '/', 'http://localhost')
  return pathname === '/realtime' || pathname === '/realtime/' || pathname === '/'
}

/**
 * Serves the realtime endpoint on the same port as the site and the API (sandbox mode), or points
 * publishing at real Ably when `ABLY_API_KEY` is set (then upgrades are refused: clients go to Ably).
 */
export function attachRealtime(server: ServerType, context: RealtimeContext): AttachedRealtime {
  const config = context.config ?? realtimeConfigFromEnv()
  if (config.mode === 'ably') {
    const detach = realtime.attach(new AblyRestPublisher(config.key, config.restHost), context.log)
    context.log(`[realtime] publishing through Ably (${config.restHost}); clients connect to Ably`)
    return { hub: null, close: async () => detach() }
  }
  const hub = new RealtimeHub({
    key: config.key,
    log: context.log,
    sessions: context.sessions ?? ((ids) => liveLogins(context.db, ids)),
    ...(context.sessionCheckMs === undefined ? {} : { sessionCheckMs: context.sessionCheckMs }),
  })
  const detach = realtime.attach(hub, context.log)
  // An HTTP/2 listener with HTTP/1.1 allowed hands WebSocket upgrades to the same event.
  const upgrades: NodeJS.EventEmitter = server
  upgrades.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (isRealtimeUpgrade(request.url)) hub.handleUpgrade(request, socket, head)
    else socket.destroy()
  })
  return {
    hub,
    close: async () => {
      detach()
      await hub.close()
    },
  }
}
