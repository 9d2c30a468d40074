import type { ServerType } from '@hono/node-server'
import type { Db } from '../db/types.ts'

export interface RealtimeContext {
  db: Db
  log: (line: string) => void
}

/**
 * The hook for the realtime endpoint: `server/main.ts` calls this with the HTTP server so a
 * WebSocket endpoint at `/realtime` (Ably protocol v6, see ARCHITECTURE.md "Realtime") can take
 * over upgrade requests. Nothing is attached yet: upgrades on /realtime are refused.
 */
export function attachRealtime(_server: ServerType, _context: RealtimeContext): void {}
