/**
 * The time the protection rules read. Production uses the system clock; tests swap it with
 * `setProtectionClock` (e.g. 25 hours ahead) so a 24-hour rule is proven without waiting.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

let current: Clock = systemClock

export const protectionClock: Clock = { now: () => current.now() }

/** Replaces the clock; `null` restores the system clock. */
export function setProtectionClock(clock: Clock | null): void {
  current = clock ?? systemClock
}

/** A clock that stands still at `at` until moved (tests). */
export function fixedClock(at: Date): Clock & { advance(ms: number): void; set(to: Date): void } {
  let time = at.getTime()
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms
    },
    set: (to) => {
      time = to.getTime()
    },
  }
}
