/**
 * Daily sign-in (spec §2 "sign data", §3 sign-in states): a member signs in once per day of the
 * site's time zone. The day's row is keyed by (member, day), so a repeat or a concurrent second
 * sign-in changes nothing and answers 102.
 */
import type { Db } from '../../db/types.ts'
import { businessError } from '../../http/envelope.ts'
import { t } from '../../i18n/messages.ts'
import { realtime } from '../../realtime/publisher.ts'
import type { OperationContext } from '../context.ts'
import { handler, type Handler, type ResponseData } from '../define.ts'
import { SITE_TIME_ZONE } from '../promotions/promotions.ts'
import { findSite } from '../site/sites.ts'

type SignInDetail = ResponseData<'getSignInDetail'>

/** Sign-in is open unless the site's settings say `sign_in: false`. */
async function signInOpen(db: Db, siteId: number): Promise<boolean> {
  const site = await findSite(db, siteId)
  return site !== null && site.settings.sign_in !== false
}

function memberOf(ctx: OperationContext<unknown>) {
  if (!ctx.session) throw businessError(401, 'Unauthorized')
  return ctx.session
}

const TODAY_SQL = `(now() AT TIME ZONE '${SITE_TIME_ZONE}')::date`

/** This month's signed days (site time zone), the run of days up to today or yesterday, and today. */
async function detailOf(db: Db, memberId: number, open: boolean): Promise<SignInDetail> {
  const result = await db.query<{ today: string; signed_days: string[]; streak: number }>(
    `WITH today AS (SELECT ${TODAY_SQL} AS d),
          days AS (SELECT day FROM member_sign_ins WHERE member_id = $1 AND day <= (SELECT d FROM today)),
          gaps AS (SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run FROM days),
          last_run AS (SELECT run, max(day) AS until, count(*)::int AS length FROM gaps GROUP BY run)
     SELECT to_char((SELECT d FROM today), 'YYYY-MM-DD') AS today,
            ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM days
                   WHERE day >= date_trunc('month', (SELECT d FROM today))::date ORDER BY day) AS signed_days,
            coalesce((SELECT length FROM last_run WHERE until >= (SELECT d FROM today) - 1
                       ORDER BY until DESC LIMIT 1), 0) AS streak`,
    [memberId],
  )
  const row = result.rows[0]
  if (!row) throw new Error('sign-in detail returned no row')
  return {
    open,
    today: row.today,
    time_zone: SITE_TIME_ZONE,
    signed_today: row.signed_days.includes(row.today),
    signed_days: row.signed_days,
    streak: row.streak,
  }
}

const getSignInDetail: Handler<'getSignInDetail'> = async (ctx) => {
  const member = memberOf(ctx)
  return detailOf(ctx.db, member.member_id, await signInOpen(ctx.db, member.site_id))
}

const signIn: Handler<'signIn'> = async (ctx) => {
  const member = memberOf(ctx)
  if (!(await signInOpen(ctx.db, member.site_id))) throw businessError(101, t('is_signin_noopen', ctx.lang))
  const inserted = await ctx.db.query(
    `INSERT INTO member_sign_ins (member_id, day) VALUES ($1, ${TODAY_SQL})
     ON CONFLICT (member_id, day) DO NOTHING RETURNING day`,
    [member.member_id],
  )
  if (inserted.rows.length === 0) throw businessError(102, t('is_signin_true', ctx.lang))
  // Other windows of the member refresh their sign-in data (it belongs to the profile).
  ctx.afterCommit(() => realtime.toMember(member.member_id, 'profile.updated', {}))
  return detailOf(ctx.db, member.member_id, true)
}

export const signInHandlers = [handler('getSignInDetail', getSignInDetail), handler('signIn', signIn)]
