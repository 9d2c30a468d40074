import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from './test-utils'
import { toast, ToastRegion } from './toast'

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    act(() => toast.clear())
    vi.useRealTimers()
  })

  it('shows a toast queued from outside React and dismisses it after 3000 ms', () => {
    renderWithI18n(<ToastRegion />)
    act(() => {
      toast.error('Network error')
    })
    expect(screen.getByText('Network error')).toBeTruthy()
    expect(screen.getByRole('alertdialog')).toBeTruthy()

    act(() => {
      vi.advanceTimersByTime(2900)
    })
    expect(screen.queryByText('Network error')).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(screen.queryByText('Network error')).toBeNull()
  })

  it('stacks success and info toasts and closes them with the close button', () => {
    renderWithI18n(<ToastRegion />)
    act(() => {
      toast.success('Saved')
      toast.info('Heads up', { timeout: 0 })
    })
    expect(screen.getByText('Saved')).toBeTruthy()
    expect(screen.getByText('Heads up')).toBeTruthy()
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(screen.queryByText('Saved')).toBeNull()
    const close = screen.getByRole('button', { name: 'Close' })
    act(() => {
      close.click()
    })
    expect(screen.queryByText('Heads up')).toBeNull()
  })
})
