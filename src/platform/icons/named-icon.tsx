import { useEffect, useRef, useState } from 'react'
import { config } from '../config'
import { createIconLoader, type IconData } from './loader'
import { drawIconLater } from './draw-queue'

const icons = createIconLoader({ apiBase: config.apiBase })

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
  const svg = useRef<SVGSVGElement>(null)
  useEffect(() => {
    let alive = true
    void icons.load(name).then((loaded) => {
      if (alive) setIcon(loaded)
    })
    return () => {
      alive = false
    }
  }, [name])
  // The drawing is built from the icon's checked copy (see `iconDrawing`), never from its text, a task
  // later and a few icons per task (see `drawIconLater`). An empty box waiting for its icon is left alone.
  useEffect(() => {
    const box = svg.current
    if (!box || (icon === null && box.firstChild === null)) return
    return drawIconLater(box, icon)
  }, [icon])
  return (
    <svg
      ref={svg}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${icon?.width ?? 24} ${icon?.height ?? 24}`}
      className={className}
      data-icon={name}
      data-loaded={icon ? 'true' : 'false'}
    />
  )
}
