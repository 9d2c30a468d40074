import { randomInt } from 'node:crypto'
import type { Db } from '../../db/types.ts'
import { postLedger } from '../../domain/ledger.ts'
import { CURRENCY_BY_CODE, isCurrency } from '../../domain/reference.ts'
import { businessError } from '../../http/envelope.ts'
import { realtime } from '../../realtime/publisher.ts'
import type { OperationContext } from '../context.ts'
import { handler, type Handler } from '../define.ts'
import { t } from '../../i18n/messages.ts'

/** Site times of spec §9 are shown in Caracas time. */
export const SITE_TIME_ZONE = 'America/Caracas'

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as ISO 8601 in the site time zone with its offset, e.g. `2025-01-31T20:00:00-04:00`. */
export function siteTime(date: Date, timeZone = SITE_TIME_ZONE): string {
  const parts = new Map<string, string>(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  const num = (type: string) => Number(parts.get(type) ?? 0)
  const wall = Date.UTC(num('year'), num('month') - 1, num('day'), num('hour'), num('minute'), num('second'))
  const offsetMinutes = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  return `${parts.get('year')}-${parts.get('month')}-${parts.get('day')}T${parts.get('hour')}:${parts.get('minute')}:${parts.get('second')}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

function requireMember(ctx: OperationContext<unknown>) {
  if (!ctx.session) throw businessError(401, 'Unauthorized')
  return ctx.session
}

/* ------------------------------------------------------------------ promotions */

/** A member applies for a promotion with an apply button (apply_type 1); each member applies once. */
const applyDiscount: Handler<'applyDiscount'> = async (ctx) => {
  const member = requireMember(ctx)
  const found = await ctx.db.query<{
    id: number
    apply_type: number
    currencies: string[]
    open: boolean
  }>(
    `SELECT id, apply_type, currencies, (start_at <= now() AND (end_at IS NULL OR end_at > now())) AS open
       FROM promotions WHERE id = $1 AND site_id = $2`,
    [ctx.body.id, member.site_id],
  )
  const promotion = found.rows[0]
  if (!promotion) throw businessError(404, t('promotion_not_found', ctx.lang))
  if (!promotion.open) throw businessError(623, t('discount_ended', ctx.lang))
  if (promotion.apply_type !== 1 || !promotion.currencies.includes(member.member_currency))
    throw businessError(622, t('discount_not_eligible', ctx.lang))
  const inserted = await ctx.db.query<{ promotion_id: number }>(
    `INSERT INTO promotion_applications (promotion_id, member_id) VALUES ($1, $2)
     ON CONFLICT (promotion_id, member_id) DO NOTHING RETURNING promotion_id`,
    [promotion.id, member.member_id],
  )
  if (inserted.rows.length === 0) throw businessError(621, t('discount_already_applied', ctx.lang))
  return { id: promotion.id, status: 'pending' as const }
}

/* ------------------------------------------------------------------ red envelopes */

interface EnvelopeRow {
  id: number
  min_cash: string
  max_cash: string
  end_at: Date
}

/** The open envelope a member may still claim (the one ending first), or null. */
async function openEnvelopeFor(
  db: Db,
  member: { member_id: number; site_id: number; member_currency: string },
  id?: number,
): Promise<EnvelopeRow | null> {
  const result = await db.query<EnvelopeRow>(
    `SELECT e.id, e.min_cash::text AS min_cash, e.max_cash::text AS max_cash, e.end_at FROM red_envelopes e
      WHERE e.site_id = $1 AND e.currency = $2 AND (e.member_id IS NULL OR e.member_id = $3)
        AND e.start_at <= now() AND e.end_at > now()
        AND ($4::int IS NULL OR e.id = $4)
        AND NOT EXISTS (SELECT 1 FROM red_envelope_claims c WHERE c.envelope_id = e.id AND c.member_id = $3)
      ORDER BY e.end_at, e.id LIMIT 1`,
    [member.site_id, member.member_currency, member.member_id, id ?? null],
  )
  return result.rows[0] ?? null
}

const getRedEnvelope: Handler<'getRedEnvelope'> = async (ctx) => {
  const member = requireMember(ctx)
  const envelope = await openEnvelopeFor(ctx.db, member)
  return { envelope: envelope ? { id: envelope.id, end_at: siteTime(envelope.end_at), cash: null } : null }
}

/** A random amount between min and max in the currency's smallest unit. */
function drawCash(min: string, max: string, currency: string): string {
  const decimals = CURRENCY_BY_CODE.get(currency)?.decimals ?? 2
  const scale = 10 ** decimals
  const low = Math.ceil(Number(min) * scale)
  const high = Math.max(low, Math.floor(Number(max) * scale))
  const units = Math.max(1, high > low ? randomInt(low, high + 1) : low)
  return (units / scale).toFixed(decimals)
}

/**
 * Claims an envelope once per member: the claim row's primary key (envelope, member) decides, so of
 * concurrent claims exactly one inserts and credits the main wallet through the ledger in the same
 * transaction; the others answer 102 like an envelope that has gone.
 */
const claimRedEnvelope: Handler<'claimRedEnvelope'> = async (ctx) => {
  const member = requireMember(ctx)
  const envelope = await openEnvelopeFor(ctx.db, member, ctx.body.id)
  if (!envelope) throw businessError(102, t('red_envelope_gone', ctx.lang))
  const cash = drawCash(envelope.min_cash, envelope.max_cash, member.member_currency)
  const claimed = await ctx.db.query<{ envelope_id: number }>(
    `INSERT INTO red_envelope_claims (envelope_id, member_id, cash) VALUES ($1, $2, $3::numeric)
     ON CONFLICT (envelope_id, member_id) DO NOTHING RETURNING envelope_id`,
    [envelope.id, member.member_id, cash],
  )
  if (claimed.rows.length === 0) throw businessError(102, t('red_envelope_gone', ctx.lang))
  await ctx.db.query(
    `INSERT INTO wallets (member_id, wallet_code, currency) VALUES ($1, 'main', $2)
     ON CONFLICT (member_id, wallet_code) DO NOTHING`,
    [member.member_id, member.member_currency],
  )
  const wallet = await ctx.db.query<{ id: number }>(
    `SELECT id FROM wallets WHERE member_id = $1 AND wallet_code = 'main'`,
    [member.member_id],
  )
  const walletId = wallet.rows[0]?.id
  if (walletId === undefined) throw new Error(`main wallet of member ${member.member_id} missing`)
  const balance = await postLedger(ctx.db, {
    walletId,
    amount: cash,
    kind: 'red_envelope',
    reference: `red_envelope:${envelope.id}`,
    idempotencyKey: `red_envelope:${envelope.id}:${member.member_id}`,
    note: 'Red envelope',
  })
  ctx.afterCommit(() => realtime.toMember(member.member_id, 'member.cash', { cash: Number(balance) }))
  return { cash: Number(cash) }
}

/** Sandbox only: opens an envelope now for one member (or the whole currency) and announces it. */
const createSandboxRedEnvelope: Handler<'createSandboxRedEnvelope'> = async (ctx) => {
  const found = await ctx.db.query<{ id: number; site_id: number; member_currency: string }>(
    'SELECT id, site_id, member_currency FROM members WHERE id = $1',
    [ctx.body.member_id],
  )
  const member = found.rows[0]
  if (!member) throw businessError(404, t('unknown_member', ctx.lang))
  const currency = member.member_currency
  const decimals = CURRENCY_BY_CODE.get(currency)?.decimals ?? 2
  const fallbackMin = decimals === 0 ? 8888 : 1.88
  const fallbackMax = decimals === 0 ? 88888 : 18.88
  const min = ctx.body.min_cash ?? fallbackMin
  const max = Math.max(min, ctx.body.max_cash ?? Math.max(min, fallbackMax))
  const seconds = ctx.body.seconds ?? 120
  const inserted = await ctx.db.query<{ id: number; end_at: Date }>(
    `INSERT INTO red_envelopes (site_id, currency, member_id, title, min_cash, max_cash, start_at, end_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::numeric, $6::numeric, now() - interval '1 second', now() + make_interval(secs => $7))
     RETURNING id, end_at`,
    [
      member.site_id,
      currency,
      ctx.body.for_everyone ? null : member.id,
      JSON.stringify({ en_US: 'Lucky red envelope', vi_VN: 'Lì xì may mắn', zh_CN: '幸运红包' }),
      String(min),
      String(max),
      seconds,
    ],
  )
  const row = inserted.rows[0]
  if (!row || !isCurrency(currency)) throw new Error('red envelope insert returned nothing')
  const endAt = siteTime(row.end_at)
  ctx.afterCommit(() => realtime.toCurrency(currency, 'RedEnvelopeDisplay', { id: row.id, end_at: endAt }))
  return { id: row.id, end_at: endAt, currency }
}

export const promotionsHandlers = [
  handler('applyDiscount', applyDiscount),
  handler('getRedEnvelope', getRedEnvelope),
  handler('claimRedEnvelope', claimRedEnvelope),
  handler('createSandboxRedEnvelope', createSandboxRedEnvelope),
]
