import { describe, expect, it } from 'vitest'
import { signInMonth } from './sign-in-calendar'

const detail = {
  open: true,
  today: '2026-11-25',
  time_zone: 'America/Caracas',
  signed_today: false,
  signed_days: ['2026-11-23', '2026-11-24'],
  streak: 2,
}

describe('signInMonth', () => {
  it('lays out the month from Monday with each day in its state', () => {
    const { lead, days } = signInMonth(detail)
    expect(lead).toBe(6) // 1 November 2026 is a Sunday
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ date: '2026-11-01', day: 1, state: 'missed' })
    expect(days[22]?.state).toBe('signed')
    expect(days[23]?.state).toBe('signed')
    expect(days[24]).toEqual({ date: '2026-11-25', day: 25, state: 'today' })
    expect(days[25]?.state).toBe('upcoming')
  })
  it('counts February of a leap year', () => {
    expect(signInMonth({ ...detail, today: '2028-02-10', signed_days: [] }).days).toHaveLength(29)
  })
})
