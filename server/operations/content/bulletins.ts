import type { SessionMember } from '../../auth/sessions.ts'
import { escapeXml } from '../../static/artwork.ts'
import type { OperationContext } from '../context.ts'
import { handler, type Handler, type RequestBody, type ResponseData } from '../define.ts'
import { requireSite } from '../site/sites.ts'
import { posterFor, readerOf, textFor, type Reader } from './reader.ts'

type Bulletin = ResponseData<'listBulletins'>['list'][number]
type BulletinRequest = RequestBody<'listBulletins'>

interface BulletinRow {
  id: number
  title: unknown
  content: unknown
  image_url: string | null
  display_device: number
  display_frequency: number
  display_before_login: boolean
  display_after_login: boolean
  updated_at: Date
  start_at: Date
  end_at: Date | null
}

const COLUMNS = `b.id, b.title, b.content, b.image_url, b.display_device, b.display_frequency,
  b.display_before_login, b.display_after_login, b.updated_at, b.start_at, b.end_at`

function toBulletin(row: BulletinRow, reader: Reader): Bulletin {
  const content = textFor(row.content, reader)
  const title = textFor(row.title, reader)
  const image = row.image_url
    ? `<p><img src="${escapeXml(posterFor(row.image_url, row.title, reader))}" alt="${escapeXml(title)}"></p>`
    : ''
  return {
    id: row.id,
    title,
    content,
    display_content: `${image}${content}`,
    display_device: row.display_device === 1 ? 1 : row.display_device === 2 ? 2 : 0,
    updated_at: row.updated_at.toISOString(),
    display_before_login: row.display_before_login ? 1 : 0,
    display_after_login: row.display_after_login ? 1 : 0,
    display_frequency: row.display_frequency === 0 ? 0 : 1,
    category: 'discount',
    start_at: row.start_at.toISOString(),
    end_at: row.end_at ? row.end_at.toISOString() : null,
  }
}

interface Audience {
  member: SessionMember | null
  /** Leave out bulletins with display_frequency 0 that the member hid. */
  hideHidden: boolean
  /** Also list bulletins that ended in the last 90 days. */
  history: boolean
}

/** Bulletins at a location for a device, for a guest (display_before_login) or a member (display_after_login). */
async function bulletinsFor(ctx: OperationContext<BulletinRequest>, audience: Audience): Promise<Bulletin[]> {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const params: unknown[] = [site.id, ctx.body.display_location ?? 2, ctx.body.display_device]
  const conditions = [
    'b.site_id = $1',
    'b.display_location = $2',
    'b.display_device = $3',
    'b.start_at <= now()',
  ]
  conditions.push(
    audience.history
      ? "(b.end_at IS NULL OR b.end_at > now() - interval '90 days')"
      : '(b.end_at IS NULL OR b.end_at > now())',
  )
  if (audience.member) {
    params.push(audience.member.member_currency)
    conditions.push('b.display_after_login', `(b.currency IS NULL OR b.currency = $${params.length})`)
    if (audience.hideHidden) {
      params.push(audience.member.member_id)
      conditions.push(`NOT (b.display_frequency = 0 AND EXISTS (
        SELECT 1 FROM bulletin_hides h WHERE h.member_id = $${params.length} AND h.bulletin_id = b.id AND h.hidden_at >= b.updated_at))`)
    }
  } else {
    conditions.push('b.display_before_login', 'b.currency IS NULL')
  }
  const order = audience.history ? 'b.updated_at DESC, b.id DESC' : 'b.sort, b.id'
  const rows = await ctx.db.query<BulletinRow>(
    `SELECT ${COLUMNS} FROM bulletins b WHERE ${conditions.join(' AND ')} ORDER BY ${order}`,
    params,
  )
  const reader = readerOf(ctx, site, { currency: ctx.body.currency })
  return rows.rows.map((row) => toBulletin(row, reader))
}

const listBulletins: Handler<'listBulletins'> = async (ctx) => ({
  list: await bulletinsFor(ctx, { member: null, hideHidden: false, history: false }),
})

const listMemberBulletins: Handler<'listMemberBulletins'> = async (ctx) => ({
  list: await bulletinsFor(ctx, { member: ctx.session, hideHidden: true, history: false }),
})

const listBulletinHistory: Handler<'listBulletinHistory'> = async (ctx) => ({
  list: await bulletinsFor(ctx, { member: ctx.session, hideHidden: false, history: true }),
})

/** Records a hide of every shown bulletin with display_frequency 0 there, so they stop appearing for the member. */
const hideMemberBulletins: Handler<'hideMemberBulletins'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  const member = ctx.session
  if (!member) return null
  await ctx.db.query(
    `INSERT INTO bulletin_hides (member_id, bulletin_id, hidden_at)
     SELECT $1, b.id, now() FROM bulletins b
      WHERE b.site_id = $2 AND b.display_location = $3 AND b.display_device = $4 AND b.display_frequency = 0
        AND b.display_after_login AND b.start_at <= now() AND (b.end_at IS NULL OR b.end_at > now())
     ON CONFLICT (member_id, bulletin_id) DO UPDATE SET hidden_at = now()`,
    [member.member_id, site.id, ctx.body.display_location ?? 2, ctx.body.display_device],
  )
  return null
}

export const bulletinHandlers = [
  handler('listBulletins', listBulletins),
  handler('listMemberBulletins', listMemberBulletins),
  handler('listBulletinHistory', listBulletinHistory),
  handler('hideMemberBulletins', hideMemberBulletins),
]
