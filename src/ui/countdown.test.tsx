import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Countdown, formatCountdown } from './countdown'

describe('formatCountdown', () => {
  it('uses mm:ss under an hour and hh:mm:ss from an hour', () => {
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(299)).toBe('04:59')
    expect(formatCountdown(3725)).toBe('01:02:05')
    expect(formatCountdown(59, 'hh:mm:ss')).toBe('00:00:59')
    expect(formatCountdown(3725, 'mm:ss')).toBe('62:05')
    expect(formatCountdown(-5)).toBe('00:00')
  })
})

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('ticks every second from a duration and calls onEnd once at zero', () => {
    const onEnd = vi.fn()
    render(<Countdown seconds={3} onEnd={onEnd} />)
    const timer = screen.getByRole('timer')
    expect(timer.textContent).toBe('00:03')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(timer.textContent).toBe('00:02')
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(timer.textContent).toBe('00:00')
    expect(onEnd).toHaveBeenCalledTimes(1)
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('counts down to a target time in hh:mm:ss', () => {
    render(<Countdown to={Date.now() + 3_600_500} label="Ends in" />)
    const timer = screen.getByRole('timer')
    expect(timer.textContent).toBe('Ends in 01:00:01')
    act(() => {
      vi.advanceTimersByTime(500)
    })
    expect(timer.textContent).toBe('Ends in 01:00:00')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(timer.textContent).toBe('Ends in 59:59')
  })

  it('announces only milestones in its live region', () => {
    const { container } = render(<Countdown seconds={62} />)
    const live = container.querySelector('[aria-live="polite"]')
    expect(live?.textContent).toBe('')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(live?.textContent).toBe('')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(live?.textContent).toBe('01:00')
    act(() => {
      vi.advanceTimersByTime(30_000)
    })
    expect(live?.textContent).toBe('00:30')
  })
})
