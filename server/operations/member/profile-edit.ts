import type { components } from '../../../openapi/lotus.gen.ts'
import { hashPassword } from '../../auth/passwords.ts'
import type { Db } from '../../db/types.ts'
import type { Locale } from '../../domain/reference.ts'
import { badRequest, businessError } from '../../http/envelope.ts'
import { realtime } from '../../realtime/publisher.ts'
import type { RawHandler } from '../context.ts'
import { handler, type Handler } from '../define.ts'
import { memberOf, profileOf } from './profile.ts'
import {
  blacklisted,
  checkSmsCode,
  CONTACT_CODES,
  fieldError,
  markSmsCodeUsed,
} from '../registration/index.ts'
import { confirmLoginPassword } from '../verification/login-password.ts'
import { checkWithdrawPin } from '../wallet/withdraw-pin.ts'
import { t } from '../../i18n/messages.ts'

type Schemas = components['schemas']
type ProfileEdit = Schemas['ProfileEditRequest']
type EditableField = Exclude<keyof ProfileEdit, 'phone_verify' | 'password'>

/** Fields a member may fill only while they are still empty (the operator fixes them once set). */
const SET_ONCE: readonly EditableField[] = ['member_name', 'member_birthday', 'identity_id']
/** Fields stored in the member's `contacts` document. */
const CONTACTS: readonly EditableField[] = [
  'member_line',
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_wechat',
  'member_others',
]
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

interface MemberRow {
  id: number
  site_id: number
  member_currency: Schemas['Currency']
  member_name: string
  member_birthday: string | null
  identity_id: string | null
  member_email: string | null
  member_phone: string | null
  withdraw_password_hash: string | null
  password_hash: string
}

async function memberRow(db: Db, memberId: number): Promise<MemberRow> {
  const found = await db.query<MemberRow>(
    `SELECT id, site_id, member_currency, member_name, to_char(member_birthday, 'YYYY-MM-DD') AS member_birthday,
            identity_id, member_email, member_phone, withdraw_password_hash, password_hash
       FROM members WHERE id = $1 FOR UPDATE`,
    [memberId],
  )
  const row = found.rows[0]
  if (!row) throw businessError(101, 'Member not found')
  return row
}

async function isTaken(db: Db, sql: string, params: unknown[]): Promise<boolean> {
  return (await db.query(sql, params)).rows.length > 0
}

/** The register settings of the member's site and currency, by field: may the centre edit it, must it be verified. */
async function centreSettings(db: Db, member: MemberRow): Promise<Map<string, { verify: boolean }>> {
  const found = await db.query<{ name: string; verify: boolean }>(
    `SELECT name, is_member_center_verification AS verify FROM register_settings
      WHERE site_id = $1 AND currency = $2 AND is_member_center`,
    [member.site_id, member.member_currency],
  )
  return new Map(found.rows.map((row) => [row.name, { verify: row.verify }]))
}

const currentValue = (member: MemberRow, field: EditableField): string | null =>
  field === 'member_name'
    ? member.member_name || null
    : field === 'member_birthday'
      ? member.member_birthday
      : field === 'identity_id'
        ? member.identity_id
        : null

async function checkProfileEdit(
  db: Db,
  memberId: number,
  member: MemberRow,
  body: ProfileEdit,
  lang: Locale | undefined,
) {
  const settings = await centreSettings(db, member)
  const site = member.site_id
  for (const key of Object.keys(body)) {
    if (key === 'phone_verify' || key === 'password') continue
    const field = key as EditableField
    if (!settings.has(field) || (SET_ONCE.includes(field) && currentValue(member, field) !== null)) {
      throw businessError(120, `${field}: ${t('field_locked', lang)}`)
    }
  }
  if (body.member_phone !== undefined) {
    const phone = body.member_phone
    if (
      (member.member_currency === 'VND' && phone.length !== 10) ||
      (await blacklisted(db, 'phone', phone))
    ) {
      throw fieldError(209, lang)
    }
    const used = 'SELECT 1 FROM members WHERE site_id = $1 AND member_phone = $2 AND id <> $3'
    if (await isTaken(db, used, [site, phone, memberId])) throw fieldError(104, lang)
  }
  if (body.member_email !== undefined) {
    const email = body.member_email.trim()
    if (!EMAIL_RULE.test(email)) throw fieldError(206, lang)
    if (await blacklisted(db, 'email', email)) throw fieldError(216, lang)
    const used = 'SELECT 1 FROM members WHERE site_id = $1 AND lower(member_email) = lower($2) AND id <> $3'
    if (await isTaken(db, used, [site, email, memberId])) throw fieldError(105, lang)
  }
  if (body.identity_id !== undefined) {
    const used = 'SELECT 1 FROM members WHERE site_id = $1 AND identity_id = $2 AND id <> $3'
    if (await isTaken(db, used, [site, body.identity_id.trim(), memberId])) throw fieldError(114, lang)
  }
  for (const [name, code] of Object.entries(CONTACT_CODES)) {
    const value = body[name as EditableField]
    if (value === undefined || value === '') continue
    const used = 'SELECT 1 FROM members WHERE site_id = $1 AND contacts ->> $2 = $3 AND id <> $4'
    if (await isTaken(db, used, [site, name, value, memberId])) {
      throw fieldError(code, lang)
    }
  }
  // How the account is reached (and recovered) changes only with the login password, and a new phone
  // the site verifies with the code sent to it. Both count wrong answers, so they come after the reads.
  const newEmail =
    body.member_email !== undefined &&
    body.member_email.trim().toLowerCase() !== (member.member_email ?? '').toLowerCase()
  const newPhone = body.member_phone !== undefined && body.member_phone !== member.member_phone
  if (newEmail || newPhone) await confirmLoginPassword(db, member, body.password, lang)
  if (newPhone && body.member_phone !== undefined && settings.get('member_phone')?.verify) {
    await markSmsCodeUsed(db, await checkSmsCode(db, site, body.member_phone, body.phone_verify, 113, lang))
  }
}

/** Member centre → Info: the contact fields the register settings open to the centre (spec §3, §5). */
const editMemberProfile: Handler<'editMemberProfile'> = async (ctx) => {
  const { member_id: memberId } = memberOf(ctx)
  const { body } = ctx
  const member = await memberRow(ctx.db, memberId)
  await checkProfileEdit(ctx.db, memberId, member, body, ctx.lang)
  const contacts = Object.fromEntries(
    CONTACTS.flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]]])),
  )
  await ctx.db.query(
    `UPDATE members SET
        member_name = COALESCE($2, member_name),
        member_email = COALESCE($3, member_email),
        member_phone = COALESCE($4, member_phone),
        member_birthday = COALESCE($5::date, member_birthday),
        identity_id = COALESCE($6, identity_id),
        contacts = contacts || $7::jsonb
      WHERE id = $1`,
    [
      memberId,
      body.member_name?.trim() ?? null,
      body.member_email?.trim() ?? null,
      body.member_phone ?? null,
      body.member_birthday ?? null,
      body.identity_id?.trim() ?? null,
      JSON.stringify(contacts),
    ],
  )
  ctx.afterCommit(() => realtime.toMember(memberId, 'profile.updated', {}))
  return profileOf(ctx.db, memberId)
}

/** Sets the first withdraw password or changes it (with the old one too), always with the login password; 4 digits. */
const editWithdrawPassword: Handler<'editWithdrawPassword'> = async (ctx) => {
  const { member_id: memberId } = memberOf(ctx)
  const { body } = ctx
  const member = await memberRow(ctx.db, memberId)
  if (
    body.withdraw_password_confirmation !== undefined &&
    body.withdraw_password_confirmation !== body.withdraw_password
  ) {
    throw badRequest('/body/withdraw_password_confirmation', 'does not match withdraw_password')
  }
  await confirmLoginPassword(ctx.db, member, body.password, ctx.lang)
  if (member.withdraw_password_hash) {
    await checkWithdrawPin(ctx.db, member, body.old_withdraw_password, ctx.lang, () =>
      businessError(611, t('withdraw_password_old_wrong', ctx.lang)),
    )
  }
  await ctx.db.query('UPDATE members SET withdraw_password_hash = $2 WHERE id = $1', [
    memberId,
    hashPassword(body.withdraw_password),
  ])
  ctx.afterCommit(() => realtime.toMember(memberId, 'profile.updated', {}))
  return null
}

/** Member centre edits: contact fields and the withdraw password. */
export const memberProfileEditHandlers: [string, RawHandler][] = [
  handler('editMemberProfile', editMemberProfile),
  handler('editWithdrawPassword', editWithdrawPassword),
]
