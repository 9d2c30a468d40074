/** The withdraw password check of every money operation that asks for it, with its lockout. */
import { verifyPassword } from '../../auth/passwords.ts'
import type { Db } from '../../db/types.ts'
import type { Locale } from '../../domain/reference.ts'
import { businessError, type ApiError } from '../../http/envelope.ts'
import { checkSecret } from '../verification/secret-attempts.ts'
import { t } from '../../i18n/messages.ts'

/** Too many wrong withdraw passwords in a row: refused, right or wrong, until the lock ends (designed code). */
export const WITHDRAW_PASSWORD_LOCKED = 619

export const withdrawPasswordLocked = (minutes: number, lang: Locale | undefined): ApiError =>
  businessError(WITHDRAW_PASSWORD_LOCKED, t('withdraw_password_locked', lang, { minutes }))

/**
 * 614 when none is set, 611 when wrong, 619 from the fifth wrong one in a row for 30 minutes.
 * `wrong` replaces the 611 answer where an operation has its own code for it.
 */
export async function checkWithdrawPin(
  db: Db,
  member: { id: number; withdraw_password_hash: string | null },
  given: string | undefined,
  lang: Locale | undefined,
  wrong: () => ApiError = () => businessError(611, t('withdraw_password_wrong', lang)),
): Promise<void> {
  const hash = member.withdraw_password_hash
  if (!hash) throw businessError(614, t('withdraw_password_not_set', lang))
  await checkSecret(
    db,
    member.id,
    'withdraw_password',
    async () => given !== undefined && verifyPassword(given, hash),
    {
      wrong,
      locked: (minutes) => withdrawPasswordLocked(minutes, lang),
    },
  )
}
