import type { ClientOptions } from 'ably'

/** Spec §9 realtime client defaults. */
export const REALTIME_DEFAULTS = {
  connectTimeoutMs: 20_000,
  reconnectDelayMs: 1_000,
  reconnectDelayMaxMs: 5_000,
  jitter: 0.5,
  attempts: Infinity,
} as const

export type RealtimeTarget =
  /** Real Ably: an endpoint name (`main`) or host, TLS on. */
  | { kind: 'ably'; endpoint: string }
  /** The sandbox (or any Ably-protocol server) at a host and port. */
  | { kind: 'sandbox'; host: string; port: number; tls: boolean }

/** Ably's options plus `webSocketConnectTimeout`, which the SDK reads but does not declare. */
export type RealtimeClientOptions = ClientOptions & { webSocketConnectTimeout?: number }

/** The realtime part of the site environment document (`/site-env/{site_id}.json`). */
export type SiteEnvRealtime = { endpoint: string; port?: number; tls?: boolean }

/**
 * The realtime URL the site environment document names: its endpoint (a host, with or without a
 * port) with the document's port and TLS flag; empty when the endpoint is not a usable host.
 */
export function realtimeUrlOfSiteEnv(realtime: SiteEnvRealtime | undefined): string {
  const endpoint = realtime?.endpoint.trim() ?? ''
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(endpoint)) return ''
  const url = new URL(`${realtime?.tls ? 'wss' : 'ws'}://${endpoint}`)
  if (realtime?.port !== undefined) url.port = String(realtime.port)
  return `${url.protocol}//${url.host}`
}

/**
 * Where to connect: the token endpoint names Ably's endpoint when the backend issues Ably tokens;
 * otherwise the configured realtime URL (VITE_REALTIME_URL), else the page's own host and port.
 */
export function realtimeTarget(
  tokenEndpoint: string | undefined,
  realtimeUrl: string,
  page: { protocol: string; hostname: string; port: string },
): RealtimeTarget {
  if (tokenEndpoint) return { kind: 'ably', endpoint: tokenEndpoint }
  if (realtimeUrl) {
    const url = new URL(realtimeUrl, `${page.protocol}//${page.hostname}${page.port ? `:${page.port}` : ''}`)
    const tls = url.protocol === 'wss:' || url.protocol === 'https:'
    return { kind: 'sandbox', host: url.hostname, port: Number(url.port) || (tls ? 443 : 80), tls }
  }
  const tls = page.protocol === 'https:'
  return { kind: 'sandbox', host: page.hostname, port: Number(page.port) || (tls ? 443 : 80), tls }
}

/**
 * SDK options for a target, with §9's defaults mapped onto Ably's:
 * - connect timeout 20 s = webSocketConnectTimeout + realtimeRequestTimeout (the SDK's connecting
 *   window is their sum);
 * - reconnect delay 1 s to 5 s: disconnectedRetryTimeout 1 s (the SDK backs off to 2x with 0.8-1.0
 *   jitter of its own — its jitter is fixed, §9's 0.5 cannot be set), then suspendedRetryTimeout 5 s;
 * - unlimited attempts: the SDK never gives up from `suspended`, it retries every suspendedRetryTimeout.
 */
export function realtimeClientOptions(target: RealtimeTarget): RealtimeClientOptions {
  const common: RealtimeClientOptions = {
    webSocketConnectTimeout: REALTIME_DEFAULTS.connectTimeoutMs / 2,
    realtimeRequestTimeout: REALTIME_DEFAULTS.connectTimeoutMs / 2,
    disconnectedRetryTimeout: REALTIME_DEFAULTS.reconnectDelayMs,
    suspendedRetryTimeout: REALTIME_DEFAULTS.reconnectDelayMaxMs,
    transports: ['web_socket'],
    autoConnect: true,
    echoMessages: false,
    logLevel: 1,
  }
  if (target.kind === 'ably') return { ...common, endpoint: target.endpoint }
  return {
    ...common,
    endpoint: target.host,
    port: target.port,
    tlsPort: target.port,
    tls: target.tls,
    fallbackHosts: [],
    useBinaryProtocol: false,
    disableConnectivityCheck: true,
    wsConnectivityCheckUrl: `${target.tls ? 'wss' : 'ws'}://${target.host}:${target.port}/realtime`,
  }
}
