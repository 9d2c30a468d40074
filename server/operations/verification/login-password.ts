/** The login password asked again before a member changes how the account is reached or paid out. */
import { verifyPassword } from '../../auth/passwords.ts'
import type { Db } from '../../db/types.ts'
import type { Locale } from '../../domain/reference.ts'
import { businessError } from '../../http/envelope.ts'
import { checkSecret } from './secret-attempts.ts'
import { t } from '../../i18n/messages.ts'

/** 101 when missing or wrong; 121 after too many wrong ones (counted per member, see secret-attempts). */
export async function confirmLoginPassword(
  db: Db,
  member: { id: number; password_hash: string },
  given: string | undefined,
  lang: Locale | undefined,
): Promise<void> {
  if (given === undefined || given === '') throw businessError(101, t('password_required', lang))
  await checkSecret(db, member.id, 'login_password', () => verifyPassword(given, member.password_hash), {
    wrong: () => businessError(101, t('password_wrong', lang)),
    locked: (minutes) => businessError(121, t('password_locked', lang, { minutes })),
  })
}
