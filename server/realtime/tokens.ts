import { randomBytes } from 'node:crypto'
import { serverEnv, type ServerEnv } from '../config.ts'
import { serverSecret } from '../secrets.ts'
import {
  memberChannel,
  memberCurrencyChannel,
  mobileTemplateChannel,
  presenceChannel,
  TEMPLATE_CHANNEL_TEMPLATES,
  templateChannel,
  WEB_MEMBER_CHANNEL,
  webApiChannel,
} from './channels.ts'
import { parseKey, signToken, type AblyKey, type Capability } from './jwt.ts'

export interface RealtimeConfig {
  /** `sandbox`: our own WebSocket endpoint; `ably`: real Ably with ABLY_API_KEY. */
  mode: 'sandbox' | 'ably'
  key: AblyKey
  /** Ably endpoint the client connects to in `ably` mode (ABLY_ENDPOINT, default `main`). */
  endpoint: string | undefined
  /** Ably REST host for publishing in `ably` mode. */
  restHost: string
  tokenTtlMs: number
}

/**
 * The sandbox key: its secret is REALTIME_SANDBOX_SECRET or one generated at start (kept in the
 * database when it persists, so tokens survive a restart and clients reconnect without re-auth).
 */
export const SANDBOX_KEY_NAME = 'lotus.sandbox'

export function realtimeConfigFromEnv(env: ServerEnv = serverEnv()): RealtimeConfig {
  const tokenTtlMs = env.realtimeTokenTtlSeconds * 1000
  const ablyKey = env.ablyApiKey ? parseKey(env.ablyApiKey) : null
  if (env.ablyApiKey && !ablyKey) throw new Error('ABLY_API_KEY must look like appId.keyId:secret')
  if (ablyKey) {
    return {
      mode: 'ably',
      key: ablyKey,
      endpoint: env.ablyEndpoint || 'main',
      restHost: env.ablyRestHost,
      tokenTtlMs,
    }
  }
  return {
    mode: 'sandbox',
    key: { name: SANDBOX_KEY_NAME, secret: serverSecret('realtime', env) },
    endpoint: undefined,
    restHost: '',
    tokenTtlMs,
  }
}

export interface TokenSubject {
  /** The currency the guest browses in; members always get their own. */
  currency: string | undefined
  /** A member with the login id of the session asking (the token lives and dies with that session). */
  member: { member_id: number; member_currency: string; session: string } | null
}

export interface IssuedToken {
  token: string
  client_id: string
  expires_at: string
  channels: { public: string[]; private: string[] }
  endpoint?: string
}

/** The site facts the channel names depend on. */
export interface TokenSite {
  desktop_template: string
  mobile_template: string
  currencies: readonly string[]
}

/**
 * Channels and capability for a visitor or a member of a site (spec §6, §7). Only `subscribe` and
 * `presence` are ever granted: every message comes from the server.
 */
export function issueRealtimeToken(
  config: RealtimeConfig,
  site: TokenSite,
  subject: TokenSubject,
  now = Date.now(),
): IssuedToken {
  const currency =
    subject.member?.member_currency ??
    (subject.currency && site.currencies.includes(subject.currency)
      ? subject.currency
      : site.currencies[0]) ??
    'USD'

  const publicChannels = [WEB_MEMBER_CHANNEL, webApiChannel(currency)]
  if (TEMPLATE_CHANNEL_TEMPLATES.includes(site.desktop_template))
    publicChannels.push(templateChannel(site.desktop_template))
  publicChannels.push(mobileTemplateChannel(site.mobile_template))
  const capability: Record<string, Capability[string]> = {}
  for (const channel of publicChannels) capability[channel] = ['subscribe']
  const privateChannels: string[] = []
  if (subject.member) {
    const member = memberChannel(subject.member.member_id)
    const currencyChannel = memberCurrencyChannel(currency)
    const presence = presenceChannel(currency)
    privateChannels.push(member, currencyChannel, presence)
    capability[member] = ['subscribe']
    capability[currencyChannel] = ['subscribe']
    capability[presence] = ['presence', 'subscribe']
  }
  const clientId = subject.member
    ? String(subject.member.member_id)
    : `guest-${randomBytes(8).toString('hex')}`
  const signed = signToken(config.key, {
    capability,
    clientId,
    ...(subject.member ? { session: subject.member.session } : {}),
    ttlMs: config.tokenTtlMs,
    now,
  })
  return {
    token: signed.token,
    client_id: clientId,
    expires_at: new Date(signed.expiresAt).toISOString(),
    channels: { public: publicChannels, private: privateChannels },
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  }
}
