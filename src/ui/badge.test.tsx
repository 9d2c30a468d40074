import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge, formatBadgeCount } from './badge'

describe('Badge', () => {
  it('caps at 99 as "99+"', () => {
    expect(formatBadgeCount(99)).toBe('99')
    expect(formatBadgeCount(100)).toBe('99+')
    expect(formatBadgeCount(5, 4)).toBe('4+')
    render(<Badge count={250} />)
    expect(screen.getByText('99+')).toBeTruthy()
  })

  it('renders nothing at 0 or below', () => {
    const { container, rerender } = render(<Badge count={0} />)
    expect(container.innerHTML).toBe('')
    rerender(<Badge count={-3} />)
    expect(container.innerHTML).toBe('')
  })

  it('reads its aria-label instead of the bare number', () => {
    render(<Badge count={3} aria-label="3 unread letters" />)
    expect(screen.getByText('3 unread letters')).toBeTruthy()
    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true')
  })
})
