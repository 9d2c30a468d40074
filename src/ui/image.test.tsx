import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Image } from './image'
import { PictureUrlContext, pictureUrlFromTemplate } from './picture-url'

const resizer = pictureUrlFromTemplate('/picture?src={src}&w={width}')

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

  it('offers a picture with a slot size at several widths through the resizer, up to twice its own', () => {
    render(
      <PictureUrlContext value={resizer}>
        <Image src="/art/banner.svg?t=Hi" alt="Banner" intrinsic={{ width: 300, height: 150 }} sizes="50vw" />
      </PictureUrlContext>,
    )
    const img = screen.getByRole('img', { name: 'Banner' })
    const encoded = encodeURIComponent('/art/banner.svg?t=Hi')
    expect(img.getAttribute('sizes')).toBe('50vw')
    expect(img.getAttribute('src')).toBe(`/picture?src=${encoded}&w=240`)
    const widths = (img.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[1])
    expect(widths).toEqual(['80w', '160w', '240w', '320w', '480w'])
    expect(img.getAttribute('srcset')).toContain(`/picture?src=${encoded}&w=480 480w`)
  })

  it('asks for the picture as given when the resized one fails, then shows the placeholder', () => {
    render(
      <PictureUrlContext value={resizer}>
        <Image src="/art/game.svg" alt="Lucky Dragon" intrinsic={{ width: 240, height: 240 }} sizes="120px" />
      </PictureUrlContext>,
    )
    fireEvent.error(screen.getByRole('img', { name: 'Lucky Dragon' }))
    const original = screen.getByRole('img', { name: 'Lucky Dragon' })
    expect(original.getAttribute('src')).toBe('/art/game.svg')
    expect(original.hasAttribute('srcset')).toBe(false)
    fireEvent.error(original)
    expect(screen.getByRole('img', { name: 'Lucky Dragon' }).hasAttribute('data-placeholder')).toBe(true)
  })

  it('leaves pictures without a slot size, and addresses it cannot resize, as given', () => {
    render(
      <PictureUrlContext value={resizer}>
        <Image src="/art/logo.svg" alt="Logo" width={120} height={40} />
        <Image src="data:image/png;base64,AAAA" alt="Inline" sizes="40px" />
        <Image src="//cdn.example.com/a.png" alt="Elsewhere" sizes="40px" />
      </PictureUrlContext>,
    )
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('/art/logo.svg')
    expect(screen.getByRole('img', { name: 'Inline' }).hasAttribute('srcset')).toBe(false)
    expect(screen.getByRole('img', { name: 'Elsewhere' }).getAttribute('src')).toBe('//cdn.example.com/a.png')
  })

  it('resizes absolute http(s) addresses, and an empty template resizes nothing', () => {
    expect(resizer?.('https://cdn.example.com/a.png', 320)).toBe(
      `/picture?src=${encodeURIComponent('https://cdn.example.com/a.png')}&w=320`,
    )
    expect(pictureUrlFromTemplate('')).toBeNull()
  })
})
