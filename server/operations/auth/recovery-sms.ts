/**
 * The forgot-password SMS step (spec §9 forgot-SMS timer): a code is sent to the phone typed, with
 * the register SMS's limits, and member transfer verification by phone needs it.
 */
import type { Db } from '../../db/types.ts'
import { isCurrency } from '../../domain/reference.ts'
import { ApiError } from '../../http/envelope.ts'
import { handler, type Handler } from '../define.ts'
import { checkSmsCode, markSmsCodeUsed, sendRegisterSms } from '../registration/sms.ts'
import { siteOf } from '../site/sites.ts'

/**
 * Sends to the phone typed whatever account it belongs to, so the answer tells nothing about the
 * account; verification then asks for both the code and the account's phone on file.
 */
const sendRecoverySms: Handler<'sendRecoverySms'> = async (ctx) => {
  const site = await siteOf(ctx, ctx.body.site_id)
  // The register call needs a currency and uses none of it: the site's first stands in.
  const currency = site.currencies.find(isCurrency) ?? 'VND'
  return sendRegisterSms({
    ...ctx,
    session: null,
    body: {
      member_phone: ctx.body.member_phone,
      site_id: site.id,
      currency,
      type: 'register_member',
    },
  })
}

/**
 * Whether `given` is the live code of `phone`. A wrong try is counted (the request must then fail
 * keeping its writes); a right one is spent.
 */
export async function recoveryCodeMatches(
  db: Db,
  siteId: number,
  phone: string | undefined,
  given: string | undefined,
): Promise<boolean> {
  if (!phone || !given) return false
  try {
    const id = await checkSmsCode(db, siteId, phone, given, 222, undefined)
    await markSmsCodeUsed(db, id)
    return true
  } catch (error) {
    if (error instanceof ApiError) return false
    throw error
  }
}

export const recoverySmsHandlers = [handler('sendRecoverySms', sendRecoverySms)]
