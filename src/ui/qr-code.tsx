import { encode } from 'uqr'
import { useMemo } from 'react'

/** A QR code drawn as SVG rectangles (no HTML injection), with a text alternative. */
export function QrCode({ value, size = 180, label }: { value: string; size?: number; label: string }) {
  const { data, size: modules } = useMemo(() => encode(value, { border: 2 }), [value])
  const path = useMemo(() => {
    const parts: string[] = []
    data.forEach((row, y) => row.forEach((dark, x) => (dark ? parts.push(`M${x} ${y}h1v1h-1z`) : undefined)))
    return parts.join('')
  }, [data])
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 8 }}
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
