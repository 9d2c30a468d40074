/**
 * The player-protection rules, as pure functions of the state and the time. Storage and HTTP live in
 * store.ts and server/operations/protection/protection.ts; every rule here is tested with explicit times.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'session'] as const
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

/** An increase or a removal waits this long (a decrease applies at once). */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000

/** Longest session-time limit per period, in minutes (a month counts 31 days). */
export const PERIOD_MINUTES: Record<LimitPeriod, number> = {
  day: 24 * 60,
  week: 7 * 24 * 60,
  month: 31 * 24 * 60,
}

export const REALITY_CHECK_MINUTES = [0, 10, 20, 30, 45, 60] as const
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number]

export function isRealityCheckMinutes(value: number): value is RealityCheckMinutes {
  return (REALITY_CHECK_MINUTES as readonly number[]).includes(value)
}

export interface PendingChange {
  /** The amount that will apply; null removes the limit. */
  amount: number | null
  effectiveAt: Date
}

export interface LimitState {
  amount: number | null
  pending: PendingChange | null
}

export const NO_LIMIT: LimitState = { amount: null, pending: null }

function addMonthsUtc(date: Date, months: number): Date {
  const result = new Date(date.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

/** Start of the rolling window of a period ending at `now`. */
export function windowStart(period: LimitPeriod, now: Date): Date {
  switch (period) {
    case 'day':
      return new Date(now.getTime() - 24 * 60 * 60 * 1000)
    case 'week':
      return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000)
    case 'month':
      return addMonthsUtc(now, -1)
  }
}

/** Applies a pending change whose time has come. */
export function settle(state: LimitState, now: Date): LimitState {
  if (state.pending && state.pending.effectiveAt.getTime() <= now.getTime()) {
    return { amount: state.pending.amount, pending: null }
  }
  return state
}

/**
 * A request for a new amount (null: remove). A first limit or a decrease applies at once and drops
 * any pending change; the current amount again cancels a pending change; an increase or a removal
 * waits COOLING_OFF_MS from now (a later request replaces the earlier pending one).
 */
export function change(state: LimitState, requested: number | null, now: Date): LimitState {
  const current = settle(state, now)
  if (requested !== null && (current.amount === null || requested < current.amount)) {
    return { amount: requested, pending: null }
  }
  if (requested === current.amount) return { amount: current.amount, pending: null }
  return {
    amount: current.amount,
    pending: { amount: requested, effectiveAt: new Date(now.getTime() + COOLING_OFF_MS) },
  }
}

/** What is left of a limit (never below 0), or null without a limit. */
export function remaining(amount: number | null, used: number): number | null {
  if (amount === null) return null
  return Math.max(0, round2(amount - used))
}

/** The lowest of several remainders (the one that binds), or null when none is limited. */
export function lowest(values: readonly (number | null)[]): number | null {
  const limited = values.filter((value): value is number => value !== null)
  return limited.length === 0 ? null : Math.min(...limited)
}

/** Whether an amount is acceptable for a limit of this kind and period. */
/** The largest money limit accepted: well inside numeric(20, 2) and exact as a JSON number. */
export const MAX_LIMIT_AMOUNT = 1e12

/**
 * A limit is a positive whole number of the currency's smallest unit (at least one of it: 1e-7
 * would round to 0, which the table refuses) up to MAX_LIMIT_AMOUNT; a session limit is whole minutes.
 */
export function validLimitAmount(
  kind: LimitKind,
  period: LimitPeriod,
  amount: number,
  decimals: number,
): boolean {
  if (!Number.isFinite(amount) || amount <= 0) return false
  if (kind === 'session') return Number.isInteger(amount) && amount <= PERIOD_MINUTES[period]
  if (amount > MAX_LIMIT_AMOUNT) return false
  const scaled = amount * 10 ** decimals
  const units = Math.round(scaled)
  return units >= 1 && Math.abs(scaled - units) < 1e-6
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100
}

/* ------------------------------------------------------------------ time-out and self-exclusion */

export const EXCLUSION_KINDS = ['time_out', 'self_exclusion'] as const
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number]
export const TIME_OUT_PERIODS = ['24h', '1w', '1m', 'custom'] as const
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const
export type ExclusionPeriod = (typeof TIME_OUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number]
/** A custom time-out lasts at most 6 weeks. */
export const TIME_OUT_MAX_DAYS = 42

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When an exclusion started now ends, or null when the period does not belong to the kind or the
 * custom days are out of range (1 to maxDays).
 */
export function exclusionEnd(
  kind: ExclusionKind,
  period: ExclusionPeriod,
  days: number | undefined,
  now: Date,
  maxDays = TIME_OUT_MAX_DAYS,
): Date | null {
  if (kind === 'time_out') {
    switch (period) {
      case '24h':
        return new Date(now.getTime() + DAY_MS)
      case '1w':
        return new Date(now.getTime() + 7 * DAY_MS)
      case '1m':
        return addMonthsUtc(now, 1)
      case 'custom':
        if (
          days === undefined ||
          !Number.isInteger(days) ||
          days < 1 ||
          days > Math.min(maxDays, TIME_OUT_MAX_DAYS)
        )
          return null
        return new Date(now.getTime() + days * DAY_MS)
      default:
        return null
    }
  }
  switch (period) {
    case '6m':
      return addMonthsUtc(now, 6)
    case '1y':
      return addMonthsUtc(now, 12)
    case '5y':
      return addMonthsUtc(now, 60)
    default:
      return null
  }
}

/** A new exclusion may lengthen but never shorten one that is running. */
export function mayStartExclusion(runningEnd: Date | null, newEnd: Date): boolean {
  return runningEnd === null || newEnd.getTime() >= runningEnd.getTime()
}
