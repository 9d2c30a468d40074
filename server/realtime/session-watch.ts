import type { Connection } from './connection.ts'

/** Which of these session login ids are still live (`liveLogins` of server/auth/sessions.ts). */
export type SessionCheck = (sessions: readonly string[]) => Promise<ReadonlySet<string>>

export interface SessionWatchOptions {
  check: SessionCheck
  intervalMs: number
  connections: () => Iterable<Connection>
  /** A connection whose session has ended (logged out, revoked, expired). */
  ended: (connection: Connection) => void
  log: (line: string) => void
}

/**
 * Asks, every `intervalMs`, whether the sessions of the connected members are still live — one query
 * for all of them, none when no member is connected — so a logout or revocation made through any
 * server on the same database ends the connections bound to that session within about a second.
 */
export class SessionWatch {
  private timer: NodeJS.Timeout | undefined
  private checking = false

  constructor(private readonly options: SessionWatchOptions) {}

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs)
    this.timer.unref()
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  async tick(): Promise<void> {
    if (this.checking) return
    const bound: [Connection, string][] = []
    for (const connection of this.options.connections()) {
      if (connection.session !== undefined) bound.push([connection, connection.session])
    }
    if (bound.length === 0) return
    this.checking = true
    try {
      const live = await this.options.check([...new Set(bound.map(([, session]) => session))])
      for (const [connection, session] of bound) {
        // A connection renewed onto another session while the query ran is judged at the next tick.
        if (!live.has(session) && connection.session === session) this.options.ended(connection)
      }
    } catch (error) {
      // A failed check keeps the connections; the next tick asks again.
      this.options.log(
        `[realtime] session check failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    } finally {
      this.checking = false
    }
  }
}
