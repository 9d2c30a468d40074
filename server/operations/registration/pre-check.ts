/** Checks of the register form before it is sent: each field, the introducer, the link, the domain. */
import type { components } from '../../../openapi/lotus.gen.ts'
import type { Db } from '../../db/types.ts'
import type { Locale } from '../../domain/reference.ts'
import { ipRule } from '../auth/index.ts'
import type { OperationContext } from '../context.ts'
import { checkFieldFormats, nameBreaksRule } from './field-rules.ts'
import type { Handler } from '../define.ts'
import { CONTACT_CODES, FRIEND_BONUS_CLOSED, blacklisted, exists, fieldError as fail } from './shared.ts'

type Schemas = components['schemas']
type Currency = Schemas['Currency']
type RegisterFields = Schemas['RegisterFields']

/** Checks every given field; `final` adds the checks of the submit (introducer codes 219/223 instead of 112/114). */
export async function checkFields(
  ctx: OperationContext<unknown>,
  siteId: number,
  currency: Currency,
  fields: RegisterFields & { member_account?: string },
  final: boolean,
): Promise<void> {
  const { db, lang } = ctx
  if ((await ipRule(db, ctx.request.ip, 'register')) !== null) throw fail(218, lang)
  checkFieldFormats(fields, currency, siteId, lang)
  if (fields.member_account !== undefined) {
    const taken = await exists(
      db,
      'SELECT 1 FROM members WHERE site_id = $1 AND lower(member_account) = lower($2)',
      [siteId, fields.member_account],
    )
    if (taken) throw fail(102, lang)
  }
  if (fields.member_name !== undefined) {
    const name = fields.member_name.trim()
    if (await blacklisted(db, 'name', name)) throw fail(214, lang)
    if (!/^[\p{L}\p{M}' .·-]{2,50}$/u.test(name) || nameBreaksRule(name, currency)) throw fail(227, lang)
    if (
      await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND lower(member_name) = lower($2)', [
        siteId,
        name,
      ])
    ) {
      throw fail(103, lang)
    }
  }
  if (fields.member_phone !== undefined) {
    if (await blacklisted(db, 'phone', fields.member_phone)) throw fail(215, lang)
    if (
      await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND member_phone = $2', [
        siteId,
        fields.member_phone,
      ])
    ) {
      throw fail(104, lang)
    }
  }
  if (fields.member_email !== undefined) {
    const email = fields.member_email.trim()
    if (await blacklisted(db, 'email', email)) throw fail(216, lang)
    if (
      await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND lower(member_email) = lower($2)', [
        siteId,
        email,
      ])
    ) {
      throw fail(105, lang)
    }
  }
  if (fields.identity_id !== undefined) {
    if (
      await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND identity_id = $2', [
        siteId,
        fields.identity_id.trim(),
      ])
    ) {
      throw fail(final ? 223 : 114, lang)
    }
  }
  for (const [name, code] of Object.entries(CONTACT_CODES)) {
    const value = fields[name as keyof RegisterFields]
    if (typeof value !== 'string' || value === '') continue
    const used = await exists(db, 'SELECT 1 FROM members WHERE site_id = $1 AND contacts ->> $2 = $3', [
      siteId,
      name,
      value,
    ])
    if (used) throw fail(code, lang)
  }
  if (fields.introducer !== undefined && fields.introducer.trim() !== '') {
    await checkIntroducer(db, siteId, currency, fields.introducer.trim(), final, lang)
  }
}

export async function checkIntroducer(
  db: Db,
  siteId: number,
  currency: Currency,
  introducer: string,
  final: boolean,
  lang: Locale | undefined,
): Promise<{ agent_id: number } | { recommend_code: string }> {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(introducer)) throw fail(228, lang)
  if (/^\d+$/.test(introducer)) {
    const agent = await db.query<{ active: boolean }>(
      'SELECT active FROM agents WHERE id = $1 AND site_id = $2',
      [Number(introducer), siteId],
    )
    const row = agent.rows[0]
    if (!row) throw fail(106, lang)
    if (!row.active) throw fail(108, lang)
    return { agent_id: Number(introducer) }
  }
  const code = await db.query<{ active: boolean; status: number }>(
    `SELECT r.active, m.status FROM recommend_codes r JOIN members m ON m.id = r.member_id
      WHERE upper(r.code) = upper($1) AND r.site_id = $2`,
    [introducer, siteId],
  )
  const row = code.rows[0]
  if (!row) throw fail(final ? 219 : 112, lang)
  if (!row.active) throw fail(110, lang)
  if (row.status !== 0) throw fail(109, lang)
  if (FRIEND_BONUS_CLOSED.includes(currency)) throw fail(107, lang)
  return { recommend_code: introducer.toUpperCase() }
}

export const verifyRegisterField: Handler<'verifyRegisterField'> = async (ctx) => {
  const { site_id, member_currency, verification: _verification, ...fields } = ctx.body
  void _verification
  await checkFields(ctx, site_id, member_currency, fields, false)
  return null
}

export const checkRegisterLink: Handler<'checkRegisterLink'> = async (ctx) => {
  const { body } = ctx
  if (body.recommend_code) {
    const found = await ctx.db.query<{ active: boolean; status: number; currency: Currency }>(
      `SELECT r.active, m.status, m.member_currency AS currency FROM recommend_codes r
         JOIN members m ON m.id = r.member_id WHERE upper(r.code) = upper($1) AND r.site_id = $2`,
      [body.recommend_code, body.site_id],
    )
    const row = found.rows[0]
    const valid = !!row && row.active && row.status === 0
    return { is_valid: valid, currency: valid && row ? row.currency : null, agent_id: null }
  }
  const found = await ctx.db.query<{ active: boolean; currency: Currency }>(
    `SELECT a.active, m.member_currency AS currency FROM agents a JOIN members m ON m.id = a.member_id
      WHERE a.id = $1 AND a.site_id = $2`,
    [body.agent_id ?? 0, body.site_id],
  )
  const row = found.rows[0]
  const valid = !!row && row.active
  return {
    is_valid: valid,
    currency: valid && row ? row.currency : null,
    agent_id: valid ? (body.agent_id ?? null) : null,
  }
}

export const checkFriendBonus: Handler<'checkFriendBonus'> = async (ctx) => ({
  is_friend: !FRIEND_BONUS_CLOSED.includes(ctx.body.member_currency),
})

export const checkAgentDomain: Handler<'checkAgentDomain'> = async (ctx) => {
  const host = ctx.body.host.toLowerCase().split(':')[0] ?? ''
  const found = await ctx.db.query<{ agent_id: number; currency: Currency; active: boolean }>(
    'SELECT agent_id, currency, active FROM agent_domains WHERE host = $1 AND site_id = $2',
    [host, ctx.body.site_id],
  )
  const row = found.rows[0]
  if (!row || !row.active) return { is_valid: false, currency: null, agent_id: null }
  return { is_valid: true, currency: row.currency, agent_id: row.agent_id }
}
