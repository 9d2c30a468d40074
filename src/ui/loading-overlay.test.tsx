import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadingOverlay } from './loading-overlay'
import { renderWithI18n } from './test-utils'

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fades out for 400 ms before unmounting', () => {
    const { rerender, container } = renderWithI18n(<LoadingOverlay isVisible />)
    expect(screen.getByRole('status')).toBeTruthy()
    rerender(<LoadingOverlay isVisible={false} />)
    const overlay = container.firstElementChild
    expect(overlay?.hasAttribute('data-leaving')).toBe(true)
    act(() => {
      vi.advanceTimersByTime(399)
    })
    expect(container.firstElementChild).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(container.firstElementChild).toBeNull()
  })
})
