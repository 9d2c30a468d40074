import DOMPurify from 'dompurify'
import { useEffect, useMemo, useState } from 'react'
import { config } from '../config'
import { createIconLoader, type IconData } from './loader'

const icons = createIconLoader({ apiBase: config.apiBase })

/** An icon body is SVG from the network: only SVG drawing survives (no scripts, links or foreign content). */
function sanitizeIconBody(body: string): string {
  return DOMPurify.sanitize(body, {
    NAMESPACE: 'http://www.w3.org/2000/svg',
    USE_PROFILES: { svg: true },
    FORBID_TAGS: ['a', 'script', 'foreignObject', 'use', 'image'],
  })
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
  const markup = useMemo(() => (icon ? sanitizeIconBody(icon.body) : ''), [icon])
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${icon?.width ?? 24} ${icon?.height ?? 24}`}
      className={className}
      data-icon={name}
      data-loaded={icon ? 'true' : 'false'}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  )
}
