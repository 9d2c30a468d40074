/**
 * Spec §6: some members must change the password at their first login. Until they do, every member
 * operation other than the change answers 403; the page's forced change dialog still reads the layout,
 * profile and member info, the realtime connection still opens, and logging out still works.
 */
import type { Locale } from '../domain/reference.ts'
import { businessError, type ApiError } from '../http/envelope.ts'
import { t } from '../i18n/messages.ts'
import type { SessionMember } from './sessions.ts'

export const PASSWORD_CHANGE_REQUIRED_CODE = 403

const ALLOWED_BEFORE_CHANGE: ReadonlySet<string> = new Set([
  'editPassword',
  'logout',
  'getMemberLayout',
  'getMemberProfile',
  'getMemberInfo',
  'createRealtimeToken',
])

/** The refusal of a member operation while the member must still change the password, or null. */
export function pendingPasswordChange(
  session: SessionMember | null,
  operationId: string,
  lang: Locale | undefined,
): ApiError | null {
  if (!session?.must_change_password || ALLOWED_BEFORE_CHANGE.has(operationId)) return null
  return businessError(PASSWORD_CHANGE_REQUIRED_CODE, t('password_change_required', lang))
}
