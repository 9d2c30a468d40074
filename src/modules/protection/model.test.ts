import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import type { ProtectionSession } from './api'
import {
  $figures,
  $realityCheckOpen,
  loadCheckFiguresFx,
  loadSessionFx,
  nextRealityCheckIn,
  protectionStarted,
  protectionStopped,
  realityCheckContinued,
  realityCheckWaitFx,
  refreshWaitFx,
  type SessionFigures,
} from './model'
import { formatClock } from './ui/format'

const session = (over: Partial<ProtectionSession> = {}): ProtectionSession => ({
  started_at: '2026-03-10T12:00:00Z',
  server_time: '2026-03-10T12:05:00Z',
  elapsed_seconds: 300,
  stakes: 20,
  wins: 5,
  net_position: -15,
  currency: 'USD',
  reality_check_minutes: 10,
  session_limit_reached: false,
  ...over,
})

describe('reality check timing', () => {
  const figures: SessionFigures = { session: session(), receivedAt: 1_000_000 }

  it('is due at the next whole interval since login', () => {
    expect(nextRealityCheckIn(figures, 10, 1_000_000, 60_000)).toBe(5 * 60_000)
    expect(nextRealityCheckIn(figures, 10, 1_000_000 + 60_000, 60_000)).toBe(4 * 60_000)
    expect(nextRealityCheckIn(figures, 20, 1_000_000, 1_000)).toBe(20_000 - (300_000 % 20_000))
  })

  it('is never due when switched off', () => {
    expect(nextRealityCheckIn(figures, 0, 1_000_000)).toBeNull()
  })

  it('formats the session clock', () => {
    expect(formatClock(0)).toBe('0:00:00')
    expect(formatClock(3723)).toBe('1:02:03')
    expect(formatClock(90_000)).toBe('25:00:00')
  })
})

describe('session model', () => {
  /** The first reality-check timer fires at once; the background refresh answers a stale generation (so it stops). */
  function scope() {
    let checks = 0
    return fork({
      handlers: [
        [loadSessionFx, async () => ({ session: session(), receivedAt: Date.now() })],
        [
          loadCheckFiguresFx,
          async () => ({ session: session({ elapsed_seconds: 600 }), receivedAt: Date.now() }),
        ],
        [refreshWaitFx, async () => -1],
        // Only the first scheduled check comes due during a test.
        [
          realityCheckWaitFx,
          async ({ generation }: { generation: number }) => (checks++ === 0 ? generation : -1),
        ],
      ],
    })
  }

  it('loads the figures when the session starts and opens the reality check when it is due', async () => {
    const s = scope()
    await allSettled(protectionStarted, { scope: s })
    expect(s.getState($realityCheckOpen)).toBe(true)
    expect(s.getState($figures)?.session.elapsed_seconds).toBe(600)
    await allSettled(realityCheckContinued, { scope: s })
    expect(s.getState($realityCheckOpen)).toBe(false)
  })

  it('forgets everything when the session stops', async () => {
    const s = scope()
    await allSettled(protectionStarted, { scope: s })
    expect(s.getState($figures)).not.toBeNull()
    await allSettled(protectionStopped, { scope: s })
    expect(s.getState($figures)).toBeNull()
    expect(s.getState($realityCheckOpen)).toBe(false)
  })
})
