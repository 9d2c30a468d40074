import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Image } from './image'

describe('Image', () => {
  it('is lazy by default and reserves its box from width and height', () => {
    const { container } = render(<Image src="/game.png" alt="Lucky Dragon" width={160} height={120} />)
    const img = screen.getByRole('img', { name: 'Lucky Dragon' })
    expect(img.tagName).toBe('IMG')
    expect(img.getAttribute('loading')).toBe('lazy')
    const frame = container.firstElementChild as HTMLElement
    expect(frame.style.aspectRatio).toBe('160 / 120')
    expect(frame.style.width).toBe('160px')
  })

  it('falls back to the placeholder art when the image fails', () => {
    render(<Image src="/broken.png" alt="Lucky Dragon" />)
    fireEvent.error(screen.getByRole('img', { name: 'Lucky Dragon' }))
    const placeholder = screen.getByRole('img', { name: 'Lucky Dragon' })
    expect(placeholder.tagName).toBe('SPAN')
    expect(placeholder.hasAttribute('data-placeholder')).toBe(true)
    expect(placeholder.querySelector('svg')).not.toBeNull()
  })

  it('shows the placeholder when src is missing, and retries when src changes', () => {
    const { rerender, container } = render(<Image src={null} alt="" aspectRatio="4 / 3" />)
    expect(container.querySelector('[data-placeholder]')).not.toBeNull()
    rerender(<Image src="/next.png" alt="" aspectRatio="4 / 3" />)
    expect(container.querySelector('img')).not.toBeNull()
  })
})
