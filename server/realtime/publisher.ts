import { memberChannel, memberCurrencyChannel } from './channels.ts'
import type { AblyKey } from './jwt.ts'

/** What the rest of the sandbox uses to push a realtime event. */
export interface Publisher {
  publish(channel: string, name: string, data?: unknown): void | Promise<void>
}

/**
 * The sandbox's one publisher: fans out to every attached sink (the local WebSocket hub, or real
 * Ably when `ABLY_API_KEY` is set). With no sink attached (in-process tests) a publish is dropped.
 */
class RealtimePublisher implements Publisher {
  readonly #sinks = new Set<Publisher>()
  #log: (line: string) => void = () => undefined

  /** Adds a sink; returns its removal. */
  attach(sink: Publisher, log?: (line: string) => void): () => void {
    this.#sinks.add(sink)
    if (log) this.#log = log
    return () => {
      this.#sinks.delete(sink)
    }
  }

  async publish(channel: string, name: string, data?: unknown): Promise<void> {
    await Promise.all(
      [...this.#sinks].map(async (sink) => {
        try {
          await sink.publish(channel, name, data)
        } catch (error) {
          // A realtime hiccup never fails the API call that caused it.
          this.#log(
            `[realtime] publish ${name} on ${channel} failed: ${error instanceof Error ? error.message : String(error)}`,
          )
        }
      }),
    )
  }

  /** An event on a member's private channel `member.{id}`. */
  toMember(memberId: number, name: string, data?: unknown): Promise<void> {
    return this.publish(memberChannel(memberId), name, data)
  }

  /** An event on the private currency channel `member_currency.{currency}`. */
  toCurrency(currency: string, name: string, data?: unknown): Promise<void> {
    return this.publish(memberCurrencyChannel(currency), name, data)
  }
}

export const realtime = new RealtimePublisher()

/** Publishes through Ably's REST API with a real key (`ABLY_API_KEY`). */
export class AblyRestPublisher implements Publisher {
  constructor(
    private readonly key: AblyKey,
    private readonly restHost = 'rest.ably.io',
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async publish(channel: string, name: string, data?: unknown): Promise<void> {
    const response = await this.fetchImpl(
      `https://${this.restHost}/channels/${encodeURIComponent(channel)}/messages`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.key.name}:${this.key.secret}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name, data: data ?? null }),
      },
    )
    if (!response.ok) throw new Error(`Ably REST answered HTTP ${response.status}`)
  }
}
