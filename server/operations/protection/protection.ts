import { randomBytes } from 'node:crypto'
import { hashPassword } from '../../auth/passwords.ts'
import type { SessionMember } from '../../auth/sessions.ts'
import type { Db } from '../../db/types.ts'
import { postLedger } from '../../domain/ledger.ts'
import { CURRENCY_BY_CODE, type Locale } from '../../domain/reference.ts'
import type { ApiError } from '../../http/envelope.ts'
import { businessError, protocolError } from '../../http/envelope.ts'
import { protectionClock } from '../../protection/clock.ts'
import { formatUtc } from '../../protection/format.ts'
import {
  change,
  exclusionEnd,
  mayStartExclusion,
  REALITY_CHECK_MINUTES,
  round2,
  validLimitAmount,
} from '../../protection/rules.ts'
import {
  activeExclusion,
  limitViews,
  loadLimits,
  playSince,
  realityCheckMinutes,
  remainingOf,
  saveLimit,
  siteProtection,
} from '../../protection/store.ts'
import type { OperationContext, RawHandler } from '../context.ts'
import { handler, type ResponseData } from '../define.ts'
import { t, type MessageKey } from '../../i18n/messages.ts'

/**
 * player-protection tag: limits, reality check, session figures, time-out and self-exclusion,
 * account history and the site's safer-gambling settings. Times come from the protection clock so
 * tests can move it; the rules themselves are in server/protection/rules.ts.
 */

type Overview = ResponseData<'getProtectionOverview'>
type Currency = Overview['currency']

function fail(
  code: number,
  key: MessageKey,
  lang: Locale | undefined,
  values?: Record<string, string>,
): ApiError {
  return businessError(code, t(key, lang, values))
}

function memberOf(ctx: OperationContext<unknown>): SessionMember {
  if (!ctx.session) throw protocolError(401, 'Unauthorized')
  return ctx.session
}

function currencyOf(code: string): Currency {
  const info = CURRENCY_BY_CODE.get(code)
  if (!info) throw new Error(`unknown currency ${code}`)
  // CURRENCY_BY_CODE holds exactly the contract's Currency enum.
  return info.code as Currency
}

async function overview(db: Db, session: SessionMember): Promise<Overview> {
  const now = protectionClock.now()
  const limits = await limitViews(db, session.member_id, now)
  const everSet = await db.query(
    `SELECT 1 FROM protection_limits WHERE member_id = $1 AND kind = 'deposit' AND ever_set LIMIT 1`,
    [session.member_id],
  )
  const deposited = await db.query(
    `SELECT 1 FROM deposit_orders WHERE member_id = $1 AND status = 'success' LIMIT 1`,
    [session.member_id],
  )
  return {
    currency: currencyOf(session.member_currency),
    limits,
    deposit_remaining: remainingOf(limits, 'deposit'),
    loss_remaining: remainingOf(limits, 'loss'),
    session_remaining_minutes: remainingOf(limits, 'session'),
    reality_check_minutes: await realityCheckMinutes(db, session.member_id, session.site_id),
    invite_deposit_limit: everSet.rows.length === 0 && deposited.rows.length === 0,
  }
}

const getProtectionSite = handler('getProtectionSite', async (ctx) => {
  const site = await siteProtection(ctx.db, ctx.body.site_id)
  return {
    min_age: site.min_age,
    help: site.help,
    reality_check_options: REALITY_CHECK_MINUTES.filter(
      (minutes) => minutes !== 0 || site.reality_check_can_be_off,
    ),
    reality_check_can_be_off: site.reality_check_can_be_off,
    default_reality_check_minutes: site.default_reality_check_minutes,
    time_out_max_days: site.time_out_max_days,
  }
})

const getProtectionOverview = handler('getProtectionOverview', (ctx) => overview(ctx.db, memberOf(ctx)))

const setProtectionLimit = handler('setProtectionLimit', async (ctx) => {
  const session = memberOf(ctx)
  const { kind, period, amount } = ctx.body
  const decimals = CURRENCY_BY_CODE.get(session.member_currency)?.decimals ?? 2
  if (amount !== null && !validLimitAmount(kind, period, amount, decimals)) {
    throw fail(701, 'protection_limit_invalid', ctx.lang)
  }
  const now = protectionClock.now()
  const limits = await loadLimits(ctx.db, session.member_id, now)
  const current = limits.get(`${kind}:${period}`)
  if (!current) throw new Error(`limit ${kind}:${period} missing`)
  await saveLimit(ctx.db, session.member_id, kind, period, change(current, amount, now))
  return overview(ctx.db, session)
})

const setRealityCheck = handler('setRealityCheck', async (ctx) => {
  const session = memberOf(ctx)
  const minutes = ctx.body.interval_minutes
  const site = await siteProtection(ctx.db, session.site_id)
  if (minutes === 0 && !site.reality_check_can_be_off) throw fail(702, 'reality_check_required', ctx.lang)
  await ctx.db.query(
    `INSERT INTO protection_settings (member_id, reality_check_minutes) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes, updated_at = now()`,
    [session.member_id, minutes],
  )
  return overview(ctx.db, session)
})

const getProtectionSession = handler('getProtectionSession', async (ctx) => {
  const session = memberOf(ctx)
  const now = protectionClock.now()
  const found = await ctx.db.query<{ created_at: Date | string }>(
    'SELECT created_at FROM sessions WHERE token = $1',
    [session.token],
  )
  const created = found.rows[0]?.created_at
  // The clock of a test may stand before the row's real creation time: never start in the future.
  const startedAt = created ? new Date(Math.min(new Date(created).getTime(), now.getTime())) : now
  await ctx.db.query(
    `INSERT INTO protection_session_activity (token, member_id, started_at, last_seen_at)
     VALUES ($1, $2, $3::timestamptz, $4::timestamptz)
     ON CONFLICT (token) DO UPDATE SET last_seen_at = GREATEST(protection_session_activity.last_seen_at, EXCLUDED.last_seen_at)`,
    [session.token, session.member_id, startedAt.toISOString(), now.toISOString()],
  )
  const play = await playSince(ctx.db, session.member_id, startedAt)
  const limits = await limitViews(ctx.db, session.member_id, now)
  return {
    started_at: startedAt.toISOString(),
    server_time: now.toISOString(),
    elapsed_seconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
    stakes: round2(play.stakes),
    wins: round2(play.wins),
    net_position: round2(play.wins - play.stakes),
    currency: currencyOf(session.member_currency),
    reality_check_minutes: await realityCheckMinutes(ctx.db, session.member_id, session.site_id),
    session_limit_reached: remainingOf(limits, 'session') === 0,
  }
})

const startExclusion = handler('startExclusion', async (ctx) => {
  const session = memberOf(ctx)
  const { kind, period, days, confirm } = ctx.body
  if (!confirm) throw fail(705, 'exclusion_not_confirmed', ctx.lang)
  const now = protectionClock.now()
  const site = await siteProtection(ctx.db, session.site_id)
  const endsAt = exclusionEnd(kind, period, days, now, site.time_out_max_days)
  if (!endsAt) throw fail(703, 'exclusion_period_invalid', ctx.lang)
  const running = await activeExclusion(ctx.db, session.member_id, now)
  if (!mayStartExclusion(running?.ends_at ?? null, endsAt)) {
    throw fail(704, 'exclusion_cannot_shorten', ctx.lang, { until: formatUtc(running?.ends_at ?? endsAt) })
  }
  await ctx.db.query(
    `INSERT INTO protection_exclusions (member_id, kind, period, starts_at, ends_at)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [session.member_id, kind, period, now.toISOString(), endsAt.toISOString()],
  )
  // Takes effect at once: every session ends; the client logs out on this answer, other devices on their next call.
  await ctx.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL', [
    session.member_id,
  ])
  return { kind, period, starts_at: now.toISOString(), ends_at: endsAt.toISOString() }
})

/* ------------------------------------------------------------------ account history */

type History = ResponseData<'getAccountHistory'>
type HistoryMonth = History['months'][number]

function monthKeys(now: Date, count: number): string[] {
  const keys: string[] = []
  for (let i = 0; i < count; i++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))
    keys.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`)
  }
  return keys
}

const getAccountHistory = handler('getAccountHistory', async (ctx) => {
  const session = memberOf(ctx)
  const count = ctx.body.months ?? 12
  const now = protectionClock.now()
  const keys = monthKeys(now, count)
  const first = `${keys[keys.length - 1] ?? '1970-01'}-01T00:00:00Z`
  const monthOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM')`
  const rows = await ctx.db.query<{ month: string; kind: string; total: string }>(
    `SELECT ${monthOf('COALESCE(completed_at, created_at)')} AS month, 'deposits' AS kind, sum(amount)::text AS total
       FROM deposit_orders WHERE member_id = $1 AND status = 'success' AND COALESCE(completed_at, created_at) >= $2::timestamptz GROUP BY 1
     UNION ALL
     SELECT ${monthOf('COALESCE(completed_at, created_at)')}, 'withdrawals', sum(amount)::text
       FROM withdraw_orders WHERE member_id = $1 AND status = 'success' AND COALESCE(completed_at, created_at) >= $2::timestamptz GROUP BY 1
     UNION ALL
     SELECT ${monthOf('bet_at')}, 'stakes', sum(bet_amount)::text
       FROM bet_records WHERE member_id = $1 AND status = 'settled' AND bet_at >= $2::timestamptz GROUP BY 1
     UNION ALL
     SELECT ${monthOf('bet_at')}, 'wins', sum(payout)::text
       FROM bet_records WHERE member_id = $1 AND status = 'settled' AND bet_at >= $2::timestamptz GROUP BY 1
     UNION ALL
     SELECT ${monthOf('created_at')}, CASE WHEN kind = 'game_bet' THEN 'stakes' ELSE 'wins' END, sum(abs(amount))::text
       FROM wallet_ledger WHERE member_id = $1 AND kind IN ('game_bet', 'game_win') AND created_at >= $2::timestamptz GROUP BY 1, 2`,
    [session.member_id, first],
  )
  const months = new Map<string, HistoryMonth>(
    keys.map((month) => [
      month,
      { month, deposits: 0, withdrawals: 0, stakes: 0, wins: 0, net_deposits: 0, net_result: 0 },
    ]),
  )
  for (const row of rows.rows) {
    const entry = months.get(row.month)
    if (!entry) continue
    const value = Number(row.total)
    if (row.kind === 'deposits') entry.deposits = round2(entry.deposits + value)
    else if (row.kind === 'withdrawals') entry.withdrawals = round2(entry.withdrawals + value)
    else if (row.kind === 'stakes') entry.stakes = round2(entry.stakes + value)
    else if (row.kind === 'wins') entry.wins = round2(entry.wins + value)
  }
  const list = keys.map((key) => {
    const entry = months.get(key)
    if (!entry) throw new Error(`month ${key} missing`)
    return {
      ...entry,
      net_deposits: round2(entry.deposits - entry.withdrawals),
      net_result: round2(entry.wins - entry.stakes),
    }
  })
  const sum = (pick: (month: HistoryMonth) => number) =>
    round2(list.reduce((total, month) => total + pick(month), 0))
  const lifetime = await ctx.db.query<{ deposits: string; withdrawals: string; since: Date | string }>(
    `SELECT COALESCE((SELECT sum(amount) FROM deposit_orders WHERE member_id = $1 AND status = 'success'), 0)::text AS deposits,
            COALESCE((SELECT sum(amount) FROM withdraw_orders WHERE member_id = $1 AND status = 'success'), 0)::text AS withdrawals,
            (SELECT created_at FROM members WHERE id = $1) AS since`,
    [session.member_id],
  )
  const life = lifetime.rows[0]
  const deposits = Number(life?.deposits ?? 0)
  const withdrawals = Number(life?.withdrawals ?? 0)
  return {
    currency: currencyOf(session.member_currency),
    months: list,
    totals: {
      deposits: sum((m) => m.deposits),
      withdrawals: sum((m) => m.withdrawals),
      stakes: sum((m) => m.stakes),
      wins: sum((m) => m.wins),
      net_deposits: sum((m) => m.net_deposits),
      net_result: sum((m) => m.net_result),
    },
    lifetime: {
      deposits: round2(deposits),
      withdrawals: round2(withdrawals),
      net_deposits: round2(deposits - withdrawals),
      since: new Date(life?.since ?? now).toISOString(),
    },
  }
})

/* ------------------------------------------------------------------ sandbox helper */

/** Opening balance of a sandbox protection member, in units of the currency. */
const OPENING_UNITS: Record<string, number> = { VND: 10_000_000, USD: 1_000, RMB: 5_000, THB: 30_000 }

const createSandboxProtectionMember = handler('createSandboxProtectionMember', async (ctx) => {
  const siteId = ctx.body.site_id ?? 1
  const currency = ctx.body.member_currency ?? 'USD'
  const site = await ctx.db.query('SELECT 1 FROM sites WHERE id = $1', [siteId])
  if (site.rows.length === 0) throw protocolError(404, 'No such site')
  const account = `pp${randomBytes(5).toString('hex')}`
  const password = 'lotus123'
  const created = await ctx.db.query<{ id: number }>(
    `INSERT INTO members (site_id, member_account, password_hash, member_name, member_currency)
     VALUES ($1, $2, $3, 'Protection Tester', $4) RETURNING id`,
    [siteId, account, hashPassword(password), currency],
  )
  const memberId = created.rows[0]?.id
  if (memberId === undefined) throw new Error('member not created')
  const wallet = await ctx.db.query<{ id: number }>(
    `INSERT INTO wallets (member_id, wallet_code, currency) VALUES ($1, 'main', $2) RETURNING id`,
    [memberId, currency],
  )
  const walletId = wallet.rows[0]?.id
  if (walletId === undefined) throw new Error('wallet not created')
  await postLedger(ctx.db, {
    walletId,
    amount: String(OPENING_UNITS[currency] ?? 1_000),
    kind: 'opening_balance',
    idempotencyKey: `opening:${memberId}`,
  })
  return { member_id: memberId, member_account: account, password, member_currency: currency }
})

export const protectionHandlers: [string, RawHandler][] = [
  getProtectionSite,
  getProtectionOverview,
  setProtectionLimit,
  setRealityCheck,
  getProtectionSession,
  startExclusion,
  getAccountHistory,
  createSandboxProtectionMember,
]
