/**
 * Player protection as the other sandbox handlers enforce it: login refuses time-outs and
 * self-exclusions, deposits refuse amounts over the deposit limits, game starts refuse used-up
 * loss and session-time limits. The rules are in rules.ts, storage in store.ts.
 */
import type { Db } from '../db/types.ts'
import type { Locale } from '../domain/reference.ts'
import { businessError } from '../http/envelope.ts'
import { protectionClock } from './clock.ts'
import { formatUtc } from './format.ts'
import { activeExclusion, limitViews, remainingOf } from './store.ts'
import { t } from '../i18n/messages.ts'

export { fixedClock, protectionClock, setProtectionClock, systemClock, type Clock } from './clock.ts'

/** Login codes of a running exclusion. */
export const TIME_OUT_CODE = 108
export const SELF_EXCLUDED_CODE = 109
export const DEPOSIT_LIMIT_CODE = 620
export const LOSS_LIMIT_CODE = 710
export const SESSION_LIMIT_CODE = 711

/** Throws 108 (time-out) or 109 (self-exclusion) naming the end, when one is running. */
export async function refuseExcludedLogin(db: Db, memberId: number, lang: Locale | undefined): Promise<void> {
  const running = await activeExclusion(db, memberId, protectionClock.now())
  if (!running) return
  const until = formatUtc(running.ends_at)
  if (running.kind === 'time_out') {
    throw businessError(TIME_OUT_CODE, t('account_time_out', lang, { until }))
  }
  throw businessError(SELF_EXCLUDED_CODE, t('account_self_excluded', lang, { until }))
}

function shown(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 2 })
}

/** Throws 620 when `amount` is more than the lowest remaining deposit limit. */
export async function enforceDepositLimit(
  db: Db,
  memberId: number,
  amount: number,
  currency: string,
  lang: Locale | undefined,
): Promise<void> {
  const views = await limitViews(db, memberId, protectionClock.now())
  const left = remainingOf(views, 'deposit')
  if (left !== null && amount > left) {
    throw businessError(
      DEPOSIT_LIMIT_CODE,
      t('deposit_limit_exceeded', lang, { remaining: shown(left), currency }),
    )
  }
}

/** Throws 710 or 711 when a loss or session-time limit is used up. */
export async function enforcePlayLimits(db: Db, memberId: number, lang: Locale | undefined): Promise<void> {
  const views = await limitViews(db, memberId, protectionClock.now())
  if (remainingOf(views, 'loss') === 0) throw businessError(LOSS_LIMIT_CODE, t('loss_limit_reached', lang))
  if (remainingOf(views, 'session') === 0) {
    throw businessError(SESSION_LIMIT_CODE, t('session_limit_reached', lang))
  }
}
