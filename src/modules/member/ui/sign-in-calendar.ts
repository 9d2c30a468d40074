import type { SignInDetail } from '../api'

/** A day of the sign-in calendar: signed, missed (is_signin_pass), today not yet signed, or still to come. */
export type SignInDayState = 'signed' | 'missed' | 'today' | 'upcoming'

export interface SignInDay {
  date: string
  day: number
  state: SignInDayState
}

/** The days of today's month (site time zone) with their state; `lead` empty cells start the first week on Monday. */
export function signInMonth(detail: SignInDetail): { lead: number; days: SignInDay[] } {
  const [year = 1970, month = 1, today = 1] = detail.today.split('-').map(Number)
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7
  const signed = new Set(detail.signed_days)
  const prefix = detail.today.slice(0, 8)
  const days = Array.from({ length }, (_, index): SignInDay => {
    const day = index + 1
    const date = `${prefix}${String(day).padStart(2, '0')}`
    const state: SignInDayState = signed.has(date)
      ? 'signed'
      : day < today
        ? 'missed'
        : day === today
          ? 'today'
          : 'upcoming'
    return { date, day, state }
  })
  return { lead, days }
}
