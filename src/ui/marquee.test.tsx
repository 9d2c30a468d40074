import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Marquee } from './marquee'

describe('Marquee', () => {
  it('exposes the items as a list and hides the moving copy', () => {
    const { container } = render(
      <Marquee aria-label="Announcements" items={['Bonus today', 'Maintenance at 02:00']} />,
    )
    const region = screen.getByRole('region', { name: 'Announcements' })
    const items = within(region).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Bonus today', 'Maintenance at 02:00'])
    const track = container.querySelector('[data-marquee-track]')
    expect(track?.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('renders nothing without items and can act as a button', () => {
    const { container, rerender } = render(<Marquee aria-label="News" items={[]} />)
    expect(container.innerHTML).toBe('')
    const onPress = vi.fn()
    rerender(<Marquee aria-label="News" items={['Hello']} onPress={onPress} pressLabel="Open all news" />)
    fireEvent.click(screen.getByRole('button', { name: 'Open all news' }))
    expect(onPress).toHaveBeenCalledTimes(1)
  })
})
