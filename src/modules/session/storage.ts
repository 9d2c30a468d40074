/** The session in local storage (spec §3): read at start, written at login, cleared at the end. */
import { createEffect } from 'effector'
import { isCurrency, type Currency } from '@/platform/i18n'
import { local } from '@/platform/storage'
import { closeNamedWindows } from '@/platform/windows'

/** Who is logged in (spec §3 local storage: token, member_id, member_account, currency, member_type). */
export type Session = {
  token: string
  member_id: number
  member_account: string
  member_currency: Currency
  member_type: number
}

/** Windows closed at logout (spec §4). */
export const MEMBER_WINDOWS = ['user', 'proxy', 'fastPayment'] as const

export function readStoredSession(): Session | null {
  const token = local.get('token')
  const id = Number(local.get('member_id'))
  const account = local.get('member_account')
  const currency = local.get('currency')
  const type = Number(local.get('member_type') ?? 1)
  if (!token || !Number.isSafeInteger(id) || id < 0 || !account || !isCurrency(currency)) return null
  return {
    token: String(token),
    member_id: id,
    member_account: String(account),
    member_currency: currency,
    member_type: Number.isSafeInteger(type) && type > 0 ? type : 1,
  }
}

export const writeSessionFx = createEffect((session: Session) => {
  local.set('token', session.token)
  local.set('member_id', String(session.member_id))
  local.set('member_account', session.member_account)
  local.set('currency', session.member_currency)
  local.set('member_type', session.member_type)
})

export const clearSessionFx = createEffect(() => {
  for (const key of ['token', 'member_id', 'member_account', 'member_type'] as const) local.remove(key)
  closeNamedWindows(MEMBER_WINDOWS)
})
