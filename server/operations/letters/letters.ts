import type { AfterCommit } from '../../db/after-commit.ts'
import type { Db } from '../../db/types.ts'
import { withAmounts } from '../../domain/money-text.ts'
import { localize } from '../../domain/reference.ts'
import { badRequest, businessError } from '../../http/envelope.ts'
import { realtime } from '../../realtime/publisher.ts'
import type { OperationContext } from '../context.ts'
import { handler, type Handler, type ResponseData } from '../define.ts'
import { localeOf, requireSite, siteOf } from '../site/sites.ts'
import { t } from '../../i18n/messages.ts'

type Letter = ResponseData<'listLetters'>['list'][number]

/** Columns a letter list may be sorted by; anything else is a 400 naming the field. */
const SORT_COLUMNS: Record<string, string> = { id: 'id', created_at: 'created_at', is_read: 'is_read' }

interface LetterRow {
  id: number
  title: unknown
  content: unknown
  is_read: boolean
  created_at: Date
}

export interface LetterCounts {
  total_count: number
  unread_count: number
}

/** The member's letter counts (deleted letters excluded). */
export async function letterCounts(db: Db, memberId: number): Promise<LetterCounts> {
  const result = await db.query<LetterCounts>(
    `SELECT count(*)::int AS total_count, (count(*) FILTER (WHERE NOT is_read))::int AS unread_count
       FROM letters WHERE member_id = $1 AND deleted_at IS NULL`,
    [memberId],
  )
  return result.rows[0] ?? { total_count: 0, unread_count: 0 }
}

/** Publishes a letter event on the member's private channel once the change has committed. */
export function announceLetters(
  afterCommit: AfterCommit,
  memberId: number,
  event: 'letter.sent' | 'letter.read' | 'letter.delete',
  data: { id?: number; unread_count: number },
): void {
  afterCommit(() => realtime.toMember(memberId, event, data))
}

function requireMember(ctx: OperationContext<unknown>) {
  if (!ctx.session) throw businessError(401, 'Unauthorized')
  return ctx.session
}

/** Letters of the member, `count` per page (50 in the client), sorted by id descending unless asked otherwise. */
const listLetters: Handler<'listLetters'> = async (ctx) => {
  const member = requireMember(ctx)
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const locale = localeOf(ctx, site, ctx.body.language)
  const field = ctx.body.sort_field ?? 'id'
  // Own keys only: `constructor` or `__proto__` must not reach the SQL.
  const column = Object.hasOwn(SORT_COLUMNS, field) ? SORT_COLUMNS[field] : undefined
  if (!column)
    throw badRequest('/body/sort_field', `must be one of ${Object.keys(SORT_COLUMNS).join(', ')}`, 'enum')
  const direction = ctx.body.sort_order === 'asc' ? 'ASC' : 'DESC'
  const count = ctx.body.count ?? 50
  const page = ctx.body.page ?? 1
  const rows = await ctx.db.query<LetterRow>(
    `SELECT id, title, content, is_read, created_at FROM letters
      WHERE member_id = $1 AND deleted_at IS NULL
      ORDER BY ${column} ${direction}, id ${direction} LIMIT $2 OFFSET $3`,
    [member.member_id, count, (page - 1) * count],
  )
  const list: Letter[] = rows.rows.map((row) => ({
    id: row.id,
    title: withAmounts(localize(row.title, locale), member.member_currency, locale),
    content: withAmounts(localize(row.content, locale), member.member_currency, locale),
    is_read: row.is_read ? 1 : 0,
    created_at: row.created_at.toISOString(),
  }))
  return { list, ...(await letterCounts(ctx.db, member.member_id)) }
}

/** Marks one of the member's letters read (idempotent); another member's letter is "not found". */
const readLetter: Handler<'readLetter'> = async (ctx) => {
  const member = requireMember(ctx)
  const found = await ctx.db.query<{ was_read: boolean }>(
    `SELECT is_read AS was_read FROM letters WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [ctx.body.id, member.member_id],
  )
  const row = found.rows[0]
  if (!row) throw businessError(404, t('letter_not_found', ctx.lang))
  if (!row.was_read) await ctx.db.query('UPDATE letters SET is_read = true WHERE id = $1', [ctx.body.id])
  const counts = await letterCounts(ctx.db, member.member_id)
  if (!row.was_read)
    announceLetters(ctx.afterCommit, member.member_id, 'letter.read', {
      id: ctx.body.id,
      unread_count: counts.unread_count,
    })
  return counts
}

/** Deletes the member's letters among `ids`; ids that are not theirs are ignored. */
const destroyLetters: Handler<'destroyLetters'> = async (ctx) => {
  const member = requireMember(ctx)
  const deleted = await ctx.db.query<{ id: number }>(
    `UPDATE letters SET deleted_at = now()
      WHERE member_id = $1 AND id = ANY($2::int[]) AND deleted_at IS NULL RETURNING id`,
    [member.member_id, ctx.body.ids],
  )
  const counts = await letterCounts(ctx.db, member.member_id)
  if (deleted.rows.length > 0)
    announceLetters(ctx.afterCommit, member.member_id, 'letter.delete', { unread_count: counts.unread_count })
  return counts
}

/** Sandbox only: the back office sends a letter; the member's private channel hears `letter.sent`. */
const sendSandboxLetter: Handler<'sendSandboxLetter'> = async (ctx) => {
  const found = await ctx.db.query<{ id: number; site_id: number }>(
    'SELECT id, site_id FROM members WHERE id = $1',
    [ctx.body.member_id],
  )
  const member = found.rows[0]
  if (!member) throw businessError(404, t('unknown_member', ctx.lang))
  await siteOf(ctx, member.site_id)
  const inserted = await ctx.db.query<{ id: number }>(
    `INSERT INTO letters (member_id, title, content, is_read, created_at)
     VALUES ($1, $2::jsonb, $3::jsonb, false, now()) RETURNING id`,
    [member.id, JSON.stringify({ en_US: ctx.body.title }), JSON.stringify({ en_US: ctx.body.content })],
  )
  const id = inserted.rows[0]?.id
  if (id === undefined) throw new Error('letter insert returned no id')
  const counts = await letterCounts(ctx.db, member.id)
  announceLetters(ctx.afterCommit, member.id, 'letter.sent', { id, unread_count: counts.unread_count })
  return { id, ...counts }
}

export const lettersHandlers = [
  handler('listLetters', listLetters),
  handler('readLetter', readLetter),
  handler('destroyLetters', destroyLetters),
  handler('sendSandboxLetter', sendSandboxLetter),
]
