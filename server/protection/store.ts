import type { Db } from '../db/types.ts'
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  lowest,
  NO_LIMIT,
  remaining,
  round2,
  settle,
  windowStart,
  type ExclusionKind,
  type ExclusionPeriod,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type RealityCheckMinutes,
  isRealityCheckMinutes,
} from './rules.ts'

/** Storage of the protection rules. Every function takes `now` from the protection clock. */

const iso = (date: Date) => date.toISOString()

interface LimitRow {
  kind: LimitKind
  period: LimitPeriod
  amount: string | null
  pending_amount: string | null
  pending_effective_at: Date | string | null
}

const num = (value: string | null): number | null => (value === null ? null : Number(value))

function stateOf(row: LimitRow | undefined): LimitState {
  if (!row) return NO_LIMIT
  return {
    amount: num(row.amount),
    pending: row.pending_effective_at
      ? { amount: num(row.pending_amount), effectiveAt: new Date(row.pending_effective_at) }
      : null,
  }
}

export type LimitKey = `${LimitKind}:${LimitPeriod}`

/** The member's limits with due pending changes applied (and saved). */
export async function loadLimits(db: Db, memberId: number, now: Date): Promise<Map<LimitKey, LimitState>> {
  const result = await db.query<LimitRow>(
    `SELECT kind, period, amount::text, pending_amount::text, pending_effective_at
       FROM protection_limits WHERE member_id = $1`,
    [memberId],
  )
  const limits = new Map<LimitKey, LimitState>()
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const stored = stateOf(result.rows.find((row) => row.kind === kind && row.period === period))
      const settled = settle(stored, now)
      if (settled !== stored) await saveLimit(db, memberId, kind, period, settled)
      limits.set(`${kind}:${period}`, settled)
    }
  }
  return limits
}

export async function saveLimit(
  db: Db,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  state: LimitState,
): Promise<void> {
  await db.query(
    `INSERT INTO protection_limits (member_id, kind, period, amount, pending_amount, pending_effective_at, updated_at)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::timestamptz, now())
     ON CONFLICT (member_id, kind, period) DO UPDATE
        SET amount = EXCLUDED.amount, pending_amount = EXCLUDED.pending_amount,
            pending_effective_at = EXCLUDED.pending_effective_at, updated_at = now()`,
    [
      memberId,
      kind,
      period,
      state.amount === null ? null : String(state.amount),
      state.pending?.amount === null || state.pending === null ? null : String(state.pending.amount),
      state.pending ? iso(state.pending.effectiveAt) : null,
    ],
  )
}

/** Deposits asked for in the window: paid, in progress, or pending and not yet expired. */
export async function depositedSince(db: Db, memberId: number, since: Date, now: Date): Promise<number> {
  const result = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(amount), 0)::text AS total FROM deposit_orders
      WHERE member_id = $1 AND created_at > $2::timestamptz
        AND (status IN ('processing', 'success')
             OR (status = 'pending' AND (expires_at IS NULL OR expires_at > $3::timestamptz)))`,
    [memberId, iso(since), iso(now)],
  )
  return Number(result.rows[0]?.total ?? 0)
}

/** Stakes and wins since a time: sandbox game rounds (ledger) and settled provider bets. */
export async function playSince(
  db: Db,
  memberId: number,
  since: Date,
): Promise<{ stakes: number; wins: number }> {
  const result = await db.query<{ stakes: string; wins: string }>(
    `SELECT (COALESCE((SELECT -sum(amount) FROM wallet_ledger WHERE member_id = $1 AND kind = 'game_bet' AND created_at > $2::timestamptz), 0)
           + COALESCE((SELECT sum(bet_amount) FROM bet_records WHERE member_id = $1 AND status = 'settled' AND bet_at > $2::timestamptz), 0))::text AS stakes,
            (COALESCE((SELECT sum(amount) FROM wallet_ledger WHERE member_id = $1 AND kind = 'game_win' AND created_at > $2::timestamptz), 0)
           + COALESCE((SELECT sum(payout) FROM bet_records WHERE member_id = $1 AND status = 'settled' AND bet_at > $2::timestamptz), 0))::text AS wins`,
    [memberId, iso(since)],
  )
  const row = result.rows[0]
  return { stakes: Number(row?.stakes ?? 0), wins: Number(row?.wins ?? 0) }
}

/** Minutes of active session time in the window. */
export async function minutesPlayedSince(db: Db, memberId: number, since: Date): Promise<number> {
  const result = await db.query<{ minutes: string }>(
    `SELECT COALESCE(sum(extract(epoch FROM last_seen_at - GREATEST(started_at, $2::timestamptz)) / 60), 0)::text AS minutes
       FROM protection_session_activity WHERE member_id = $1 AND last_seen_at > $2::timestamptz`,
    [memberId, iso(since)],
  )
  return Math.floor(Number(result.rows[0]?.minutes ?? 0))
}

export async function usage(
  db: Db,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  now: Date,
): Promise<number> {
  const since = windowStart(period, now)
  switch (kind) {
    case 'deposit':
      return depositedSince(db, memberId, since, now)
    case 'loss': {
      const play = await playSince(db, memberId, since)
      return Math.max(0, round2(play.stakes - play.wins))
    }
    case 'session':
      return minutesPlayedSince(db, memberId, since)
  }
}

export interface LimitView {
  kind: LimitKind
  period: LimitPeriod
  amount: number | null
  used: number
  remaining: number | null
  pending: { amount: number | null; effective_at: string } | null
}

export async function limitViews(db: Db, memberId: number, now: Date): Promise<LimitView[]> {
  const limits = await loadLimits(db, memberId, now)
  const views: LimitView[] = []
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const state = limits.get(`${kind}:${period}`) ?? NO_LIMIT
      const used = await usage(db, memberId, kind, period, now)
      views.push({
        kind,
        period,
        amount: state.amount,
        used,
        remaining: remaining(state.amount, used),
        pending: state.pending
          ? { amount: state.pending.amount, effective_at: iso(state.pending.effectiveAt) }
          : null,
      })
    }
  }
  return views
}

export function remainingOf(views: readonly LimitView[], kind: LimitKind): number | null {
  return lowest(views.filter((view) => view.kind === kind).map((view) => view.remaining))
}

/* ------------------------------------------------------------------ site settings */

export interface SiteProtection {
  min_age: number
  help: { name: string; url: string; phone: string | null }[]
  reality_check_can_be_off: boolean
  default_reality_check_minutes: RealityCheckMinutes
  time_out_max_days: number
}

/** Used when a site has no row of its own. */
export const DEFAULT_SITE_PROTECTION: SiteProtection = {
  min_age: 18,
  help: [{ name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/', phone: null }],
  reality_check_can_be_off: true,
  default_reality_check_minutes: 60,
  time_out_max_days: 42,
}

function helpList(value: unknown): SiteProtection['help'] {
  if (!Array.isArray(value)) return DEFAULT_SITE_PROTECTION.help
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const entry = new Map(Object.entries(item))
    const name = entry.get('name')
    const url = entry.get('url')
    const phone = entry.get('phone')
    if (typeof name !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url)) return []
    return [{ name, url, phone: typeof phone === 'string' ? phone : null }]
  })
}

export async function siteProtection(db: Db, siteId: number): Promise<SiteProtection> {
  const result = await db.query<{
    min_age: number
    help: unknown
    reality_check_can_be_off: boolean
    default_reality_check_minutes: number
    time_out_max_days: number
  }>(
    `SELECT min_age, help, reality_check_can_be_off, default_reality_check_minutes, time_out_max_days
       FROM site_protection WHERE site_id = $1`,
    [siteId],
  )
  const row = result.rows[0]
  if (!row) return DEFAULT_SITE_PROTECTION
  const minutes = row.default_reality_check_minutes
  return {
    min_age: row.min_age,
    help: helpList(row.help),
    reality_check_can_be_off: row.reality_check_can_be_off,
    default_reality_check_minutes: isRealityCheckMinutes(minutes) ? minutes : 60,
    time_out_max_days: row.time_out_max_days,
  }
}

export async function realityCheckMinutes(
  db: Db,
  memberId: number,
  siteId: number,
): Promise<RealityCheckMinutes> {
  const result = await db.query<{ minutes: number }>(
    'SELECT reality_check_minutes AS minutes FROM protection_settings WHERE member_id = $1',
    [memberId],
  )
  const minutes = result.rows[0]?.minutes
  if (minutes !== undefined && isRealityCheckMinutes(minutes)) return minutes
  return (await siteProtection(db, siteId)).default_reality_check_minutes
}

/* ------------------------------------------------------------------ exclusions */

export interface ExclusionRow {
  kind: ExclusionKind
  period: ExclusionPeriod
  starts_at: Date
  ends_at: Date
}

/** The exclusion running at `now` that ends last, or null. */
export async function activeExclusion(db: Db, memberId: number, now: Date): Promise<ExclusionRow | null> {
  const result = await db.query<{
    kind: ExclusionKind
    period: ExclusionPeriod
    starts_at: Date | string
    ends_at: Date | string
  }>(
    `SELECT kind, period, starts_at, ends_at FROM protection_exclusions
      WHERE member_id = $1 AND starts_at <= $2::timestamptz AND ends_at > $2::timestamptz
      ORDER BY ends_at DESC LIMIT 1`,
    [memberId, iso(now)],
  )
  const row = result.rows[0]
  return row ? { ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) } : null
}
