import { describe, expect, it } from 'vitest'
import { sessionFingerprint } from './session-fingerprint'
import { sha256Hex } from './sha256'

describe('session fingerprint', () => {
  it('is SHA-256 (FIPS 180-4 vectors, block edges, multi-byte UTF-8)', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    )
    expect(sha256Hex('a'.repeat(56))).toBe('b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a')
  })

  it('names a session by 32 hex characters that match the server and never contain the token', () => {
    // Computed with node:crypto, as server/realtime/session-fingerprint.ts does.
    expect(sessionFingerprint('tok-mine')).toBe('1a15b84055fa306da1fca3627f8bc691')
    expect(sessionFingerprint('tok-other')).toBe('37b26931424f071d9af598387e478ca2')
    expect(sessionFingerprint('héllo 🎰')).toBe('efe175d4b984dbb9b22c5728610f0ac5')
    expect(sessionFingerprint('tok-mine')).toMatch(/^[0-9a-f]{32}$/)
  })
})
