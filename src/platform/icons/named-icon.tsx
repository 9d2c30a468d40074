import { useEffect, useState, type CSSProperties } from 'react'
import { config } from '../config'
import { createIconLoader, type IconData } from './loader'

const icons = createIconLoader({ apiBase: config.apiBase })

/** The icon as an SVG document in a `data:` URL. */
function svgUrl(icon: IconData): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width} ${icon.height}" width="${icon.width}" height="${icon.height}">${icon.body}</svg>`
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
}

/**
 * How the icon is drawn. An icon body is SVG from the network, and it is only ever an image here, never
 * part of the page's DOM: an image runs no script and loads nothing, so no sanitiser is needed. One that
 * draws in `currentColor` is a mask over the text colour (as inline SVG would be); any other keeps its
 * own colours.
 */
function iconStyle(icon: IconData): CSSProperties {
  const image = svgUrl(icon)
  if (!icon.body.includes('currentColor'))
    return { backgroundImage: image, backgroundSize: '100% 100%', backgroundRepeat: 'no-repeat' }
  return {
    backgroundColor: 'currentColor',
    maskImage: image,
    maskSize: '100% 100%',
    maskRepeat: 'no-repeat',
    WebkitMaskImage: image,
    WebkitMaskSize: '100% 100%',
    WebkitMaskRepeat: 'no-repeat',
  }
}

/**
 * A named icon (`lotus:slot`) from the icon endpoint, drawn in the current text colour. Its box has
 * its final size from the start, so nothing moves when the drawing arrives; without one it stays empty.
 */
export function NamedIcon({
  name,
  size = 20,
  className,
}: {
  name: string
  size?: number
  className?: string
}) {
  const [icon, setIcon] = useState<IconData | null>(null)
  useEffect(() => {
    let alive = true
    void icons.load(name).then((loaded) => {
      if (alive) setIcon(loaded)
    })
    return () => {
      alive = false
    }
  }, [name])
  return (
    <span
      aria-hidden="true"
      className={className}
      data-icon={name}
      data-loaded={icon ? 'true' : 'false'}
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        ...(icon ? iconStyle(icon) : {}),
      }}
    />
  )
}
