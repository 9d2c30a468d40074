import { describe, expect, it } from 'vitest'
import { realtimeClientOptions, realtimeTarget, realtimeUrlOfSiteEnv } from './options'

const page = { protocol: 'http:', hostname: 'localhost', port: '8080' }

describe('realtime options', () => {
  it('connects to the page host and port when no realtime URL is set', () => {
    expect(realtimeTarget(undefined, '', page)).toEqual({
      kind: 'sandbox',
      host: 'localhost',
      port: 8080,
      tls: false,
    })
    expect(realtimeTarget(undefined, '', { protocol: 'https:', hostname: 'lotus.test', port: '' })).toEqual({
      kind: 'sandbox',
      host: 'lotus.test',
      port: 443,
      tls: true,
    })
  })

  it('follows VITE_REALTIME_URL, and Ably when the token names its endpoint', () => {
    expect(realtimeTarget(undefined, 'ws://127.0.0.1:8081/realtime', page)).toEqual({
      kind: 'sandbox',
      host: '127.0.0.1',
      port: 8081,
      tls: false,
    })
    expect(realtimeTarget('main', 'ws://127.0.0.1:8081', page)).toEqual({ kind: 'ably', endpoint: 'main' })
  })

  it('maps the spec §9 defaults onto the SDK options', () => {
    const options = realtimeClientOptions({ kind: 'sandbox', host: 'localhost', port: 8080, tls: false })
    // connect timeout 20 s: the SDK's connecting window is the sum of these two
    expect((options.webSocketConnectTimeout ?? 0) + (options.realtimeRequestTimeout ?? 0)).toBe(20_000)
    expect(options.disconnectedRetryTimeout).toBe(1_000)
    expect(options.suspendedRetryTimeout).toBe(5_000)
    expect(options).toMatchObject({
      useBinaryProtocol: false,
      fallbackHosts: [],
      transports: ['web_socket'],
      tls: false,
      port: 8080,
    })
    const ably = realtimeClientOptions({ kind: 'ably', endpoint: 'main' })
    expect(ably.endpoint).toBe('main')
    expect(ably.fallbackHosts).toBeUndefined()
    expect(ably.useBinaryProtocol).toBeUndefined()
  })

  it('connects where the site environment document says, with its port and TLS flag', () => {
    expect(realtimeUrlOfSiteEnv({ endpoint: 'rt.lotus.test', port: 8443, tls: true })).toBe(
      'wss://rt.lotus.test:8443',
    )
    expect(realtimeUrlOfSiteEnv({ endpoint: 'localhost:4501', tls: false })).toBe('ws://localhost:4501')
    const target = realtimeTarget(
      undefined,
      realtimeUrlOfSiteEnv({ endpoint: 'rt.lotus.test', tls: true }),
      page,
    )
    expect(target).toEqual({ kind: 'sandbox', host: 'rt.lotus.test', port: 443, tls: true })
  })

  it('ignores a document without a usable endpoint, so the page host is used', () => {
    expect(realtimeUrlOfSiteEnv(undefined)).toBe('')
    expect(realtimeUrlOfSiteEnv({ endpoint: '' })).toBe('')
    expect(realtimeUrlOfSiteEnv({ endpoint: 'https://evil.test/x' })).toBe('')
  })
})
