/**
 * Logins that skip the password form: the encrypted deep link (`enc`), the test account of demo
 * mode and the third-party popup (/authCallback), with the sandbox's stand-in for the provider.
 */
import { randomBytes } from 'node:crypto'
import { hashPassword } from '../../auth/passwords.ts'
import { ApiError, businessError } from '../../http/envelope.ts'
import { findMemberByAccount, findMemberById, startSession } from './shared.ts'
import type { RawHandler } from '../context.ts'
import { handler, type Handler } from '../define.ts'
import { DEEP_LINK_MAX_TTL_SECONDS, decodeDeepLink, encodeDeepLink, spendDeepLink } from './deep-link.ts'
import { requireSite } from '../site/sites.ts'
import { defaultCurrency } from '../site/config.ts'
import { t } from '../../i18n/messages.ts'

/* ------------------------------------------------------------------ enc deep link */

const getEncryptedLoginData: Handler<'getEncryptedLoginData'> = async (ctx) => {
  const link = decodeDeepLink(ctx.body.enc)
  const member = link ? await findMemberById(ctx.db, link.memberId) : null
  if (!link || !member || member.status !== 0) throw businessError(101, t('enc_invalid', ctx.lang))
  if (!(await spendDeepLink(ctx.db, link))) throw businessError(101, t('enc_invalid', ctx.lang))
  const data = await startSession(ctx, member, 1)
  return {
    tk: data.token ?? '',
    member_id: member.id,
    member_account: member.member_account,
    member_currency: member.member_currency,
  }
}

/* ------------------------------------------------------------------ demo mode */

/** The test account of demo mode; created on first use, its password is random and never used. */
export const DEMO_ACCOUNT = 'demotest'
/** Sites that keep a test account in the sandbox (site 3 answers 101 even in demo mode). */
export const DEMO_ACCOUNT_SITES: readonly number[] = [1, 2]

const demoLogin: Handler<'demoLogin'> = async (ctx) => {
  const site = await requireSite(ctx.db, ctx.body.site_id)
  // Login is faked as the test account only in demo mode (spec §1): the page asks only then, and so
  // does the server, or a direct call would open a shared account on a real-money site.
  if (!site.demo_mode || !DEMO_ACCOUNT_SITES.includes(site.id))
    throw businessError(101, t('demo_unavailable', ctx.lang))
  let member = await findMemberByAccount(ctx.db, site.id, DEMO_ACCOUNT)
  if (!member) {
    const currency = defaultCurrency(site, site.default_language)
    const inserted = await ctx.db.query<{ id: number }>(
      `INSERT INTO members (site_id, member_account, password_hash, member_name, member_currency)
       VALUES ($1, $2, $3, '', $4) RETURNING id`,
      [site.id, DEMO_ACCOUNT, hashPassword(randomBytes(18).toString('base64url')), currency],
    )
    const id = inserted.rows[0]?.id
    if (id === undefined) throw new Error('demo account insert returned no id')
    await ctx.db.query(
      `INSERT INTO wallets (member_id, wallet_code, currency, balance) VALUES ($1, 'main', $2, 0)`,
      [id, currency],
    )
    member = await findMemberById(ctx.db, id)
  }
  if (!member) throw new Error('demo account missing after insert')
  return startSession(ctx, member, member.id, ctx.body.device)
}

/* ------------------------------------------------------------------ third-party popup */

/** One-time codes of the sandbox's stand-in identity provider: 5 minutes, single use. */
export const AUTH_CODE_TTL_MS = 5 * 60_000
const authCodes = new Map<string, { memberId: number; siteId: number; expires: number }>()

const issueSandboxAuthCode: Handler<'issueSandboxAuthCode'> = async (ctx) => {
  const member = await findMemberByAccount(ctx.db, ctx.body.site_id, ctx.body.account)
  if (!member) throw new ApiError(404, 404, 'No such account')
  const code = randomBytes(18).toString('base64url')
  authCodes.set(code, { memberId: member.id, siteId: member.site_id, expires: Date.now() + AUTH_CODE_TTL_MS })
  return { code }
}

/** The sandbox's stand-in for the operator's back office: a signed deep link for an account. */
const issueSandboxDeepLink: Handler<'issueSandboxDeepLink'> = async (ctx) => {
  const member = await findMemberByAccount(ctx.db, ctx.body.site_id, ctx.body.account)
  if (!member) throw new ApiError(404, 404, 'No such account')
  return { enc: encodeDeepLink(member.id, ctx.body.ttl_seconds ?? DEEP_LINK_MAX_TTL_SECONDS) }
}

const completeAuthLogin: Handler<'completeAuthLogin'> = async (ctx) => {
  const issued = authCodes.get(ctx.body.code)
  authCodes.delete(ctx.body.code)
  const valid = issued && issued.siteId === ctx.body.site_id && issued.expires > Date.now()
  const member = valid ? await findMemberById(ctx.db, issued.memberId) : null
  if (!member) throw businessError(101, t('auth_code_invalid', ctx.lang))
  if (member.status === 1) throw businessError(102, t('account_disabled', ctx.lang))
  if (member.status === 2) throw businessError(103, t('account_frozen', ctx.lang))
  return startSession(ctx, member, member.id)
}

export const passwordlessLoginHandlers: [string, RawHandler][] = [
  handler('getEncryptedLoginData', getEncryptedLoginData),
  handler('demoLogin', demoLogin),
  handler('completeAuthLogin', completeAuthLogin),
  handler('issueSandboxAuthCode', issueSandboxAuthCode),
  handler('issueSandboxDeepLink', issueSandboxDeepLink),
]
